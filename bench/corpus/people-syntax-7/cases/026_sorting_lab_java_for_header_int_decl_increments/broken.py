"""Sorting lab: bubble sort and merge sort, compared on random lists.
Data Structures (CS 2420) - lab 4
"""
import random
import time


def bubble_sort(a):
    a = list(a)
    n = len(a)
    int swaps = 0
    for (int i = 0; i < n - 1; i++):
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swaps += 1
    return a, swaps


def merge(left, right):
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i++
        else:
            out.append(right[j])
            j++
    out.extend(left[i:])
    out.extend(right[j:])
    return out


def merge_sort(a):
    if len(a) <= 1:
        return list(a)
    mid = len(a) // 2
    return merge(merge_sort(a[:mid]), merge_sort(a[mid:]))


def timed(fn, data):
    t0 = time.perf_counter()
    return fn(data), (time.perf_counter() - t0) * 1000


if __name__ == "__main__":
    for n in (100, 1000, 3000):
        data = [random.randint(0, 10000) for _ in range(n)]
        expected = sorted(data)
        print(f"n = {n}")
        (res, swaps), ms = timed(bubble_sort, data)
        print(f"  bubble     {ms:8.2f} ms  swaps={swaps}  ok={res == expected}")
        for name, fn in [("merge", merge_sort)]:
            res, ms = timed(fn, data)
            print(f"  {name:<10} {ms:8.2f} ms  ok={res == expected}")
