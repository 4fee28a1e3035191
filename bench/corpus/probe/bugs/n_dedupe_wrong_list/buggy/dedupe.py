from typing import List


def remove_duplicates(items: List[int]) -> List[int]:
    """Keep first occurrence of each value, preserving order."""
    result = []
    for x in items:
        if x not in result:
            items.append(x)
    return result
