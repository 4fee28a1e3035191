import itertools


def count_up(start, stop, step=1):
    """
    >>> list(count_up(1, 10, 3))
    [1, 4, 7]
    """
    if step <= 0:
        raise ValueError("step must be positive")
    n = start
    while n < stop:
        yield n
        n += step


def chunks(seq, size):
    """
    >>> list(chunks([1, 2, 3, 4, 5], 2))
    [[1, 2], [3, 4], [5]]
    """
    if size < 1:
        raise ValueError("size must be >= 1")
    for i in range(0, len(seq), size):
        yield seq[i:i + size]


def sliding_window(iterable, n):
    """
    >>> list(sliding_window("abcd", 2))
    [('a', 'b'), ('b', 'c'), ('c', 'd')]
    """
    it = iter(iterable)
    window = tuple(itertools.islice(it, n))
    if len(window) == n:
        yield window
    for x in it:
        window = window[1:] + (x,)
        yield window


def primes():
    """Infinite prime generator.

    >>> list(itertools.islice(primes(), 8))
    [2, 3, 5, 7, 11, 13, 17, 19]
    """
    found = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1


def collatz(n):
    """
    >>> list(collatz(6))
    [6, 3, 10, 5, 16, 8, 4, 2, 1]
    """
    if n < 1:
        raise ValueError("n must be positive")
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1


def take(n, iterable):
    """
    >>> take(3, count_up(0, 100))
    [0, 1, 2]
    """
    return list(itertools.islice(iterable, n))


def interleave(*iterables):
    """
    >>> list(interleave([1, 2, 3], "ab"))
    [1, 'a', 2, 'b', 3]
    """
    sentinel = object()
    for group in itertools.zip_longest(*iterables, fillvalue=sentinel):
        for x in group:
            if x is not sentinel:
                yield x


def running_total(numbers):
    """
    >>> list(running_total([1, 2, 3, 4]))
    [1, 3, 6, 10]
    """
    total = 0
    for x in numbers:
        total += x
        yield total


def unique(iterable):
    """
    >>> list(unique([3, 1, 3, 2, 1]))
    [3, 1, 2]
    """
    seen = set()
    for x in iterable:
        if x not in seen:
            seen.add(x)
            yield x


def pairwise_diff(numbers):
    """
    >>> list(pairwise_diff([1, 4, 9, 16]))
    [3, 5, 7]
    """
    prev = None
    for x in numbers:
        if prev is not None:
            yield x - prev
        prev = x


if __name__ == "__main__":
    print(take(10, primes()))
    print(max(len(list(collatz(i))) for i in range(1, 1000)))
