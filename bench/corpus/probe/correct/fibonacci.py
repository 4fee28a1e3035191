from functools import lru_cache


def fib_iter(n: int) -> int:
    """
    >>> fib_iter(0)
    0
    >>> fib_iter(1)
    1
    >>> fib_iter(10)
    55
    """
    if n < 0:
        raise ValueError("n must be >= 0")
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def fib_rec(n: int) -> int:
    """
    >>> fib_rec(7)
    13
    """
    if n < 0:
        raise ValueError("n must be >= 0")
    if n < 2:
        return n
    return fib_rec(n - 1) + fib_rec(n - 2)


@lru_cache(maxsize=None)
def fib_memo(n: int) -> int:
    """
    >>> fib_memo(50)
    12586269025
    """
    if n < 2:
        return n
    return fib_memo(n - 1) + fib_memo(n - 2)


def fib_sequence(count: int) -> list:
    """
    >>> fib_sequence(6)
    [0, 1, 1, 2, 3, 5]
    >>> fib_sequence(0)
    []
    """
    seq = []
    a, b = 0, 1
    while len(seq) < count:
        seq.append(a)
        a, b = b, a + b
    return seq


def fib_gen():
    """Infinite generator.

    >>> g = fib_gen()
    >>> [next(g) for _ in range(5)]
    [0, 1, 1, 2, 3]
    """
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def factorial(n: int) -> int:
    """
    >>> factorial(0)
    1
    >>> factorial(5)
    120
    """
    if n < 0:
        raise ValueError("negative")
    if n <= 1:
        return 1
    return n * factorial(n - 1)


def factorial_iter(n: int) -> int:
    """
    >>> factorial_iter(6)
    720
    """
    result = 1
    i = 2
    while i <= n:
        result *= i
        i += 1
    return result


def is_fibonacci(x: int) -> bool:
    """
    >>> is_fibonacci(21)
    True
    >>> is_fibonacci(22)
    False
    """
    a, b = 0, 1
    while a < x:
        a, b = b, a + b
    return a == x


if __name__ == "__main__":
    print([fib_iter(i) for i in range(15)])
    print(fib_rec(20), fib_memo(80))
    print(factorial(10), factorial_iter(10))
