def is_prime(n):
    """Trial division.

    >>> [p for p in range(20) if is_prime(p)]
    [2, 3, 5, 7, 11, 13, 17, 19]
    >>> is_prime(49)
    False
    """
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d < n:
        if n % d == 0:
            return False
        d += 2
    return True


def primes_below(n):
    return [k for k in range(n) if is_prime(k)]
