"""An in-memory typed store with secondary indexes (used by the CLI and the tests)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Callable, Generic, Hashable, Iterable, Iterator, Protocol, TypeVar


class HasId(Protocol):
    id: int


T = TypeVar("T", bound=HasId)
K = TypeVar("K", bound=Hashable)


class Store(Generic[T]):
    """Keeps items by id and maintains any number of named indexes."""

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._items: dict[int, T] = {}
        self._indexes: dict[str, Callable[[T], Hashable]] = {}
        self._index_data: dict[str, defaultdict[Hashable, set[int]]] = {}
        for item in items:
            self.add(item)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[T]:
        return iter(self._items.values())

    def add(self, item: T) -> None:
        if item.id in self._items:
            self.remove(item.id)
        self._items[item.id] = item
        for name, key in self._indexes.items():
            self._index_data[name][key(item)].add(item.id)

    def remove(self, item_id: int) -> T:
        item = self._items.pop(item_id)
        for name, key in self._indexes.items():
            self._index_data[name][key(item)].discard(item_id)
        return item

    def add_index(self, name: str, key: Callable[[T], K]) -> None:
        self._indexes[name] = key
        data: defaultdict[Hashable, set[int]] = defaultdict(set)
        for item in self._items.values():
            data[key(item)].add(item.id)
        self._index_data[name] = data

    def find(self, index: str, value: Hashable) -> list[T]:
        """Return the items whose `index` key equals `value`, in id order."""
        ids = sorted(self._index_data[index].get(value, ()))
        return [self._items[i] for i in ids]

    def counts(self, index: str) -> dict[Hashable, int]:
        return {value: len(ids) for value, ids in self._index_data[index].items() if ids}

    def between(self, key: Callable[[T], float], low: float, high: float) -> list[T]:
        return [item for item in self if low <= key(item) <= high]


@dataclass
class Ticket:
    id: int
    title: str
    assignee: str
    priority: int
    estimate_hours: float


if __name__ == "__main__":
    store: Store[Ticket] = Store([
        Ticket(1, "Login page 500s", "ana", 1, 3.0),
        Ticket(2, "Export to CSV", "ben", 3, 8.0),
        Ticket(3, "Dark mode", "ana", 4, 13.0),
        Ticket(4, "Rate-limit the API", "chidi", 2, 5.0),
    ])
    store.add_index("assignee", lambda t: t.assignee)
    store.add_index("priority", lambda t: t.priority)
    print(store.counts("assignee"))
    print([t.title for t in store.find("assignee", "ana")])
    print([t.title for t in store.between(lambda t: t.estimate_hours, 4, 10)])
