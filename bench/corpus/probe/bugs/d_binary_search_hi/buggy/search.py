"""Searching in sorted lists."""


def binary_search(items, target):
    """Return the index of target in the sorted list items, or -1.

    >>> binary_search([1, 3, 5, 7, 9], 7)
    3
    >>> binary_search([1, 3, 5, 7, 9], 10)
    -1
    >>> binary_search([], 3)
    -1
    """
    lo = 0
    hi = len(items)
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def contains(items, target):
    return binary_search(items, target) != -1
