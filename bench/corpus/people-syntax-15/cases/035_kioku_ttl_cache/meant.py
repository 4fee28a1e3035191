"""kioku.cache - small in-process caches with TTL, LRU eviction and statistics.

This module has no dependencies outside the standard library and is used by
``kioku.http`` (response cache) and ``kioku.decorators`` (``@cached``).

Example::

    cache: TTLCache[str, bytes] = TTLCache(maxsize=512, ttl=30.0)
    cache["a"] = b"..."
    cache.get("a")

Thread safety: every public method takes ``self._lock``; callbacks passed to
``get_or_set`` run *outside* the lock (see ``_Pending``).
"""
from __future__ import annotations

import enum
import logging
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Callable, Generic, Hashable, Iterable, Iterator, Mapping, TypeVar

__all__ = ["CacheStats", "EvictionReason", "TTLCache", "MISSING"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

log = logging.getLogger(__name__)


class _Missing(enum.Enum):
    MISSING = enum.auto()

    def __repr__(self) -> str:
        return "MISSING"


MISSING = _Missing.MISSING


class EvictionReason(enum.Enum):
    EXPIRED = "expired"
    CAPACITY = "capacity"
    EXPLICIT = "explicit"


@dataclass
class CacheStats:
    hits: int = 0
    misses: int = 0
    evictions: dict[EvictionReason, int] = field(default_factory=lambda: {r: 0 for r in EvictionReason})

    @property
    def lookups(self) -> int:
        return self.hits + self.misses

    @property
    def hit_ratio(self) -> float:
        # ゼロ除算を避ける (起動直後は lookups == 0)
        return self.hits / self.lookups if self.lookups else 0.0

    def as_dict(self) -> dict[str, object]:
        return {
            "hits": self.hits,
            "misses": self.misses,
            "hit_ratio": round(self.hit_ratio, 4),
            "evictions": {r.value: n for r, n in self.evictions.items()},
        }


@dataclass
class _Entry(Generic[V]):
    value: V
    expires_at: float

    def expired(self, now: float) -> bool:
        return now >= self.expires_at


class _Pending:
    """Marks a key whose value is being computed by another thread."""

    __slots__ = ("event", "error")

    def __init__(self) -> None:
        self.event = threading.Event()
        self.error: BaseException | None = None


class TTLCache(Generic[K, V]):
    """A mapping-like cache where every entry lives ``ttl`` seconds.

    When ``maxsize`` is reached the least recently used entry is evicted.
    ``on_evict(key, value, reason)`` is called for every eviction, outside the lock.
    """

    def __init__(
        self,
        maxsize: int = 1024,
        ttl: float = 60.0,
        *,
        clock: Callable[[], float] = time.monotonic,
        on_evict: Callable[[K, V, EvictionReason], None] | None = None,
    ) -> None:
        if maxsize <= 0:
            raise ValueError("maxsize must be positive")
        if ttl <= 0:
            raise ValueError("ttl must be positive")
        self.maxsize = maxsize
        self.ttl = ttl
        self._clock = clock
        self._on_evict = on_evict
        self._data: OrderedDict[K, _Entry[V]] = OrderedDict()
        self._pending: dict[K, _Pending] = {}
        self._lock = threading.RLock()
        self.stats = CacheStats()

    # -- internal helpers ------------------------------------------------------------

    def _evict(self, key: K, reason: EvictionReason, evicted: list) -> None:
        entry = self._data.pop(key)
        self.stats.evictions[reason] += 1
        evicted.append((key, entry.value, reason))

    def _notify(self, evicted: list) -> None:
        if self._on_evict is None:
            return
        for key, value, reason in evicted:
            try:
                self._on_evict(key, value, reason)
            except Exception:  # コールバックの例外でキャッシュを壊さない
                log.exception("on_evict callback failed for %r", key)

    def _purge_expired(self, now: float, evicted: list) -> None:
        for key in [k for k, e in self._data.items() if e.expired(now)]:
            self._evict(key, EvictionReason.EXPIRED, evicted)

    # -- mapping API -----------------------------------------------------------------

    def __len__(self) -> int:
        with self._lock:
            now = self._clock()
            return sum(1 for e in self._data.values() if not e.expired(now))

    def __contains__(self, key: object) -> bool:
        with self._lock:
            entry = self._data.get(key)  # type: ignore[arg-type]
            return entry is not None and not entry.expired(self._clock())

    def __iter__(self) -> Iterator[K]:
        with self._lock:
            now = self._clock()
            return iter([k for k, e in self._data.items() if not e.expired(now)])

    def __getitem__(self, key: K) -> V:
        value = self.get(key, MISSING)
        if value is MISSING:
            raise KeyError(key)
        return value  # type: ignore[return-value]

    def __setitem__(self, key: K, value: V) -> None:
        self.set(key, value)

    def __delitem__(self, key: K) -> None:
        evicted: list = []
        with self._lock:
            if key not in self._data:
                raise KeyError(key)
            self._evict(key, EvictionReason.EXPLICIT, evicted)
        self._notify(evicted)

    def get(self, key: K, default: V | _Missing | None = None) -> V | _Missing | None:
        evicted: list = []
        with self._lock:
            entry = self._data.get(key)
            now = self._clock()
            if entry is None:
                self.stats.misses += 1
                return default
            if entry.expired(now):
                self._evict(key, EvictionReason.EXPIRED, evicted)
                self.stats.misses += 1
                result = default
            else:
                self._data.move_to_end(key)
                self.stats.hits += 1
                result = entry.value
        self._notify(evicted)
        return result

    def set(self, key: K, value: V, ttl: float | None = None) -> None:
        evicted: list = []
        with self._lock:
            now = self._clock()
            self._data[key] = _Entry(value, now + (ttl if ttl is not None else self.ttl))
            self._data.move_to_end(key)
            if len(self._data) > self.maxsize:
                self._purge_expired(now, evicted)
            while len(self._data) > self.maxsize:
                oldest = next(iter(self._data))
                self._evict(oldest, EvictionReason.CAPACITY, evicted)
        self._notify(evicted)

    def get_many(self, keys: Iterable[K]) -> dict[K, V]:
        found: dict[K, V] = {}
        for key in keys:
            value = self.get(key, MISSING)
            if value is not MISSING:
                found[key] = value  # type: ignore[assignment]
        return found

    def set_many(self, items: Mapping[K, V], ttl: float | None = None) -> None:
        for key, value in items.items():
            self.set(key, value, ttl=ttl)

    def get_or_set(self, key: K, factory: Callable[[], V], ttl: float | None = None) -> V:
        """Return the cached value or compute it once, even with concurrent callers."""
        while True:
            value = self.get(key, MISSING)
            if value is not MISSING:
                return value  # type: ignore[return-value]
            with self._lock:
                pending = self._pending.get(key)
                if pending is None:
                    pending = self._pending[key] = _Pending()
                    owner = True
                else:
                    owner = False
            if not owner:
                pending.event.wait()
                if pending.error is not None:
                    raise pending.error
                continue
            try:
                value = factory()
                self.set(key, value, ttl=ttl)
                return value
            except BaseException as exc:
                pending.error = exc
                raise
            finally:
                with self._lock:
                    del self._pending[key]
                pending.event.set()

    def clear(self) -> None:
        evicted: list = []
        with self._lock:
            for key in list(self._data):
                self._evict(key, EvictionReason.EXPLICIT, evicted)
        self._notify(evicted)

    def expire(self) -> int:
        """Drop expired entries now; returns how many were dropped."""
        evicted: list = []
        with self._lock:
            self._purge_expired(self._clock(), evicted)
        self._notify(evicted)
        return len(evicted)

    def __repr__(self) -> str:
        return f"<TTLCache size={len(self)}/{self.maxsize} ttl={self.ttl} hit_ratio={self.stats.hit_ratio:.2f}>"
