import os
import logging
from pathlib import Path
from typing import Any

import yaml

log = logging.getLogger(__name__)

DEFAULTS: dict[str, Any] = {
    "host": "0.0.0.0",
    "port": 8080,
    "workers": 4,
    "log_level": "info",
    "database": {"url": "sqlite:///app.db", "pool_size": 5},
    "features": {"signup": True, "beta_dashboard": False},
}

ENV_PREFIX = "APP_"


def deep_merge(base: dict, override: dict) -> dict:
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def coerce(raw: str) -> Any:
    lowered = raw.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(raw)
    except ValueError:
        pass
    try:
        return float(raw)
    except ValueError:
        return raw


def from_env(environ=os.environ) -> dict:
    result: dict = {}
    for name, raw in environ.items():
        if not name.startswith(ENV_PREFIX):
            continue
        path = name[len(ENV_PREFIX):].lower().split("__")
        node = result
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = coerce(raw)
    return result


def load_config(path: str | os.PathLike | None = None) -> dict:
    cfg = dict(DEFAULTS)
    if path is not None and Path(path).exists():
        with open(path, encoding="utf-8") as f:
            cfg = deep_merge(cfg, yaml.safe_load(f) or {})
        log.debug("loaded %s", path)
    cfg = deep_merge(cfg, from_env())
    return cfg


REQUIRED_TYPES = {
    "host": str,
    "port": int,
    "workers": int,
    "log_level": str,
}

LOG_LEVELS = {"debug", "info", "warning", "error", "critical"}


class ConfigError(ValueError):
    pass


def validate(cfg: dict) -> list[str]:
    problems = []
    for key, typ in REQUIRED_TYPES.items():
        if not isinstance(cfg.get(key), typ):
            problems.append(f"{key}: expected {typ.__name__}, got {type(cfg.get(key)).__name__}")
    if isinstance(cfg.get("port"), int) and not 0 < cfg["port"] < 65536:
        problems.append(f"port: {cfg['port']} out of range")
    if cfg.get("log_level") not in LOG_LEVELS:
        problems.append(f"log_level: must be one of {sorted(LOG_LEVELS)}")
    db = cfg.get("database", {})
    if not str(db.get("url", "")).startswith(("sqlite://", "postgresql://")):
        problems.append("database.url: unsupported scheme")
    return problems


def get_config(path: str | None = None) -> dict:
    cfg = load_config(path or os.environ.get("APP_CONFIG", "config.yaml"))
    problems = validate(cfg)
    if problems:
        raise ConfigError("invalid configuration:\n  " + "\n  ".join(problems))
    return cfg


if __name__ == "__main__":
    import json
    import sys

    logging.basicConfig(level=logging.DEBUG)
    try:
        print(json.dumps(get_config(sys.argv[1] if len(sys.argv) > 1 else None), indent=2))
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        sys.exit(1)
