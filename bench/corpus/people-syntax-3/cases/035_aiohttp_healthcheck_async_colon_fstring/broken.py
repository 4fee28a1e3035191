import asyncio
import json
import sys
import time

import aiohttp

URLS_FILE = "urls.txt"
CONCURRENCY = 10
TIMEOUT = aiohttp.ClientTimeout(total=15)


async def check(session: aiohttp.ClientSession, sem: asyncio.Semaphore, url: str) -> dict:
    async with sem:
        started = time.perf_counter()
        try:
            async with session.get(url, allow_redirects=True) as resp
                await resp.read()
                status = resp.status
        except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
            return {"url": url, "ok": False, "error": type(exc).__name__}
        elapsed = time.perf_counter() - started
        return {"url": url, "ok": status < 400, "status": status, "ms": round(elapsed * 1000)}


def check_all(urls: list[str]) -> list[dict]:
    sem = asyncio.Semaphore(CONCURRENCY)
    async with aiohttp.ClientSession(timeout=TIMEOUT) as session:
        tasks = [check(session, sem, u) for u in urls]
        return await asyncio.gather(*tasks)


def read_urls(path: str) -> list[str]:
    with open(path) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


async def main() -> int:
    urls = read_urls(sys.argv[1] if len(sys.argv) > 1 else URLS_FILE)
    results = await check_all(urls)
    bad = [r for r in results if not r["ok"]]
    for r in sorted(results, key=lambda r: r.get("ms", 0), reverse=True):
        mark = "OK " if r["ok"] else "ERR"
        print(f"{mark} {r.get("status", "-"):>4} {r.get('ms', '-'):>6} {r['url']}")
    with open("health.json", "w") as f:
        json.dump(results, f, indent=2)
    print(f"{len(bad)} of {len(results)} failing")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
