"""Layered configuration for the ingest workers.

Values come from, in increasing priority:

1. the defaults in this module,
2. /etc/ingest/config.toml, then ./ingest.toml (or the file in $INGEST_CONFIG),
3. environment variables INGEST_<SECTION>_<KEY>, e.g. INGEST_DB_POOL_SIZE=20,
4. --set section.key=value options on the command line.

Everything is validated once at start-up; the rest of the code gets a frozen
Config object and never looks at the environment itself.
"""
from __future__ import annotations

import dataclasses
import os
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, get_type_hints

SYSTEM_FILE = Path("/etc/ingest/config.toml")
LOCAL_FILE = Path("ingest.toml")
ENV_PREFIX = "INGEST_"
TRUE_WORDS = {"1", "true", "yes", "on"}
FALSE_WORDS = {"0", "false", "no", "off"}


class ConfigError(Exception):
    """Raised for unknown keys, wrong types and values out of range."""


@dataclass(frozen=True)
class DatabaseConfig:
    url: str = "postgresql://ingest@localhost/ingest"
    pool_size: int = 5
    timeout: float = 10.0
    ssl: bool = False


@dataclass(frozen=True)
class QueueConfig:
    url: str = "amqp://guest:guest@localhost:5672/"
    exchange: str = "ingest"
    prefetch: int = 10
    dead_letter: str | None = None


@dataclass(frozen=True)
class WorkerConfig:
    concurrency: int = 4
    batch_size: int = 500
    max_retries: int = 3
    retry_backoff: float = 2.0
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class LoggingConfig:
    level: str = "INFO"
    json: bool = False
    file: Path | None = None


@dataclass(frozen=True)
class Config:
    db: DatabaseConfig = field(default_factory=DatabaseConfig)
    queue: QueueConfig = field(default_factory=QueueConfig)
    worker: WorkerConfig = field(default_factory=WorkerConfig)
    logging: LoggingConfig = field(default_factory=LoggingConfig)
    sources: tuple[str, ...] = ()


LIMITS: dict[str, tuple[float, float]] = {
    "db.pool_size": (1, 200),
    "db.timeout": (0.1, 300),
    "queue.prefetch": (1, 10_000),
    "worker.concurrency": (1, 256),
    "worker.batch_size": (1, 100_000),
    "worker.max_retries": (0, 50),
    "worker.retry_backoff": (1.0, 60.0),
}
LEVELS = {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}


# --------------------------------------------------------------------------- conversion

def _convert(raw: Any, typ: Any, where: str) -> Any:
    """Convert a TOML value or an environment string to the annotated type."""
    text = str(typ)
    if raw is None:
        if "None" in text:
            return None
        raise ConfigError(f"{where}: a value is required")
    if typ is bool or text == "bool":
        if isinstance(raw, bool):
            return raw
        word = str(raw).strip().lower()
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
            return False
        raise ConfigError(f"{where}: expected a boolean, got {raw!r}")
    if typ is int or text == "int":
        try:
            return int(raw)
        except (TypeError, ValueError):
            raise ConfigError(f"{where}: expected an integer, got {raw!r}") from None
    if typ is float or text == "float":
        try:
            return float(raw)
        except (TypeError, ValueError):
            raise ConfigError(f"{where}: expected a number, got {raw!r}") from None
    if text.startswith("tuple"):
        items = raw.split(",") if isinstance(raw, str) else list(raw)
        return tuple(str(i).strip() for i in items if str(i).strip())
    if "Path" in text:
        return Path(raw).expanduser() if raw != "" else None
    return str(raw)


