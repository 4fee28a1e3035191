def run(line):
    match line.split():
        case ["go", d]:
            return d
        case _:
            return None
