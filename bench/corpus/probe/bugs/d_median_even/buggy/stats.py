def mean(values):
    """
    >>> mean([1, 2, 3, 4])
    2.5
    """
    return sum(values) / len(values)


def median(values):
    """Median of a non-empty list.

    >>> median([5, 1, 3])
    3
    >>> median([4, 1, 3, 2])
    2.5
    """
    if not values:
        raise ValueError("median() of empty list")
    s = sorted(values)
    mid = len(s) // 2
    if len(s) % 2 == 1:
        return s[mid]
    return (s[mid] + s[mid + 1]) / 2
