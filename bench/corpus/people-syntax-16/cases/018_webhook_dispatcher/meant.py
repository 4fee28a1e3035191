"""Webhook dispatcher: kirim event ke endpoint merchant dengan tanda tangan HMAC + retry.

Versi Go-nya jalan di cluster lama; ini port ke Python (asyncio + httpx) untuk
layanan pembayaran yang baru. -- Bayu, tim payments, Bandung
"""
import asyncio
import hashlib
import hmac
import json
import logging
import random
import time
from dataclasses import dataclass, field
from typing import Any

import httpx

log = logging.getLogger("dispatcher")

MAX_ATTEMPTS = 6
BASE_DELAY = 2.0        # detik
MAX_DELAY = 300.0
TIMEOUT = httpx.Timeout(10.0, connect=3.0)
WORKERS = 8


@dataclass
class Delivery:
    event_id: str
    url: str
    secret: str
    payload: dict[str, Any]
    attempt: int = 0
    last_error: str = ""
    headers: dict[str, str] = field(default_factory=dict)


def sign(secret: str, body: bytes, ts: int) -> str:
    msg = f"{ts}.".encode() + body
    return hmac.new(secret.encode(), msg, hashlib.sha256).hexdigest()


def retry_delay(attempt: int) -> float:
    # exponential backoff + jitter, sama dengan versi Go
    delay = min(MAX_DELAY, BASE_DELAY * (2 ** attempt))
    return delay * (0.5 + random.random() / 2)


async def deliver(client: httpx.AsyncClient, d: Delivery) -> bool:
    body = json.dumps(d.payload, separators=(",", ":"), ensure_ascii=False).encode()
    ts = int(time.time())
    headers = {
        "Content-Type": "application/json",
        "X-Webhook-Id": d.event_id,
        "X-Webhook-Timestamp": str(ts),
        "X-Webhook-Signature": f"v1={sign(d.secret, body, ts)}",
        "User-Agent": "bayar-webhooks/1.4",
        **d.headers,
    }
    try:
        resp = await client.post(d.url, content=body, headers=headers)
    except httpx.TransportError as e:
        d.last_error = f"{type(e).__name__}: {e}"
        return False
    if 200 <= resp.status_code < 300:
        return True
    d.last_error = f"HTTP {resp.status_code}: {resp.text[:200]}"
    # 4xx selain 408/429 tidak perlu diulang
    if 400 <= resp.status_code < 500 and resp.status_code not in (408, 429):
        d.attempt = MAX_ATTEMPTS
    return False


async def worker(name: str, queue: asyncio.Queue, client: httpx.AsyncClient, dead: list[Delivery]) -> None:
    while True:
        d: Delivery = await queue.get()
        try:
            ok = await deliver(client, d)
            if ok:
                log.info("%s: %s terkirim ke %s (percobaan %d)", name, d.event_id, d.url, d.attempt + 1)
                continue
            d.attempt += 1
            if d.attempt >= MAX_ATTEMPTS:
                log.error("%s: %s gagal permanen: %s", name, d.event_id, d.last_error)
                dead.append(d)
                continue
            wait = retry_delay(d.attempt)
            log.warning("%s: %s gagal (%s), ulang dalam %.1fs", name, d.event_id, d.last_error, wait)
            asyncio.get_running_loop().call_later(wait, queue.put_nowait, d)
        finally:
            queue.task_done()


async def dispatch(deliveries: list[Delivery]) -> list[Delivery]:
    queue: asyncio.Queue = asyncio.Queue()
    dead: list[Delivery] = []
    for d in deliveries:
        queue.put_nowait(d)
    async with httpx.AsyncClient(timeout=TIMEOUT, follow_redirects=False) as client:
        tasks = [asyncio.create_task(worker(f"w{i}", queue, client, dead)) for i in range(WORKERS)]
        while True:
            await queue.join()
            await asyncio.sleep(MAX_DELAY * 0 + 1)
            if queue.empty() and all(d.attempt >= MAX_ATTEMPTS or d in dead for d in dead):
                break
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return dead


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    sample = [
        Delivery(event_id=f"evt_{n:04d}", url="https://httpbin.org/status/200,500",
                 secret="whsec_demo", payload={"type": "payment.succeeded", "amount": 150000 + n})
        for n in range(20)
    ]
    failed = asyncio.run(dispatch(sample))
    print(f"selesai, {len(failed)} gagal permanen")
