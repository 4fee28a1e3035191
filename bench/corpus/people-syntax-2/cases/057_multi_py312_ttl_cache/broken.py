"""In-memory caching layer in front of the pricing service."""
from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
type PriceKey = tuple[str, str]  # (sku, currency)


@dataclass
class Stats:
    hits: int = 0
    misses: int = 0
    evictions: int = 0
    expired: int = 0

    @property
    def hit_rate(self) -> float:
        total = self.hits + self.misses
        return self.hits / total if total else 0.0


class TTLCache[K: Hashable, V]:
    def __init__(self, maxsize: int = 1024, ttl: float = 60.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.maxsize = maxsize
        self.ttl = ttl
        self.clock = clock
        self._data: OrderedDict[K, tuple[float, V]] = OrderedDict()
        self.stats = Stats()

    def get(self, key: K) -> V | None:
        item = self._data.get(key)
        if item is None:
            self.stats.misses += 1
            return None
        stored_at, value = item
        if self.clock() - stored_at > self.ttl:
            del self._data[key]
            self.stats.expired += 1
            self.stats.misses += 1
            return None
        self._data.move_to_end(key)
        self.stats.hits += 1
        return value

    def put(self, key: K, value: V) -> None:
        self._data[key] = (self.clock(), value)
        self._data.move_to_end(key)
        while len(self._data) > self.maxsize:
            self._data.popitem(last=False)
            self.stats.evictions += 1

    def get_or_load(self, key: K, loader: Callable[[K], V]) -> V:
        value = self.get(key)
        if value is None:
            value = loader(key)
            self.put(key, value)
        return value

    def __len__(self) -> int:
        return len(self._data)


def report(cache: TTLCache, name: str) -> str:
    s = cache.stats
    lines = [
        f"cache {name!r}: {len(cache)}/{cache.maxsize} entries",
        f"  hit rate  {s.hit_rate:.1%}",
        f"  evictions {s.evictions}, expired {s.expired}",
    ]
    return "\n".join(lines)


def fake_price_lookup(key: PriceKey) -> float:
    sku, currency = key
    time.sleep(0.01)
    base = sum(map(ord, sku)) / 10
    return round(base * {"EUR": 1.0, "USD": 1.08, "GBP": 0.86}[currency], 2)


if __name__ == "__main__":
    prices: TTLCache[PriceKey, float] = TTLCache(maxsize=3, ttl=5)
    requests = [("A-100", "EUR"), ("B-200", "USD"), ("A-100", "EUR"), ("C-300", "GBP"),
                ("D-400", "EUR"), ("A-100", "EUR"), ("B-200", "USD")]
    for key in requests:
        price = prices.get_or_load(key, fake_price_lookup)
        print(f"{key[0]} in {key[1]}: {price}")
    print(report(prices, "prices"))
    print(f"keys in cache:\n{'\n'.join(map(str, prices._data))}")
    summary = {"hits": prices.stats.hits, "misses": prices.stats.misses}
    print(f"summary: {" / ".join(f"{k}={v}" for k, v in summary.items())}")
