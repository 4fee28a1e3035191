"""HTTP helpers for the billing sync job."""
import functools
import logging
import random
import time
from collections.abc import Callable
from typing import ParamSpec, TypeVar

import requests

log = logging.getLogger("billing.sync")

P = ParamSpec("P")
R = TypeVar("R")

RETRY_STATUS = {429, 502, 503, 504}


class RetryError(Exception):
    pass


def retry(attempts: int = 5, base: float = 0.5) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Retry the wrapped call on connection errors and retryable HTTP statuses."""

    def decorate(fn: Callable[P, R]) -> Callable[P, R]:
        @functools.wraps(fn)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            for attempt in range(1, attempts + 1):
                try:
                    return fn(*args, **kwargs)
                except requests.HTTPError as e:
                    if e.response is None or e.response.status_code not in RETRY_STATUS:
                        raise
                    reason = f"HTTP {e.response.status_code}"
                except requests.ConnectionError as e:
                    reason = f"connection error: {e}"
                delay = base * 2 ** (attempt - 1) * random.uniform(0.8, 1.2)
                log.warning(f"{fn.__name__}: {reason}, retry {attempt}/{attempts} in {delay:.1f}s")
                time.sleep(delay)
            raise RetryError(f"{fn.__name__} failed after {attempts} attempts")

        return wrapper

    return decorate


@retry(attempts=3)
def fetch_invoices(session: requests.Session, since: str) -> list[dict]:
    resp = session.get("https://billing.example.com/api/invoices", params={"since": since}, timeout=20)
    resp.raise_for_status()
    return resp.json()["invoices"]


def summary(invoices: list[dict]) -> str:
    total = sum(inv["amount"] for inv in invoices)
    by_currency = {}
    for inv in invoices:
        by_currency[inv["currency"]] = by_currency.get(inv["currency"], 0) + inv["amount"]
    parts = ", ".join(f"{cur} {amt:.2f}" for cur, amt in sorted(by_currency.items()))
    return f"{len(invoices)} invoices ({parts}), total {total:.2f}"
