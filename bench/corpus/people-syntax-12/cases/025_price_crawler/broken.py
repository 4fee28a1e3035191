"""Fetch current prices for all partner SKUs from the partner API.

Reads SKUs from a CSV, queries the API with limited concurrency and retries,
writes one JSON line per SKU. Meant to run from cron every 30 minutes.

    python -m tools.price_crawler skus.csv out/prices-$(date +%H%M).jsonl
from __future__ import annotations

import asyncio
import csv
import json
import logging
import os
import random
import sys
import time
from dataclasses import asdict, dataclass, field

import httpx

log = logging.getLogger("price_crawler")

API_BASE = os.environ.get("PARTNER_API", "https://api.partner.example.com/v2")
API_KEY = os.environ.get("PARTNER_API_KEY", "")
CONCURRENCY = int(os.environ.get("CRAWLER_CONCURRENCY", "8"))
MAX_ATTEMPTS = 4
TIMEOUT = httpx.Timeout(10.0, connect=3.0)
RETRY_STATUS = {429, 500, 502, 503, 504}


@dataclass
class PriceResult:
    sku: str
    ok: bool
    price: float | None = None
    currency: str | None = None
    in_stock: bool | None = None
    status: int | None = None
    error: str | None = None
    attempts: int = 0
    fetched_at: float = field(default_factory=time.time)


class RateLimiter:
    """Very small token bucket: at most `rate` requests per second overall."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self._tokens = rate
        self._last = time.monotonic()
        self._lock = asyncio.Lock()

    async def acquire(self) -> None:
        async with self._lock:
            while True:
                now = time.monotonic()
                self._tokens = min(self.rate, self._tokens + (now - self._last) * self.rate)
                self._last = now
                if self._tokens >= 1:
                    self._tokens -= 1
                    return
                await asyncio.sleep((1 - self._tokens) / self.rate)


def backoff(attempt: int, retry_after: str | None = None) -> float:
    if retry_after and retry_after.isdigit():
        return float(retry_after)
    # exponential with full jitter, capped at 20 s
    return random.uniform(0, min(20.0, 0.5 * 2 ** attempt))


async def fetch_price(client: httpx.AsyncClient, sem: asyncio.Semaphore, limiter: RateLimiter,
                      sku: str) -> PriceResult:
    res = PriceResult(sku=sku, ok=False)
    for attempt in range(1, MAX_ATTEMPTS + 1):
        res.attempts = attempt
        async with sem:
            await limiter.acquire()
            try:
                r = await client.get(f"/products/{sku}/price", params={"market": "DE"})
            except (httpx.TimeoutException, httpx.TransportError) as exc:
                res.error = f"{type(exc).__name__}: {exc}"
                wait = backoff(attempt)
            else:
                res.status = r.status_code
                if r.status_code == 200:
                    body = r.json()
                    res.ok = True
                    res.price = float(body["price"]["amount"])
                    res.currency = body["price"]["currency"]
                    res.in_stock = body.get("availability") == "in_stock"
                    res.error = None
                    return res
                if r.status_code not in RETRY_STATUS:
                    res.error = r.text[:200]
                    return res
                res.error = f"HTTP {r.status_code}"
                wait = backoff(attempt, r.headers.get("Retry-After"))
        if attempt < MAX_ATTEMPTS:
            log.debug("%s: attempt %d failed (%s), sleeping %.1fs", sku, attempt, res.error, wait)
            await asyncio.sleep(wait)
    return res


def read_skus(path: str) -> list[str]:
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        skus = [row["sku"].strip() for row in reader if row.get("sku", "").strip()]
    # keep order, drop duplicates
    return list(dict.fromkeys(skus))


async def main(in_path: str, out_path: str) -> int:
    skus = read_skus(in_path)
    log.info("fetching %d SKUs with concurrency %d", len(skus), CONCURRENCY)
    sem = asyncio.Semaphore(CONCURRENCY)
    limiter = RateLimiter(rate=20)
    headers = {"Authorization": f"Bearer {API_KEY}", "Accept": "application/json"}
    started = time.perf_counter()
    async with httpx.AsyncClient(base_url=API_BASE, headers=headers, timeout=TIMEOUT,
                                 limits=httpx.Limits(max_connections=CONCURRENCY) as client:
        results = await asyncio.gather(
            *(fetch_price(client, sem, limiter, sku) for sku in skus),
            return_exceptions=True,
        )
    n_ok = 0
    tmp = out_path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as out:
        for sku, r in zip(skus, results):
        if isinstance(r, BaseException):
            log.error("%s: unexpected %r", sku, r)
            r = PriceResult(sku=sku, ok=False, error=repr(r))
            n_ok += r.ok
            out.write(json.dumps(asdict(r), ensure_ascii=False) + "\n")
    os.replace(tmp, out_path)
    log.info("done: %d/%d ok in %.1fs -> %s", n_ok, len(skus), time.perf_counter() - started, out_path)
    # non-zero exit if more than 10 % failed, so cron mails us
    return 0 if n_ok >= 0.9 * len(skus) else 2


if __name__ == "__main__":
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO"),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    sys.exit(asyncio.run(main(sys.argv[1], sys.argv[2])))
