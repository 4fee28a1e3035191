"""Concurrent uptime checker.

Reads a list of URLs (one per line, '#' for comments), requests them all
concurrently with aiohttp and prints a table of status codes and response
times. Exits with status 1 if any site is down, so it can be used from cron.
"""
import argparse
import asyncio
import sys
import time
from dataclasses import dataclass
from typing import Optional

import aiohttp


@dataclass
class Result:
    url: str
    status: Optional[int]
    elapsed_ms: Optional[float]
    error: Optional[str] = None

    @property
    def ok(self) -> bool:
        return self.error is None and self.status is not None and self.status < 400


def read_urls(path: str) -> list[str]:
    with open(path, encoding="utf-8") as fh:
        lines = (line.strip() for line in fh)
        return [line for line in lines if line and not line.startswith("#")]


async def check(session: aiohttp.ClientSession, url: str, timeout: float, sem: asyncio.Semaphore) -> Result:
    async with sem:
        start = time.perf_counter()
        try:
            async with session.get(url, timeout=aiohttp.ClientTimeout(total=timeout), allow_redirects=True) as resp:
                await resp.read()
                elapsed = (time.perf_counter() - start) * 1000
                return Result(url, resp.status, elapsed)
        except asyncio.TimeoutError:
            return Result(url, None, None, f"timeout after {timeout:.0f}s")
        except aiohttp.ClientError as exc:
            return Result(url, None, None, type(exc).__name__)


async def run(urls: list[str], timeout: float, concurrency: int) -> list[Result]:
    sem = asyncio.Semaphore(concurrency)
    headers = {"User-Agent": "uptime-check/1.0"}
    async with aiohttp.ClientSession(headers=headers) as session:
        return await asyncio.gather(*[check(session, url, timeout, sem) for url in urls])


def print_table(results: list[Result]) -> None:
    width = max(len(r.url) for r in results)
    print(f"{'URL':<{width}}  {'STATUS':>6}  {'TIME':>9}")
    print("-" * (width + 19))
    for r in sorted(results, key=lambda r: (r.ok, r.url)):
        status = str(r.status) if r.status is not None else r.error
        elapsed = f"{r.elapsed_ms:7.0f}ms" if r.elapsed_ms is not None else "-"
        print(f"{r.url:<{width}}  {status:>6}  {elapsed:>9}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url_file", help="file with one URL per line")
    parser.add_argument("-t", "--timeout", type=float, default=10.0)
    parser.add_argument("-c", "--concurrency", type=int, default=20)
    args = parser.parse_args()

    urls = read_urls(args.url_file)
    if not urls:
        print("No URLs to check.", file=sys.stderr)
        return 2

    results = asyncio.run(run(urls, args.timeout, args.concurrency))
    print_table(results)

    down = [r for r in results if not r.ok]
    ok = [r for r in results if r.ok]
    if ok:
        avg = sum(r.elapsed_ms for r in ok) / len(ok)
