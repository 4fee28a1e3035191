"""Check a list of URLs concurrently and write a CSV report."""
import asyncio
import csv
import sys
import time
from dataclasses import dataclass

import aiohttp

DEFAULT_TIMEOUT = aiohttp.ClientTimeout(total=15)
MAX_CONCURRENCY = 20
USER_AGENT = "linkcheck/0.3 (+https://example.org/linkcheck)"


@dataclass
class Result:
    url: str
    status: int | None
    elapsed_ms: int
    error: str = ""
    final_url: str = ""


async def check(session: aiohttp.ClientSession, sem: asyncio.Semaphore, url: str) -> Result:
    start = time.perf_counter()
    async with sem:
        try:
            async with session.get(url, allow_redirects=True) as resp:
                await resp.read()
                elapsed = int((time.perf_counter() - start) * 1000)
                return Result(url, resp.status, elapsed, final_url=str(resp.url))
        except asyncio.TimeoutError:
            elapsed = int((time.perf_counter() - start) * 1000)
            return Result(url, None, elapsed, error="timeout")
        except aiohttp.ClientError as exc:
            elapsed = int((time.perf_counter() - start) * 1000)
            return Result(url, None, elapsed, error=type(exc).__name__)


async def check_all(urls: list[str]) -> list[Result]:
    sem = asyncio.Semaphore(MAX_CONCURRENCY)
    headers = {"User-Agent": USER_AGENT}
    async with aiohttp.ClientSession(timeout=DEFAULT_TIMEOUT, headers=headers) as session:
        results = await asyncio.gather(*(check(session, sem, u) for u in urls))
    return list(results)


def read_urls(path: str) -> list[str]:
    with open(path, encoding="utf-8") as f:
        urls = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    # keep the order but drop repeats
    return list(dict.fromkeys(urls))


def write_report(results: list[Result], path: str) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["url", "status", "elapsed_ms", "error", "final_url"])
        for r in sorted(results, key=lambda r: (r.status or 0, r.url)):
            writer.writerow([r.url, r.status or "", r.elapsed_ms, r.error, r.final_url])


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: linkcheck.py URLS.txt REPORT.csv", file=sys.stderr)
        return 2
    urls = read_urls(sys.argv[1])
    results = asyncio.run(check_all(urls))
    write_report(results, sys.argv[2])
    broken = [r for r in results if r.status is None or r.status >= 400]
    print(f"checked {len(results)} urls, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
