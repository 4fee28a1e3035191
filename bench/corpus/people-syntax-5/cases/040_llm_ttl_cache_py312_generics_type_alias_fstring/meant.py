from __future__ import annotations

import time
from collections import OrderedDict
from typing import Callable, Generic, Hashable, Iterator, Sequence, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
T = TypeVar("T")

Loader = Callable[[K], V]


class TTLCache(Generic[K, V]):
    """LRU cache whose entries expire after `ttl` seconds."""

    def __init__(self, maxsize: int = 128, ttl: float = 60.0) -> None:
        self.maxsize = maxsize
        self.ttl = ttl
        self._data: OrderedDict[K, tuple[float, V]] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: K, loader: Loader[K, V]) -> V:
        now = time.monotonic()
        entry = self._data.get(key)
        if entry is not None and now - entry[0] < self.ttl:
            self._data.move_to_end(key)
            self.hits += 1
            return entry[1]
        self.misses += 1
        value = loader(key)
        self._data[key] = (now, value)
        self._data.move_to_end(key)
        while len(self._data) > self.maxsize:
            self._data.popitem(last=False)
        return value

    def stats(self) -> str:
        total = self.hits + self.misses
        ratio = self.hits / total if total else 0.0
        return f"{self.hits} hits, {self.misses} misses ({ratio:.0%})"


def chunked(items: Sequence[T], size: int) -> Iterator[list[T]]:
    for i in range(0, len(items), size):
        yield list(items[i:i + size])


if __name__ == "__main__":
    users = {1: {"name": "ada"}, 2: {"name": "linus"}, 3: {"name": "grace"}}

    def slow_lookup(uid: int) -> dict:
        time.sleep(0.2)
        return users[uid]

    cache: TTLCache[int, dict] = TTLCache(maxsize=2, ttl=5)
    for batch in chunked([1, 2, 1, 3, 1, 2], 2):
        for uid in batch:
            user = cache.get(uid, slow_lookup)
            print(f"{uid} -> {user['name']}")
    print(cache.stats())
