"""Typical Python, for the token habits a small file cannot show on its own.

Read by the syntax repair's naturalness model, never run.
"""

import os
import sys
from collections import defaultdict
from typing import Dict, List, Optional

DEFAULT_NAME = "value"
LIMITS = {"low": 1, "high": 10}


class Store:
    """A small store of items."""

    def __init__(self, name, items=None, *, limit=10):
        self.name = name
        self.items = list(items or [])
        self.limit = limit
        self._index: Dict[str, int] = {}

    def __repr__(self):
        return f"Store({self.name!r}, {len(self.items)} items)"

    def add(self, item, count=1):
        if count <= 0:
            raise ValueError("count must be positive")
        elif len(self.items) >= self.limit:
            return False
        else:
            self.items.append(item)
            self._index[item] = self._index.get(item, 0) + count
        return True

    def find(self, key: str) -> Optional[int]:
        for i, item in enumerate(self.items):
            if item == key and i % 2 == 0:
                return i
        return None

    def copy(self):
        other = type(self)(self.name.upper(), limit=self.limit)
        other.items = self.items.copy()
        return other

    @property
    def total(self) -> int:
        return sum(count for count in self._index.values())

    @staticmethod
    def parse(text: str) -> List[str]:
        return [part.strip() for part in text.split(",") if part]


def load(path, encoding="utf-8"):
    """Read a file's lines."""
    try:
        with open(path, encoding=encoding) as handle:
            lines = handle.readlines()
    except (OSError, UnicodeDecodeError) as error:
        print(f"cannot read {path}: {error}", file=sys.stderr)
        return []
    finally:
        pass
    return [line.rstrip("\n") for line in lines]


def group(words, key=len):
    groups = defaultdict(list)
    for word in words:
        groups[key(word)].append(word)
    return dict(sorted(groups.items(), key=lambda pair: pair[0]))


def scale(values, factor=2.0, offset=0):
    result = []
    i = 0
    while i < len(values):
        value = values[i] * factor + offset
        if value > 100 or value < -100:
            value = max(-100, min(100, value))
        result.append(value)
        i += 1
    return result


def describe(path, start, end):
    name = os.path.basename(path).strip().lower()
    days = (end - start).days
    size = len(load(path)) * (days + 1)
    return "{}: {} days".format(name, days).title(), size


def merge(first: dict, second: dict) -> dict:
    merged = {**first, **second}
    keys = set(first) | set(second)
    assert len(merged) == len(keys), "no key may be lost"
    return {k: merged[k] for k in sorted(keys) if k is not None}


async def fetch(client, url, retries=3):
    for attempt in range(retries):
        response = await client.get(url, timeout=10)
        if response.status == 200:
            return await response.json()
        if response.status != 429:
            break
    raise RuntimeError("gave up after %d attempts" % retries)


def main(argv=None):
    args = argv if argv is not None else sys.argv[1:]
    if not args:
        print("usage: store NAME [ITEM...]")
        return 2
    store = Store(args[0], limit=LIMITS["high"])
    for item in args[1:]:
        store.add(item)
    data = {"name": store.name, "total": store.total, "path": os.getcwd()}
    x, y = data["total"], len(store.items)
    print(data, x / max(y, 1), store.items[1:-1], store.items[::2])
    return 0 if store.total else 1


if __name__ == "__main__":
    sys.exit(main())
