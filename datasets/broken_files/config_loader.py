import json
import os

DEFAULTS = {
    "host": "localhost",
    "port": 8080
    "debug": False,
    "workers": 4,
}


def load(path):
    """Read a JSON config and merge it over the defaults."""
    config = dict(DEFAULTS)
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f
            try:
                config.update(json.load(f))
            except json.JSONDecodeError as err
                print(f"bad config {path}: {err}")
    for key in list(config):
        env = os.environ.get("APP_" + key.upper())
        if env is not None
            config[key] = convert(env, type(DEFAULTS.get(key, "")))
    return config


def convert(value, kind):
    if kind is bool:
        return value.lower() in ("1", "true", "yes"
    if kind is int:
        return int(value)
    return value


if __name__ == "__main__":
    cfg = load("config.json")
    for k, v in sorted(cfg.items()):
        print(f"{k} = {v!r}")
