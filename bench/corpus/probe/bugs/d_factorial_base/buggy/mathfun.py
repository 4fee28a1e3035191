def factorial(n):
    """
    >>> factorial(5)
    120
    >>> factorial(0)
    1
    """
    if n < 0:
        raise ValueError("factorial of negative number")
    if n == 1:
        return 1
    return n * factorial(n - 1)


def choose(n, k):
    """
    >>> choose(5, 2)
    10
    """
    return factorial(n) // (factorial(k) * factorial(n - k))
