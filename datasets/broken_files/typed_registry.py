"""A small typed plugin registry, written as a library module."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar, overload

T = TypeVar("T")
K = TypeVar("K", bound=str)


class Plugin(Protocol)
    name: str

    def run(self, payload: dict[str, object]) -> dict[str, object]: ...


@dataclass(frozen=True)
class Entry(Generic[T]):
    key: str
    value: T
    tags: frozenset[str] = field(default_factory=frozenset)


class RegistryError(KeyError):
    """Raised when a key is registered twice or looked up but absent."""


class Registry(Generic[T]):
    def __init__(self) -> None:
        self._entries: dict[str, Entry[T]] = {}

    def register(self, key: str, value: T, *, tags: set[str] | None = None) -> Entry[T]
        if key in self._entries:
            raise RegistryError(f"{key!r} is already registered)
        entry = Entry(key, value, frozenset(tags or ()))
        self._entries[key] = entry
        return entry

    @overload
    def get(self, key: str) -> T: ...

    @overload
    def get(self, key: str, default: T) -> T: ...

    def get(self, key: str, default: T | None = None) -> T | None:
        try
            return self._entries[key].value
        except KeyError:
            if default is not None:
                return default
            raise RegistryError(key) from None

    def tagged(self, tag: str) -> Iterator[Entry[T]]:
        return (e for e in self._entries.values() if tag in e.tags

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)


def plugin(registry: Registry[Callable[..., object]], *, tags: set[str] | None = None):
    """Decorator form of Registry.register, keyed by the function's name."""

    def wrap(func: Callable[..., object]) -> Callable[..., object]:
        registry.register(func.__name__, func, tags=tags)
        return func

    return wrap


HOOKS: Registry[Callable[..., object]] = Registry()


@plugin(HOOKS, tags={"text"})
def upper(payload: dict[str, object]) -> dict[str, object]:
    return {k: v.upper() if isinstance(v, str) else v for k, v in payload.items()


@plugin(HOOKS, tags={"text", "debug"})
def echo(payload: dict[str, object]) -> dict[str, object]:
    return dict(payload)


def apply_all(registry: Registry[Callable[..., object]], tag: str, payload: dict[str, object]) -> dict[str, object]:
    for entry in registry.tagged(tag):
        result = entry.value(payload)
        if not isinstance(result, dict):
            raise TypeError(f"plugin {entry.key} returned {type(result).__name__")
        payload = result
    return payload
