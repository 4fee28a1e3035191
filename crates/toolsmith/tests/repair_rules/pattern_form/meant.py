def handle(command):
    match command.split():
        case ["quit" | "exit"]:
            return False
        case ["add", amount]:
            print("adding", amount)
        case _:
            print("unknown command")
    return True
