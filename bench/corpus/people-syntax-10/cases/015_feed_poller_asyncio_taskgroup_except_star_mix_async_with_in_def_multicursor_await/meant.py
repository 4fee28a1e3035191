"""Feed poller: fetches JSON feeds concurrently and appends new items to a JSONL file."""
import asyncio
import json
import logging
import signal

import aiofiles
import httpx

log = logging.getLogger("poller")
FEEDS = [
    "https://status.example.com/api/v2/incidents.json",
    "https://releases.example.org/feed.json",
    "https://blog.example.net/feed.json",
]
OUT_PATH = "items.jsonl"
INTERVAL = 300


class FeedPoller:
    def __init__(self, feeds, out_path=OUT_PATH, timeout=10.0):
        self.feeds = list(feeds)
        self.out_path = out_path
        self.seen: set[str] = set()
        self.client = httpx.AsyncClient(timeout=timeout, follow_redirects=True)

    async def fetch(self, url):
        resp = await self.client.get(url, headers={"Accept": "application/json"})
        resp.raise_for_status()
        return json.loads(resp.text)

    async def poll_one(self, url):
        data = await self.fetch(url)
        items = data.get("items") or data.get("incidents") or []
        fresh = []
        for item in items:
            key = item.get("id") or item.get("url")
            if key and key not in self.seen:
                self.seen.add(key)
                fresh.append({"feed": url, **item})
        await save_items(self.out_path, fresh)
        return len(fresh)

    async def poll_all(self):
        results = {}
        try:
            async with asyncio.TaskGroup() as tg:
                tasks = {url: tg.create_task(self.poll_one(url)) for url in self.feeds}
        except* httpx.HTTPError as eg:
            for exc in eg.exceptions:
                log.warning("fetch failed: %s", exc)
        except* json.JSONDecodeError as eg:
            log.warning("%d feeds returned invalid JSON", len(eg.exceptions))
        else:
            results = {url: t.result() for url, t in tasks.items()}
        return results

    async def close(self):
        await self.client.aclose()


async def save_items(path, items):
    if not items:
        return
    async with aiofiles.open(path, "a", encoding="utf-8") as fh:
        for item in items:
            await fh.write(json.dumps(item, ensure_ascii=False) + "\n")


async def main():
    logging.basicConfig(level=logging.INFO)
    poller = FeedPoller(FEEDS)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    try:
        while not stop.is_set():
            counts = await poller.poll_all()
            log.info("new items: %s", counts)
            try:
                await asyncio.wait_for(stop.wait(), timeout=INTERVAL)
            except TimeoutError:
                pass
    finally:
        await poller.close()


if __name__ == "__main__":
    asyncio.run(main())
