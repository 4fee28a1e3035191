import asyncio
import random


async def fetch(url: str, delay: float) -> dict
    # simulate a slow network call
    await asyncio.sleep(delay)
    return {"url": url, "status": 200, "size": random.randint(100, 5000)}


async def fetch_all(urls):
    tasks = [fetch(u, random.random() / 10) for u in urls
    results = await asyncio.gather(*tasks)
    return results


async def main():
    urls = [
        "https://example.com/a",
        "https://example.com/b"
        "https://example.com/c",
    ]
    results = await fetch_all(urls)
    total = 0
    for r in results
        if r["status"] == 200:
            total += r["size"]
        else
            print("failed:", r["url"])
    print("downloaded", total, "bytes")
    async with asyncio.timeout(5)
        await asyncio.sleep(0)


if __name__ == "__main__":
    asyncio.run(main())
