"""Assignment 5: compare bubble sort, insertion sort, merge sort and quicksort.
Times each algorithm on random lists of growing size and plots the results.
"""
import random
import time

import matplotlib.pyplot as plt


def bubble_sort(a):
    a = a[:]
    n = len(a)
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swapped = True
        if not swapped:
            break
    return a


def insertion_sort(a):
    a = a[:]
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a


def merge_sort(a):
    if len(a) <= 1:
        return a[:]
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    return out + left[i:] + right[j:]


def quick_sort(a):
    if len(a) <= 1:
        return a[:]
    pivot = a[len(a) // 2]
    smaller = [x for x in a if x < pivot]
    equal = [x for x in a if x == pivot]
    bigger = [x for x in a if x > pivot]
    return quick_sort(smaller) + equal + quick_sort(bigger)


def time_it(func, data, repeats=3):
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        func(data)
        best = min(best, time.perf_counter() - start)
    return best


if __name__ == "__main__":
    sizes = [100, 200, 400, 800, 1600]
    algorithms = [
        ("bubble", bubble_sort),
        ("insertion", insertion_sort),
        ("merge", merge_sort),
        ("quick", quick_sort),
    ]
    results = {name: [] for name, _ in algorithms}
    for n in sizes:
        data = [random.randint(0, 10_000) for _ in range(n)]
        expected = sorted(data)
        for name, func in algorithms:
            assert func(data) == expected, name
            results[name].append(time_it(func, data))
        print(n, " ".join(f"{name}={results[name][-1] * 1000:.2f}ms" for name, _ in algorithms))

    for name, times in results.items():
        plt.plot(sizes, times, marker="o", label=name)
    plt.xlabel("list size")
    plt.ylabel("best of 3 (s)")
    plt.yscale("log")
    plt.legend()
    plt.title("Sorting algorithms")
    plt.savefig("sorting.png")