def _section_types(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


# --------------------------------------------------------------------------- layers

def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except FileNotFoundError:
        return {}
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{path}: {e}") from None


def _files(environ: Mapping[str, str]) -> list[Path]:
    explicit = environ.get(ENV_PREFIX + "CONFIG")
    if explicit:
        path = Path(explicit)
        if not path.exists():
            raise ConfigError(f"{ENV_PREFIX}CONFIG points to a missing file: {path}")
        return [SYSTEM_FILE, path]
    return [SYSTEM_FILE, LOCAL_FILE]


def _env_layer(environ: Mapping[str, str], sections: Mapping[str, type]) -> dict[str, dict[str, str]]:
    layer: dict[str, dict[str, str]] = {}
    for name, value in environ.items():
        if not name.startswith(ENV_PREFIX) or name == ENV_PREFIX + "CONFIG":
            continue
        rest = name[len(ENV_PREFIX):].lower()
        for section in sections:
            if rest.startswith(section + "_"):
                layer.setdefault(section, {})[rest[len(section) + 1:]] = value
                break
        else:
            raise ConfigError(f"unknown environment variable {name}")
    return layer


def _cli_layer(overrides: list[str]) -> dict[str, dict[str, str]]:
    layer: dict[str, dict[str, str]] = {}
    for item in overrides:
        key, sep, value = item.partition("=")
        section, dot, option = key.strip().partition(".")
        if not sep or not dot:
            raise ConfigError(f"--set expects section.key=value, got {item!r}")
        layer.setdefault(section, {})[option] = value
    return layer


def _merge(layers: list[tuple[str, dict[str, Any]]], sections: Mapping[str, type]) -> dict[str, dict[str, Any]]:
    merged: dict[str, dict[str, Any]] = {name: {} for name in sections}
    for source, layer in layers:
        for section, values in layer.items():
            if section not in sections:
                raise ConfigError(f"{source}: unknown section [{section}]")
            if not isinstance(values, dict):
                raise ConfigError(f"{source}: [{section}] must be a table")
            known = {f.name for f in dataclasses.fields(sections[section])}
            for key, value in values.items():
                if key not in known:
                    raise ConfigError(f"{source}: unknown key {section}.{key}")
                merged[section][key] = (value, source)
    return merged


# --------------------------------------------------------------------------- validation

def _check(config: Config) -> None:
    for dotted, (low, high) in LIMITS.items():
        section, key = dotted.split(".")
        value = getattr(getattr(config, section), key)
        if not low <= value <= high:
            raise ConfigError(f"{dotted}={value} is outside {low}..{high}")
    if config.logging.level not in LEVELS:
        raise ConfigError(f"logging.level must be one of {', '.join(sorted(LEVELS))}")
    if config.queue.dead_letter == config.queue.exchange:
        raise ConfigError("queue.dead_letter must differ from queue.exchange")
    if not config.db.url.startswith(("postgresql://", "postgres://")):
        raise ConfigError("db.url must be a PostgreSQL URL")


def load(overrides: list[str] | None = None, environ: Mapping[str, str] | None = None) -> Config:
    environ = os.environ if environ is None else environ
    sections = {f.name: f.type for f in dataclasses.fields(Config) if f.name != "sources"}
    sections = {name: get_type_hints(Config)[name] for name in sections}
    layers: list[tuple[str, dict[str, Any]]] = []
    used: list[str] = []
    for path in _files(environ):
        data = _read_toml(path)
        if data:
            layers.append((str(path), data))
            used.append(str(path))
    env = _env_layer(environ, sections)
    if env:
        layers.append(("environment", env))
        used.append("environment")
    if overrides:
        layers.append(("--set", _cli_layer(overrides)))
        used.append("--set")

    merged = _merge(layers, sections)
    built = {}
    for name, cls in sections.items():
        types = _section_types(cls)
        values = {key: _convert(raw, types[key], f"{source}: {name}.{key}")
                  for key, (raw, source) in merged[name].items()}
        built[name] = cls(**values)
    config = Config(**built, sources=tuple(used))
    _check(config)
    return config


def describe(config: Config) -> str:
    lines = [f"# sources: {', '.join(config.sources) or 'defaults only'}"]
    for f in dataclasses.fields(config):
        if f.name == "sources":
            continue
        lines.append(f"[{f.name}]")
        for key, value in dataclasses.asdict(getattr(config, f.name)).items():
            if "url" in key and "@" in str(value):
                scheme, _, rest = str(value).partition("://")
                value = f"{scheme}://***@{rest.split('@', 1)[1]}"
            lines.append(f"{key} = {value!r}")
    return "\n".join(lines)


if __name__ == "__main__":
    args = sys.argv[1:]
    sets = [args[i + 1] for i, a in enumerate(args) if a == "--set" and i + 1 < len(args)]
    try:
        print(describe(load(sets)))
    except ConfigError as e:
        print(f"config error: {e}", file=sys.stderr)
        sys.exit(1)
