from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")
K = TypeVar("K")


def index_by(items: Iterable[T], key: Callable[[T], K]) -> dict[K, T]:
    return {key(item): item for item in items}


def largest(items: Iterable[T], key: Callable[[T], float]) -> T | None:
    best = None
    for item in items:
        if best is None or key(item) > key(best):
            best = item
    return best
