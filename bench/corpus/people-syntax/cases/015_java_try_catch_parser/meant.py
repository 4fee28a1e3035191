def parse_line(line):
    if "=" not in line:
        raise ValueError("no '=' in line: " + line)
    key, value = line.split("=", 1)
    return key.strip(), value.strip()


def load_config(path):
    config = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if line == "" or line.startswith("#"):
                continue
            try:
                key, value = parse_line(line)
                config[key] = value
            except ValueError as e:
                print("line " + str(number) + ": " + str(e))
    return config


if __name__ == "__main__":
    cfg = load_config("settings.ini")
    for k in cfg:
        print(k, "->", cfg[k])
