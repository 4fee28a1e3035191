import asyncio
import logging
from dataclasses import dataclass

import httpx

log = logging.getLogger("healthcheck")


@dataclass
class Target:
    name: str
    url: str
    timeout: float = 5.0


@dataclass
class Result:
    target: Target
    ok: bool
    status: int | None
    elapsed_ms: float


async def probe(client: httpx.AsyncClient, target: Target) -> Result:
    """Request the target once and report how it went."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    try:
        resp = await client.get(target.url, timeout=target.timeout)
        ok = resp.status_code < 500
        status = resp.status_code
    except httpx.HTTPError as exc:
        log.warning("%s failed: %s", target.name, exc)
        ok, status = False, None
    finally:
        elapsed = (loop.time() - start) * 1000
    return Result(target, ok, status, elapsed)


async def run_all(targets: list[Target], concurrency: int = 10) -> list[Result]:
    """Probe every target, at most `concurrency` at a time.

    Results come back in the same order as `targets`.
    """
    sem = asyncio.Semaphore(concurrency)

    async def guarded(client, t):
        async with sem:
            return await probe(client, t)

    async with httpx.AsyncClient(follow_redirects=True) as client:
        return await asyncio.gather(*(guarded(client, t) for t in targets))


def report(results: list[Result]) -> None:
    """Print one line per target."""
    for r in results:
        mark = "OK " if r.ok else "ERR"
        print(f"{mark} {r.target.name:<20} {r.status or '-':>4} {r.elapsed_ms:8.1f} ms")


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    targets = [
        Target("api", "https://api.example.com/health"),
        Target("web", "https://www.example.com/"),
        Target("cdn", "https://cdn.example.com/ping", timeout=2.0),
    ]
    report(asyncio.run(run_all(targets)))
