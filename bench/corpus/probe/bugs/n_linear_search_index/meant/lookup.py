from typing import List, Sequence


def find_index(items: Sequence[str], wanted: str) -> int:
    """Return the position of wanted in items, or -1 if absent."""
    for i, item in enumerate(items):
        if item == wanted:
            return i
    return -1


def find_all(items: Sequence[str], wanted: str) -> List[int]:
    return [i for i, item in enumerate(items) if item == wanted]
