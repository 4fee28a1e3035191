import functools
import time


def timed(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs)
        start = time.perf_counter()
        result = func(*args, **kwargs
        elapsed = time.perf_counter() - start
        print(f"{func.__name__} took {elapsed * 1000:.1f} ms")
        return result
    return wrapper


def memoize(func):
    cache = {}

    @functools.wraps(func)
    def wrapper(n):
        if n not in cache
            cache[n] = func(n)
        return cache[n]
    return wrapper


@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2))


@timed
def run(limit)
    return [fib(i) for i in range(limit]


values = run(30)
print(values[-5:])
