"""Make thumbnails for every image in a folder with a few async workers."""
import asyncio
import logging
import signal
import sys
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger("thumbs")

SIZES = [(64, 64), (256, 256), (1024, 768)]


@dataclass(order=True)
class Job:
    priority: int
    path: Path = field(compare=False)
    attempts: int = field(default=0, compare=False)


async def make_thumbnail(path: Path, size: tuple[int, int]) -> Path:
    out = path.with_name(f"{path.stem}_{size[0]}x{size[1]}{path.suffix}")
    proc = await asyncio.create_subprocess_exec(
        "convert", str(path), "-thumbnail", f"{size[0]}x{size[1]}", str(out),
        stderr=asyncio.subprocess.PIPE,
    )
    _, err = await proc.communicate()
    if proc.returncode != 0:
        raise RuntimeError(err.decode(errors="replace").strip())
    return out


async def worker(name: str, queue: asyncio.PriorityQueue, failed: list[Job]) -> None:
    while True:
        job = await queue.get()
        try:
            for size in SIZES:
                await make_thumbnail(job.path, size)
            log.info("%s: done %s", name, job.path.name)
        except RuntimeError as exc:
            job.attempts += 1
            if job.attempts < 3:
                await queue.put(Job(job.priority + 1, job.path, job.attempts))
            else:
                failed.append(job)
                log.error("%s: giving up on %s: %s", name, job.path.name, exc)
        finally:
            queue.task_done()


def collect_jobs(folder: Path) -> list[Job]:
    images = [p for p in folder.iterdir() if p.suffix.lower() in {".jpg", ".jpeg", ".png"}]
    sized = sorted(((p.stat().st_size, p) for p in images), key=lambda pair: pair[0])
    # small files first: they finish quickly and show progress early
    return [Job(rank, p) for rank, (_, p) in enumerate(sized)]


async def main(folder: Path, concurrency: int = 4) -> int:
    queue: asyncio.PriorityQueue = asyncio.PriorityQueue()
    for job in collect_jobs(folder):
        queue.put_nowait(job)
    failed: list[Job] = []
    workers = [asyncio.create_task(worker(f"w{i}", queue, failed)) for i in range(concurrency)]
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGINT, stop.set)
    await asyncio.wait([asyncio.create_task(queue.join()), asyncio.create_task(stop.wait())],
                       return_when=asyncio.FIRST_COMPLETED)
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    names = [(j.path.name, j.attempts) for j in failed]
    for name, attempts in sorted(names, key=lambda pair: pair[1], reverse=True):
        log.warning("failed after %d attempts: %s", attempts, name)
    return 0 if not failed else 1


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    sys.exit(asyncio.run(main(Path(sys.argv[1]))))
