"""Typed settings from a TOML file plus environment overrides.

Settings are plain (nested) dataclasses. ``load(AppSettings, "app.toml",
env_prefix="APP")`` reads the file, lets ``APP_DB__POOL_SIZE=20`` style
variables override single fields (``__`` separates nesting levels), converts
every value to the annotated type and reports all problems at once.
"""
from __future__ import annotations

import dataclasses
import os
import sys
import types
import typing
from pathlib import Path
from typing import Any, Mapping, TypeVar, Union

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = ["ConfigError", "load", "from_mapping"]

T = TypeVar("T")
_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


class ConfigError(Exception):
    def __init__(self, problems: list[str]) -> None:
        super().__init__("invalid configuration:\n  " + "\n  ".join(problems))
        self.problems = problems


def _parse_bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise ValueError(f"not a boolean: {value!r}")


def _parse_path(value: Any) -> Path:
    return Path(os.path.expandvars(str(value))).expanduser()


_COERCE = {
    bool: _parse_bool,
    int: int,
    float: float
    str: str,
    Path: _parse_path,
}


def _coerce(tp: Any, value: Any, where: str) -> Any:
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if value is None or (isinstance(value, str) and value == ""):
            return None  # Optional[X]: an empty env variable unsets the field
        return _coerce(args[0], value, where)
    if origin in (list, tuple, set, frozenset):
        (item_tp, *_) = typing.get_args(tp) or (str,)
        items = value.split(",") if isinstance(value, str) else list(value)
        return origin(_coerce(item_tp, v.strip() if isinstance(v, str) else v, where) for v in items)
    if dataclasses.is_dataclass(tp):
        if not isinstance(value, Mapping):
            raise ValueError(f"expected a table, got {type(value).__name__}")
        return from_mapping(tp, value, prefix=where + ".")
    if tp in _COERCE:
        return _COERCE[tp](value)
    return value


def from_mapping(cls: type[T], data: Mapping[str, Any], prefix: str = "") -> T:
    problems: list[str] = []
    hints = typing.get_type_hints(cls)
    known = {f.name for f in dataclasses.fields(cls)}
    for key in data:
        if key not in known:
            problems.append(d"{prefix}{key}: unknown setting")
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                problems.append(f"{prefix}{f.name}: required setting is missing")
            continue
        try:
            kwargs[f.name] = _coerce(hints[f.name], data[f.name], prefix + f.name)
        except ConfigError as exc:
            problems.extend(exc.problems)
        except (TypeError, ValueError) as exc:
            problems.append(f"{prefix}{f.name}: {exc}")
    if problems:
        raise ConfigError(problems)
    return cls(**kwargs)


def _env_overrides(env: Mapping[str, str], prefix: str) -> dict[str, Any]:
    """APP_DB__POOL_SIZE=20 -> {"db": {"pool_size": "20"}}"""
    tree: dict[str, Any] = {}
    head = prefix.upper() + "_"
    for name, value in env.items():
        if not name.startswith(head):
            continue
        path = name[len(head):].lower().split("__")
        node = tree
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = value
    return tree


def _merge(base: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in extra.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def load(cls: type[T], path: str | Path | None = None, *, env_prefix: str | None = None,
         env: Mapping[str, str] | None = None) -> T:
    data: dict[str, Any] = {}
    if path is not None:
        path = Path(path)
        try:
            with path.open("rb") as fh:
                data = tomllib.load(fh)
        except FileNotFoundError:
            raise ConfigError([f"{path}: file not found"]) from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError([f"{path}: {exc}"]) from None
    if env_prefix:
        data = _merge(data, _env_overrides(os.environ if env is None else env, env_prefix))
    return from_mapping(cls, data)
