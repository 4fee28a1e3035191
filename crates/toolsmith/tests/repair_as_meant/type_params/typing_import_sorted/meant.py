"""Retry helpers."""
import functools
import time
from collections.abc import Callable
from typing import ParamSpec, TypeVar

import requests

P = ParamSpec("P")
R = TypeVar("R")


def retry(attempts: int) -> Callable[[Callable[P, R]], Callable[P, R]]:
    def wrap(fn: Callable[P, R]) -> Callable[P, R]:
        @functools.wraps(fn)
        def run(*args: P.args, **kwargs: P.kwargs) -> R:
            for _ in range(attempts - 1):
                try:
                    return fn(*args, **kwargs)
                except requests.RequestException:
                    time.sleep(1)
            return fn(*args, **kwargs)
        return run
    return wrap
