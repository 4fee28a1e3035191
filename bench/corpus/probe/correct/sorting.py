"""Classic sorting algorithms (homework set 3)."""


def bubble_sort(items):
    """Return a sorted copy using bubble sort.

    >>> bubble_sort([5, 2, 9, 1])
    [1, 2, 5, 9]
    >>> bubble_sort([])
    []
    """
    a = list(items)
    n = len(a)
    for i in range(n):
        swapped = False
        for j in range(0, n - i - 1):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swapped = True
        if not swapped:
            break
    return a


def insertion_sort(items):
    """
    >>> insertion_sort([3, 1, 2])
    [1, 2, 3]
    >>> insertion_sort([1])
    [1]
    """
    a = list(items)
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a


def selection_sort(items):
    """
    >>> selection_sort([4, 4, 1, 0])
    [0, 1, 4, 4]
    """
    a = list(items)
    for i in range(len(a)):
        m = i
        for j in range(i + 1, len(a)):
            if a[j] < a[m]:
                m = j
        a[i], a[m] = a[m], a[i]
    return a


def merge(left, right):
    """Merge two sorted lists.

    >>> merge([1, 4], [2, 3, 5])
    [1, 2, 3, 4, 5]
    """
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out


def merge_sort(items):
    """
    >>> merge_sort([9, 7, 5, 3, 1, 2])
    [1, 2, 3, 5, 7, 9]
    """
    if len(items) <= 1:
        return list(items)
    mid = len(items) // 2
    return merge(merge_sort(items[:mid]), merge_sort(items[mid:]))


def quick_sort(items):
    """
    >>> quick_sort([3, 6, 1, 8, 2, 2])
    [1, 2, 2, 3, 6, 8]
    """
    if len(items) < 2:
        return list(items)
    pivot = items[0]
    less = [x for x in items[1:] if x < pivot]
    more = [x for x in items[1:] if x >= pivot]
    return quick_sort(less) + [pivot] + quick_sort(more)


def counting_sort(items, max_value=None):
    """Sort non-negative integers.

    >>> counting_sort([3, 0, 2, 3, 1])
    [0, 1, 2, 3, 3]
    >>> counting_sort([])
    []
    """
    if not items:
        return []
    if max_value is None:
        max_value = max(items)
    counts = [0] * (max_value + 1)
    for x in items:
        counts[x] += 1
    out = []
    for value, c in enumerate(counts):
        out.extend([value] * c)
    return out


def is_sorted(items):
    """
    >>> is_sorted([1, 2, 2, 3])
    True
    >>> is_sorted([2, 1])
    False
    """
    return all(items[i] <= items[i + 1] for i in range(len(items) - 1))


if __name__ == "__main__":
    data = [38, 27, 43, 3, 9, 82, 10]
    for f in (bubble_sort, insertion_sort, selection_sort, merge_sort, quick_sort):
        print(f.__name__, f(data))
    print(counting_sort([5, 1, 4, 1]))
