"""Retry with exponential backoff and jitter, for sync and async callables.

Usage::

    @retry(on=(ConnectionError, TimeoutError), attempts=5, base_delay=0.2)
    def fetch(url): ...

    @retry(on=httpx.TransportError, attempts=4, max_delay=10, giveup=lambda e: is_fatal(e))
    async def fetch_async(client, url): ...

Delays follow "full jitter" (AWS architecture blog): a random value in
``[0, min(max_delay, base_delay * factor ** n)]``.
"""
from __future__ import annotations

import asyncio
import functools
import inspect
import logging
import random
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Iterator, Optional, TypeVar, Union

__all__ = ["RetryError", "Backoff", "retry"]

log = logging.getLogger(__name__)

T = TypeVar("T")
ExcTypes = Union[type[BaseException], tuple[type[BaseException], ...]]


class RetryError(Exception):
    """Raised when all attempts failed; the last exception is ``__cause__``."""

    def __init__(self, attempts: int, last: BaseException) -> None:
        super().__init__(f"gave up after {attempts} attempts: {last!r}")
        self.attempts = attempts
        self.last = last


@dataclass
class Backoff:
    base_delay: float = 0.5
    factor: float = 2.0
    max_delay: float = 30.0
    jitter: bool = True
    rng: random.Random = field(default_factory=random.Random, repr=False)

    def delays(self) -> Iterator[float]:
        n = 0
        while True:
            cap = min(self.max_delay, self.base_delay * self.factor ** n)
            yield self.rng.uniform(0, cap) if self.jitter else cap
            n += 1


def retry(
    on: ExcTypes = Exception,
    *,
    attempts: int = 3,
    base_delay: float = 0.5,
    factor: float = 2.0,
    max_delay: float = 30.0,
    jitter: bool = True,
    giveup: Optional[Callable[[BaseException], bool]] = None,
    on_retry: Optional[Callable[[int, BaseException, float], None]] = None,
    sleep: Callable[[float], None] = time.sleep,
) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """Decorator factory; see the module docstring."""
    if attempts < 1:
        raise ValueError("attempts must be >= 1")

    def make_backoff() -> Backoff:
        return Backoff(base_delay, factor, max_delay, jitter)

    def should_retry(exc: BaseException, attempt: int) -> bool:
        if attempt >= attempts:
            return False
        return not (giveup is not None and giveup(exc))

    def report(fn: Callable[..., Any], attempt: int, exc: BaseException, delay: float) -> None:
        log.warning(
            "%s failed (attempt %d/%d): %r; retrying in %.2fs"
            fn.__qualname__,
            attempt,
            attempts,
            exc,
            delay,
        )
        if on_retry is not None:
            on_retry(attempt, exc, delay)

    def decorator(fn: Callable[..., T]) -> Callable[..., T]:
        if inspect.iscoroutinefunction(fn):

            @functools.wraps(fn)
            async def async_wrapper(*args: Any, **kwargs: Any) -> Any:
                delays = make_backoff().delays()
                attempt = 0
                while True:
                    attempt += 1
                    try:
                        return await fn(*args, **kwargs)
                    except on as exc:
                        if not should_retry(exc, attempt):
                            raise RetryError(attempt, exc) from exc
                        delay = next(delays)
                        report(fn, attempt, exc, delay)
                        await asyncio.sleep(delay)

            return async_wrapper  # type: ignore[return-value]

        @functools.wraps(fn
        def wrapper(*args: Any, **kwargs: Any) -> T:
            delays = make_backoff().delays()
            attempt = 0
            while True:
                attempt += 1
                try:
                    return fn(*args, **kwargs)
                except on as exc:
                    if not should_retry(exc, attempt):
                        raise RetryError(attempt, exc) from exc
                    delay = next(delays)
                    report(fn, attempt, exc, delay)
                    sleep(delay)

        return wrapper

    return decorator


async def retry_call(
    fn: Callable[..., Awaitable[T]], *args: Any, attempts: int = 3, on: ExcTypes = Exception, **kwargs: Any
) -> T:
    """One-off async retry without decorating: ``await retry_call(client.get, url)``."""
    wrapped = retry(on, attempts=attempts)(fn)
    return await wrapped(*args, **kwargs)
