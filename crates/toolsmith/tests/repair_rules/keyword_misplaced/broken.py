import asyncio


def async fetch_all(urls):
    results = []
    for url in urls:
        await asyncio.sleep(0.1)
        results.append(url.upper())
    return results


print(asyncio.run(fetch_all(["a", "b"])))
