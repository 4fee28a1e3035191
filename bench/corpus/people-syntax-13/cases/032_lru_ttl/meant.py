"""An LRU cache with optional per-entry TTL.

``functools.lru_cache`` has no expiry and no way to look at or drop single
entries, which is what the API clients need. This is a small, thread-safe
replacement built on a dict plus a circular doubly linked list (the same
layout CPython's C implementation uses).
"""
from __future__ import annotations

import functools
import threading
import time
from typing import Any, Callable, Generic, Hashable, Iterator, Optional, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

_MISSING = object()


class _Node:
    __slots__ = ("prev", "next", "key", "value", "expires_at")

    def __init__(self, key: Any = None, value: Any = None, expires_at: Optional[float] = None) -> None:
        self.prev: _Node = self
        self.next: _Node = self
        self.key = key
        self.value = value
        self.expires_at = expires_at


class LRUCache(Generic[K, V]):
    """Mapping-like LRU cache.

    ``maxsize`` bounds the number of entries; ``ttl`` (seconds) is the default
    lifetime of an entry and can be overridden per ``set`` call. ``clock`` is
    injectable for tests.
    """

    def __init__(self, maxsize: int = 128, ttl: Optional[float] = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if maxsize <= 0:
            raise ValueError("maxsize must be positive")
        self.maxsize = maxsize
        self.ttl = ttl
        self._clock = clock
        self._map: dict[K, _Node] = {}
        self._root = _Node()          # sentinel: root.next is the oldest, root.prev the newest
        self._lock = threading.RLock()
        self.hits = self.misses = 0

    # -- linked list helpers -------------------------------------------------
    def _unlink(self, node: _Node) -> None:
        node.prev.next = node.next
        node.next.prev = node.prev

    def _append(self, node: _Node) -> None:
        last = self._root.prev
        last.next = node
        node.prev = last
        node.next = self._root
        self._root.prev = node

    def _expired(self, node: _Node, now: float) -> bool:
        return node.expires_at is not None and node.expires_at <= now

    # -- public API ----------------------------------------------------------
    def get(self, key: K, default: Any = None) -> Any:
        with self._lock:
            node = self._map.get(key)
            if node is None or self._expired(node, self._clock()):
                if node is not None:
                    self._unlink(node)
                    del self._map[key]
                self.misses += 1
                return default
            self._unlink(node)
            self._append(node)
            self.hits += 1
            return node.value

    def set(self, key: K, value: V, ttl: Optional[float] = _MISSING) -> None:  # type: ignore[assignment]
        ttl = self.ttl if ttl is _MISSING else ttl
        expires_at = None if ttl is None else self._clock() + ttl
        with self._lock:
            node = self._map.get(key)
            if node is not None:
                node.value = value
                node.expires_at = expires_at
                self._unlink(node)
                self._append(node)
                return
            if len(self._map) == self.maxsize:
                oldest = self._root.next
                self._unlink(oldest)
                del self._map[oldest.key]
            node = _Node(key, value, expires_at)
            self._map[key] = node
            self._append(node)

    def pop(self, key: K, default: Any = _MISSING) -> Any:
        with self._lock:
            node = self._map.pop(key, None)
            if node is None:
                if default is _MISSING:
                    raise KeyError(key)
                return default
            self._unlink(node)
            return node.value

    def purge_expired(self) -> int:
        """Drop every expired entry now; returns how many were dropped."""
        now = self._clock()
        with self._lock:
            dead = [k for k, n in self._map.items() if self._expired(n, now)]
            for k in dead:
                self._unlink(self._map.pop(k))
            return len(dead)

    def clear(self) -> None:
        with self._lock:
            self._map.clear()
            self._root.prev = self._root.next = self._root

    def __contains__(self, key: object) -> bool:
        with self._lock:
            node = self._map.get(key)  # type: ignore[arg-type]
            return node is not None and not self._expired(node, self._clock())

    def __len__(self) -> int:
        return len(self._map)

    def __iter__(self) -> Iterator[K]:
        """Keys from least to most recently used (a snapshot)."""
        with self._lock:
            keys, node = [], self._root.next
            while node is not self._root:
                keys.append(node.key)
                node = node.next
        return iter(keys)

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(maxsize={self.maxsize}, ttl={self.ttl}, "
                f"size={len(self)}, hits={self.hits}, misses={self.misses})")


def cached(maxsize: int = 128, ttl: Optional[float] = None,
           key: Callable[..., Hashable] | None = None) -> Callable[[Callable[..., V]], Callable[..., V]]:
    """Decorator: memoize a function in an ``LRUCache``.

    The cache is exposed as ``wrapper.cache``; ``maxsize=0`` disables caching,
    which is handy to switch it off from configuration.
    """
    def decorator(func: Callable[..., V]) -> Callable[..., V]:
        if maxsize == 0:
            return func
        cache: LRUCache[Hashable, V] = LRUCache(maxsize, ttl)
        make_key = key or (lambda *a, **kw: (a, tuple(sorted(kw.items()))))

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> V:
            k = make_key(*args, **kwargs)
            result = cache.get(k, _MISSING)
            if result is _MISSING:
                result = func(*args, **kwargs)
                cache.set(k, result)
            return result

        wrapper.cache = cache  # type: ignore[attr-defined]
        return wrapper

    return decorator
