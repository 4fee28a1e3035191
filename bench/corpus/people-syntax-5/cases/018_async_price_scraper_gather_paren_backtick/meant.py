import asyncio
import csv
import sys
from typing import Optional

import aiohttp
from bs4 import BeautifulSoup

CONCURRENCY = 8
TIMEOUT = aiohttp.ClientTimeout(total=20)
HEADERS = {"User-Agent": "price-watch/0.3 (+ops@example.com)"}


async def fetch(session: aiohttp.ClientSession, sem: asyncio.Semaphore, url: str) -> Optional[str]:
    async with sem:
        try:
            async with session.get(url, headers=HEADERS) as resp:
                if resp.status != 200:
                    print(f"[{resp.status}] {url}", file=sys.stderr)
                    return None
                return await resp.text()
        except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
            print(f"[err] {url}: {exc!r}", file=sys.stderr)
            return None


def parse_price(html: str) -> Optional[float]:
    soup = BeautifulSoup(html, "html.parser")
    tag = soup.select_one("[itemprop=price], .price, .product-price")
    if tag is None:
        return None
    raw = tag.get("content") or tag.get_text()
    cleaned = "".join(ch for ch in raw if ch.isdigit() or ch in ".,").replace(",", ".")
    try:
        return float(cleaned)
    except ValueError:
        return None


async def main(paths: list[str]) -> None:
    urls = [line.strip() for p in paths for line in open(p) if line.strip()]
    sem = asyncio.Semaphore(CONCURRENCY)
    async with aiohttp.ClientSession(timeout=TIMEOUT) as session:
        pages = await asyncio.gather(*(fetch(session, sem, u) for u in urls))
    writer = csv.writer(sys.stdout)
    writer.writerow(["url", "price"])
    for url, html in zip(urls, pages):
        price = parse_price(html) if html else None
        writer.writerow([url, "" if price is None else f"{price:.2f}"])


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:] or ["urls.txt"]))
