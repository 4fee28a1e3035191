"""Week 7 homework: binary search variants (lists sorted ascending)."""
import random


def binary_search(arr, target):
    lo = 0
    hi = len(arr) - 1
    steps = 0
    found = False
    while lo <= hi and not found:
        steps += 1
        mid = (lo + hi) // 2
        if arr[mid] == target:
            found = True
        elif arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    print("  steps:", steps)
    return mid if found else -1


def lower_bound(arr, target):
    """first index i with arr[i] >= target (len(arr) if none)"""
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def upper_bound(arr, target):
    """first index i with arr[i] > target"""
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] <= target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def count_occurrences(arr, target):
    return upper_bound(arr, target) - lower_bound(arr, target)


def test():
    data = sorted(random.randint(0, 50) for _ in range(30))
    print(data)
    for t in (0, 17, 25, 50, 51):
        i = binary_search(data, t)
        ok = (i == -1 and t not in data) or (i != -1 and data[i] == t)
        print(t, "->", i, "ok" if ok else "WRONG")
        print("   count:", count_occurrences(data, t))


test()
