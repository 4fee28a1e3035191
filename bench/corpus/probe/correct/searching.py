from typing import List, Optional, Sequence


def linear_search(seq: Sequence[int], target: int) -> int:
    """Return index of target or -1.

    >>> linear_search([4, 5, 6], 6)
    2
    >>> linear_search([4, 5, 6], 7)
    -1
    """
    for i, x in enumerate(seq):
        if x == target:
            return i
    return -1


def binary_search(seq: Sequence[int], target: int) -> int:
    """Iterative binary search on a sorted sequence.

    >>> binary_search([1, 3, 5, 7, 9], 7)
    3
    >>> binary_search([1, 3, 5, 7, 9], 4)
    -1
    >>> binary_search([], 1)
    -1
    """
    lo, hi = 0, len(seq) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if seq[mid] == target:
            return mid
        elif seq[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def binary_search_rec(seq: Sequence[int], target: int, lo: int = 0, hi: Optional[int] = None) -> int:
    """
    >>> binary_search_rec([2, 4, 6, 8], 2)
    0
    >>> binary_search_rec([2, 4, 6, 8], 5)
    -1
    """
    if hi is None:
        hi = len(seq) - 1
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if seq[mid] == target:
        return mid
    if seq[mid] < target:
        return binary_search_rec(seq, target, mid + 1, hi)
    return binary_search_rec(seq, target, lo, mid - 1)


def lower_bound(seq: Sequence[int], target: int) -> int:
    """First index i with seq[i] >= target.

    >>> lower_bound([1, 2, 2, 2, 5], 2)
    1
    >>> lower_bound([1, 2, 3], 10)
    3
    """
    lo, hi = 0, len(seq)
    while lo < hi:
        mid = (lo + hi) // 2
        if seq[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def count_occurrences(seq: List[int], target: int) -> int:
    """
    >>> count_occurrences([1, 2, 2, 2, 5], 2)
    3
    """
    return lower_bound(seq, target + 1) - lower_bound(seq, target)


def find_peak(seq: Sequence[int]) -> int:
    """Index of some local maximum.

    >>> find_peak([1, 3, 20, 4, 1])
    2
    """
    lo, hi = 0, len(seq) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if seq[mid] < seq[mid + 1]:
            lo = mid + 1
        else:
            hi = mid
    return lo


def jump_search(seq: Sequence[int], target: int) -> int:
    """
    >>> jump_search(list(range(0, 100, 3)), 27)
    9
    >>> jump_search([1, 2, 3], 0)
    -1
    """
    n = len(seq)
    if n == 0:
        return -1
    step = max(1, int(n ** 0.5))
    prev = 0
    while prev < n and seq[min(prev + step, n) - 1] < target:
        prev += step
    for i in range(prev, min(prev + step, n)):
        if seq[i] == target:
            return i
    return -1
