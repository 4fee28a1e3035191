from collections.abc import Callable, Iterable


def index_by[T, K](items: Iterable[T], key: Callable[[T], K]) -> dict[K, T]:
    return {key(item): item for item in items}


def largest[T](items: Iterable[T], key: Callable[[T], float]) -> T | None:
    best = None
    for item in items:
        if best is None or key(item) > key(best):
            best = item
    return best
