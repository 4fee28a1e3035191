from functools import lru_cache


@lru_cache(maxsize=None)
def fib(n: int) -> int:
    """Return the n-th Fibonacci number (fib(0) == 0)."""
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def binary_search(items: list[int], target: int) -> int:
    """Return the index of target in the sorted list items, or -1."""
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def flatten(nested):
    """Flatten arbitrarily nested lists into one list."""
    result = []
    for item in nested:
        if isinstance(item, list):
            result.extend(flatten(item))
        else:
            result.append(item)
    return result


Example usage:

>>> fib(30)
832040
>>> binary_search([1, 3, 5, 7], 4)
-1
>>> flatten([1, [2, [3]]])
[1, 2, 3]

if __name__ == "__main__":
    print([fib(i) for i in range(15)])
    print(binary_search([1, 3, 5, 7, 9, 11], 7))
    print(flatten([1, [2, [3, 4], 5], [[6]]]))

Explanation:
- `fib` uses `lru_cache`, so each value is computed only once.
- `binary_search` halves the search range each step: O(log n).
