"""Practicum 2 Datastructuren & Algoritmen - sorteeralgoritmen vergelijken.

Lars de Vries (s2741186)

Alle functies geven een NIEUWE gesorteerde lijst terug, behalve
insertion_sort en quicksort, die sorteren in-place.
"""
import random
import time


def insertion_sort(a):
    for i in range(1, len(a)):
        sleutel = a[i]
        j = i - 1
        # schuif grotere elementen een plek op
        while j >= 0 and a[j] > sleutel:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = sleutel
    return a


def merge(links, rechts):
    res = []
    i = j = 0
    while i < len(links) and j < len(rechts):
        if links[i] <= rechts[j]:      # <= houdt het stabiel
            res.append(links[i])
            i += 1
        else:
            res.append(rechts[j])
            j += 1
    res.extend(links[i:])
    res.extend(rechts[j:])
    return res


def merge_sort(a):
    if len(a) <= 1:
        return list(a)
    mid = len(a) // 2
    return merge(merge_sort(a[:mid]), merge_sort(a[mid:]))


def partition(a, lo, hi):
    # Lomuto: laatste element als pivot
    pivot = a[hi]
    i = lo
    for j in range(lo, hi):
        if a[j] < pivot:
            a[i], a[j] = a[j], a[i]
            i += 1
    a[i], a[hi] = a[hi], a[i]
    return i


def quicksort(a, lo=0, hi=None):
    if hi is None:
        hi = len(a) - 1
    while lo < hi:
        p = partition(a, lo, hi)
        # recursie op het kleinste deel, lus op het grootste (stack-diepte O(log n))
        if p - lo < hi - p:
            quicksort(a, lo, p - 1)
            lo = p + 1
        else:
            quicksort(a, p + 1, hi)
            hi = p - 1
    return a


def counting_sort(a, maximum):
    telling = [0] * (maximum + 1)
    for x in a:
        telling[x] += 1
    res = []
    for waarde, aantal in enumerate(telling):
        res.extend([waarde] * aantal)
    return res


def meet(functie, data, herhalingen=3):
    beste = float("inf")
    for _ in range(herhalingen):
        kopie = list(data)
        t0 = time.perf_counter()
        functie(kopie)
        beste = min(beste, time.perf_counter() - t0)
    return beste


if __name__ == "__main__":
    random.seed(1)
    data = [random.randint(0, 9999) for _ in range(3000)]
    assert merge_sort(data) == sorted(data)
    assert quicksort(list(data)) == sorted(data)
    algoritmen = {
        "insertion": insertion_sort,
        "merge": merge_sort,
        "quick": quicksort,
        "counting": lambda a: counting_sort(a, 9999),
        "sorted()": sorted,
    }
    for naam, f in algoritmen.items():
        tijd = meet(f, data)
        print(f"{naam:<12}{tijd * 1000:8.2f} ms")
