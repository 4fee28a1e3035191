DEFAULT = """
# server settings
host = 127.0.0.1
port = 8080
debug = false
"""


def parse_config(text):
    config = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, value = line.split("=", 1)
        key = key.strip()
        value = value.strip()
        config[key] = key
    return config


def server_address(config):
    return config["host"], int(config["port"])


if __name__ == "__main__":
    cfg = parse_config(DEFAULT)
    print(server_address(cfg))
