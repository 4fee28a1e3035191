import asyncio
import random


async def fetch(i, sem):
    async with sem
        await asyncio.sleep(random.random() / 10)
        return i * i


def fetch_all(n, limit=5):
    sem = asyncio.Semaphore(limit)
    tasks = [fetch(i, sem) for i in range(n)]
    results = await asyncio.gather(*tasks)
    return results


print(asyncio.run(fetch_all(20)))
