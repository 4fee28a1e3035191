"""Retry, timing and rate-limit decorators used by the API clients."""
from __future__ import annotations

import functools
import logging
import random
import time
from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])
log = logging.getLogger(__name__)


def call_with_retry(func: Callable[..., Any], *args: Any, **kwargs: Any, attempts: int = 3,
                    delay: float = 0.5, backoff: bool = True) -> Any:
    """Call func(*args, **kwargs), retrying on any exception."""
    for attempt in range(1, attempts + 1):
        try:
            return func(*args, **kwargs)
        except Exception as exc:
            if attempt == attempts:
                raise
            wait = delay * 2 ** (attempt - 1) if backoff
            wait += random.uniform(0, wait / 10)
            log.warning("%s failed (%s), retry %d/%d in %.2fs",
                        func.__name__, exc, attempt, attempts - 1, wait)
            time.sleep(wait)
    raise AssertionError("unreachable")


def retry(attempts: int = 3, delay: float = 0.5, backoff: bool = True) -> Callable[[F], F]:
    def decorator(func: F) -> F:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            return call_with_retry(func, *args, attempts=attempts, delay=delay,
                                   backoff=backoff, **kwargs)
        return wrapper  # type: ignore[return-value]
    return decorator


def timed(label: str | None = None, level: int = logging.DEBUG) -> Callable[[F], F]:
    def decorator(func: F) -> F:
        name = label or func.__qualname__

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return func(*args, **kwargs)
            finally:
                log.log(level, "%s took %.1f ms", name, (time.perf_counter() - start) * 1000)
        return wrapper  # type: ignore[return-value]
    return decorator


def rate_limited(calls_per_second: float) -> Callable[[F], F]:
    min_interval = 1.0 / calls_per_second

    def decorator(func: F) -> F:
        last_call = 0.0

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            nonlocal last_call
            elapsed = time.monotonic() - last_call
            if elapsed < min_interval:
                time.sleep(min_interval - elapsed)
            last_call = time.monotonic()
            return func(*args, **kwargs)
        return wrapper  # type: ignore[return-value]
    return decorator


@retry(attempts=5, delay=1.0
@timed("fetch_exchange_rates", level=logging.INFO)
@rate_limited(2)
def fetch_exchange_rates(base: str = "EUR") -> dict[str, float]:
    import json
    import urllib.request

    url = f"https://api.example.com/latest?base={base}"
    with urllib.request.urlopen(url, timeout=10) as resp:
        return json.load(resp)["rates"]
