"""A tiny typed LRU cache with loaders, used by the report service."""
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Iterator

type Loader[T] = Callable[[str], T]


class LRUCache[K: Hashable, V]:
    def __init__(self, capacity: int = 128) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data: OrderedDict[K, V = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: K, default: V | None = None) -> V | None:
        if key in self._data:
            self._data.move_to_end(key)
            self.hits += 1
            return self._data[key]
        self.misses += 1
        return default

    def put(self, key: K, value: V) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        while len(self._data) > self.capacity:
            self._data.popitem(last=False)

    def __len__(self) -> int:
        return len(self._data)

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)


def first[T](items: Iterable[T]) -> T | None:
    for item in items:
        return item
    return None


def cached_loader(load: Loader[T], capacity: int = 32) -> Loader[T]:
    cache: LRUCache[str, T] = LRUCache(capacity)

    def wrapper(name: str) -> T:
        hit = cache.get(name)
        if hit is not None:
            return hit
        value = load(name)
        cache.put(name, value)
        return value

    return wrapper
