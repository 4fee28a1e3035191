import functools
import logging
import random
import time
from contextlib import contextmanager
from typing import Callable, Iterator, TypeVar

T = TypeVar("T")
log = logging.getLogger("jobs")


def retry(times: int = 3, exceptions: tuple = (Exception,), backoff: float = 0.5):
    def decorator(fn: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs) -> T:
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:
                    if attempt == times:
                        raise
                    delay = backoff * 2 ** (attempt - 1) + random.uniform(0, 0.1)
                    log.warning("%s failed (%s), retry %d/%d in %.2fs",
                                fn.__name__, exc, attempt, times, delay)
                    time.sleep(delay)
            raise AssertionError("unreachable")
        return wrapper
    return decorator


@contextmanager
def timed(label: str) -> Iterator[None]:
    start = time.perf_counter()
    try:
        yield
    finally:
        elapsed = time.perf_counter() - start
        log.info(f"{label} took {elapsed:.3f}s")


@retry(times=4, exceptions=(TimeoutError, ConnectionError))
def flaky_fetch(job_id: int) -> dict:
    if random.random() < 0.3:
        raise TimeoutError(f"job {job_id} timed out")
    return {"job": job_id, "ok": True}


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    with timed("batch"):
        results = [flaky_fetch(i) for i in range(10)]
    print(sum(r["ok"] for r in results), "jobs ok")
