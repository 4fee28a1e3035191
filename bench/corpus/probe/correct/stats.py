from collections import Counter
from typing import List, Sequence


def mean(xs: Sequence[float]) -> float:
    """
    >>> mean([1, 2, 3, 4])
    2.5
    """
    if not xs:
        raise ValueError("mean of empty data")
    return sum(xs) / len(xs)


def median(xs: Sequence[float]) -> float:
    """
    >>> median([3, 1, 2])
    2
    >>> median([4, 1, 3, 2])
    2.5
    """
    if not xs:
        raise ValueError("median of empty data")
    s = sorted(xs)
    n = len(s)
    mid = n // 2
    if n % 2 == 1:
        return s[mid]
    return (s[mid - 1] + s[mid]) / 2


def mode(xs: Sequence) -> List:
    """All most common values, sorted.

    >>> mode([1, 2, 2, 3, 3])
    [2, 3]
    >>> mode([7])
    [7]
    """
    if not xs:
        raise ValueError("mode of empty data")
    c = Counter(xs)
    top = max(c.values())
    return sorted(k for k, v in c.items() if v == top)


def variance(xs: Sequence[float], sample: bool = False) -> float:
    """
    >>> variance([2, 4, 4, 4, 5, 5, 7, 9])
    4.0
    >>> round(variance([1, 2, 3, 4], sample=True), 4)
    1.6667
    """
    n = len(xs)
    if n < (2 if sample else 1):
        raise ValueError("not enough data")
    m = mean(xs)
    ss = sum((x - m) ** 2 for x in xs)
    return ss / (n - 1 if sample else n)


def stdev(xs: Sequence[float], sample: bool = False) -> float:
    """
    >>> stdev([2, 4, 4, 4, 5, 5, 7, 9])
    2.0
    """
    return variance(xs, sample) ** 0.5


def data_range(xs: Sequence[float]) -> float:
    """
    >>> data_range([4, 9, 1])
    8
    """
    return max(xs) - min(xs)


def percentile(xs: Sequence[float], p: float) -> float:
    """Linear interpolation percentile, p in [0, 100].

    >>> percentile([1, 2, 3, 4, 5], 50)
    3.0
    >>> percentile([10, 20], 25)
    12.5
    """
    if not 0 <= p <= 100:
        raise ValueError("p out of range")
    s = sorted(xs)
    k = (len(s) - 1) * p / 100
    f = int(k)
    c = min(f + 1, len(s) - 1)
    return s[f] + (s[c] - s[f]) * (k - f)


def zscores(xs: Sequence[float]) -> List[float]:
    """
    >>> zscores([2, 4, 4, 4, 5, 5, 7, 9])
    [-1.5, -0.5, -0.5, -0.5, 0.0, 0.0, 1.0, 2.0]
    """
    m, sd = mean(xs), stdev(xs)
    return [(x - m) / sd for x in xs]


def correlation(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Pearson correlation.

    >>> correlation([1, 2, 3], [2, 4, 6])
    1.0
    >>> correlation([1, 2, 3], [3, 2, 1])
    -1.0
    """
    if len(xs) != len(ys):
        raise ValueError("length mismatch")
    mx, my = mean(xs), mean(ys)
    num = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    den = (sum((x - mx) ** 2 for x in xs) * sum((y - my) ** 2 for y in ys)) ** 0.5
    return round(num / den, 10)


def moving_average(xs: Sequence[float], window: int) -> List[float]:
    """
    >>> moving_average([1, 2, 3, 4, 5], 2)
    [1.5, 2.5, 3.5, 4.5]
    """
    if window <= 0:
        raise ValueError("window must be positive")
    return [sum(xs[i:i + window]) / window for i in range(len(xs) - window + 1)]


if __name__ == "__main__":
    notes = [12, 15, 9, 18, 15, 11, 14]
    print("moyenne", mean(notes))
    print("mediane", median(notes))
    print("mode", mode(notes))
    print("ecart-type", round(stdev(notes), 3))
