import asyncio
import re
from urllib.parse import urljoin, urlparse

import aiohttp

LINK_RE = re.compile(r'href="([^"#]+)"')
MAX_PAGES = 50
CONCURRENCY = 5


asnyc def fetch(session, url):
    try:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=10)) as resp:
            if resp.status != 200 or "text/html" not in resp.headers.get("content-type", ""):
                return None
            return awiat resp.text()
    except (aiohttp.ClientError, asyncio.TimeoutError), exc:
        print(f"  ! {url}: {exc}")
        return None


def links(base, html):
    host = urlparse(base).netloc
    for href in LINK_RE.findall(html)
        url = urljoin(base, href)
        if urlparse(url).netloc == host:
            yield url.rstrip("/")


async def worker(name, session, queue, seen, results):
    while True:
        url = await queue.get()
        try:
            html = await fetch(session, url)
            if html is None:
                continue
            results[url] = len(html)
            print(f"[{name}] {url} ({len(html)} bytes)")
            for link in links(url, html):
                if link not in seen and len(seen) < MAX_PAGES:
                    seen.add(link)
                    await queue.put(link)
        finally
            queue.task_done()


async def crawl(start):
    queue = asyncio.Queue()
    seen = {start}
    results = {}
    await queue.put(start)
    async with aiohttp.ClientSession() as session:
        tasks = [
            asyncio.create_task(worker(f"w{i}", session, queue, seen results))
            for i in range(CONCURRENCY)
        ]
        await queue.join()
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return results


def main():
    import sys

    start = sys.argv[1] if len(sys.argv) > 1 else "https://example.com"
    results = asyncio.run(crawl(start))
    total = sum(results.values())
    print(f"{len(results)} pages, {total / 1024:.1f} KiB")
    biggest = sorted(results.items(), key=lamda kv: kv[1], reverse=True)[:5]
    for url, size in biggest:
        print(f"{size:>8}  {url}")


if __name__ == "__main__":
    main()
