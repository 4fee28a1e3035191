"""Layered configuration: defaults < config file < environment variables."""
import os
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

ENV_PREFIX = "REPORTER_"
SEARCH_PATHS = [
    Path("reporter.toml"),
    Path.home() / ".config" / "reporter" / "config.toml",
    Path("/etc/reporter/config.toml"),
]


class ConfigError(Exception):
    pass


@dataclass
class Config:
    # ... existing fields ...
    database_url: str = "sqlite:///reporter.db"
    smtp_host: str = "localhost"
    smtp_port: int = 25
    sender: str = "reports@localhost"
    recipients: list[str] = field(default_factory=list)
    timezone: str = "UTC"
    debug: bool = False


def _coerce(name: str, raw: str, target: Any) -> Any:
    if target is bool:
        if raw.lower() in {"1", "true", "yes", "on"}:
            return True
        if raw.lower() in {"0", "false", "no", "off"}:
            return False
        raise ConfigError(f"{name}: expected a boolean, got {raw!r}")
    if target is int:
        try:
            return int(raw)
        except ValueError:
            raise ConfigError(f"{name}: expected an integer, got {raw!r}") from None
    if target == list[str]:
        return [part.strip() for part in raw.split(",") if part.strip()]
    return raw


def find_config_file(explicit: str | None = None) -> Path | None:
    if explicit:
        path = Path(explicit).expanduser()
        if not path.is_file():
            raise ConfigError(f"config file not found: {path}")
        return path
    return next((p for p in SEARCH_PATHS if p.is_file()), None)


def load_file(path: Path) -> dict[str, Any]:
    with path.open("rb") as f:
        data = tomllib.load(f)
    section = data.get("reporter", data)
    known = {f.name for f in fields(Config)}
    unknown = sorted(set(section) - known)
    if unknown:
        raise ConfigError(f"unknown keys in {path}: {', '.join(unknown)}")
    return section


def load_env(environ: dict[str, str] | None = None) -> dict[str, Any]:
    environ = os.environ if environ is None else environ
    values = {}
    for f in fields(Config):
        key = ENV_PREFIX + f.name.upper()
        if key in environ:
            values[f.name] = _coerce(key, environ[key], f.type)
    return values


def load_config(path: str | None = None, environ: dict[str, str] | None = None) -> Config:
    merged: dict[str, Any] = {}
    config_file = find_config_file(path)
    if config_file is not None:
        merged.update(load_file(config_file))
    merged.update(load_env(environ))
    config = Config(**merged)
    if not config.recipients:
        raise ConfigError("at least one recipient is required")
    return config


def describe(config: Config) -> str:
    hidden = {"database_url"}
    return "\n".join(
        f"{f.name} = {'***' if f.name in hidden else getattr(config, f.name)!r}"
        for f in fields(config)
    )
