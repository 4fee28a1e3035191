import functools
import time


def retry(times=3, delay=0.5, exceptions=(Exception,)):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last_exc = None
            for attempt in range(times):
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:
                    last_exc = exc
                    time.sleep(delay * (2 ** attempt))
            raise last_exc
        return wrapper
    return decorator


@retry(times=4, delay=0.01, exceptions=(ZeroDivisionError,))
def flaky(x):
    return 1 / x


print(flaky(2))
