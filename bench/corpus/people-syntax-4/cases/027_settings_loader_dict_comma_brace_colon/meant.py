"""Load service settings from defaults, a TOML file and environment variables."""
import os
import tomllib
from pathlib import Path

DEFAULTS = {
    "host": "127.0.0.1",
    "port": 8080,
    "debug": False,
    "workers": 2,
    "database": {
        "url": "sqlite:///app.db",
        "pool_size": 5,
        "echo": False,
    },
    "cors_origins": ["http://localhost:3000"],
}

ENV_PREFIX = "APP_"
CASTS = {"port": int, "workers": int, "debug": lambda v: v.lower() in ("1", "true", "yes")}


def deep_merge(base, override):
    result = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = value
    return result


def from_env(environ):
    found = {}
    for name, raw in environ.items():
        if not name.startswith(ENV_PREFIX):
            continue
        key = name[len(ENV_PREFIX):].lower()
        if key in CASTS:
            found[key] = CASTS[key](raw)
        elif key == "database_url":
            found.setdefault("database", {})["url"] = raw
        elif key in DEFAULTS:
            found[key] = raw
    return found


def load_settings(path="settings.toml", environ=None):
    settings = DEFAULTS
    p = Path(path)
    if p.exists():
        with p.open("rb") as f:
            settings = deep_merge(settings, tomllib.load(f))
    settings = deep_merge(settings, from_env(environ or os.environ))
    return settings


if __name__ == "__main__":
    import pprint
    pprint.pprint(load_settings())
