"""Tail several log files at once and print the lines that match a pattern."""
import asyncio
import re
import sys

POLL = 0.5


async def follow(path):
    """Yield new lines appended to `path`, like tail -f."""
    with open(path, encoding="utf-8", errors="replace") as fh:
        fh.seek(0, 2)
        while True:
            line = fh.readline()
            if not line:
                await asyncio.sleep(POLL)
                continue
            yield line.rstrip("\n")


async def matching(path, pattern):
    yield from (line for line in follow(path) if pattern.search(line))


async def watch(path, pattern, counts):
    async for line in matching(path, pattern):
        counts[path] = counts.get(path, 0) + 1
        print(f"{path}: {line}")


async def main(paths, regex, seconds):
    pattern = re.compile(regex)
    counts = {}
    tasks = [asyncio.create_task(watch(p, pattern, counts)) for p in paths]
    try:
        await asyncio.wait_for(asyncio.gather(*tasks), timeout=seconds)
    except asyncio.TimeoutError:
        pass
    for p in paths:
        print(f"{counts.get(p, 0):6} matches in {p}")


paths = sys.argv[2:] or ["/var/log/syslog"]
await main(paths, sys.argv[1] if len(sys.argv) > 1 else "error", seconds=60)
