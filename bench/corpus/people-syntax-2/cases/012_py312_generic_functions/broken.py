"""Small iteration helpers shared by the ETL scripts."""
from collections.abc import Callable, Iterable, Iterator, Sequence


def first[T](items: Iterable[T], default: T | None = None) -> T | None:
    for item in items:
        return item
    return default


def chunked[T](seq: Sequence[T], size: int) -> Iterator[list[T]]:
    if size < 1:
        raise ValueError("size must be >= 1")
    for start in range(0, len(seq), size):
        yield list(seq[start:start + size])


def group_by[T, K](items: Iterable[T], key: Callable[[T], K]) -> dict[K, list[T]]:
    groups: dict[K, list[T]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return groups


def dedupe[T, K](items: Iterable[T], key: Callable[[T], K] | None = None) -> list[T]:
    seen = set()
    out = []
    for item in items:
        marker = key(item) if key else item
        if marker in seen:
            continue
        seen.add(marker)
        out.append(item)
    return out


if __name__ == "__main__":
    rows = [{"id": 1, "team": "a"}, {"id": 2, "team": "b"}, {"id": 1, "team": "a"}]
    print(first(rows))
    print(list(chunked(list(range(7)), 3)))
    print(group_by(rows, key=lambda r: r["team"]))
    print(dedupe(rows, key=lambda r: r["id"]))
