"""Resize every image in a folder with a pool of async workers (PIL runs in a thread)."""
import asyncio
import sys
import time
from pathlib import Path

from PIL import Image

SIZE = (320, 320)
WORKERS = 4


def make_thumb(src: Path, dst_dir: Path) -> Path:
    dst = dst_dir / (src.stem + "_thumb.jpg")
    with Image.open(src) as im:
        im.thumbnail(SIZE)
        im.convert("RGB").save(dst, "JPEG", quality=85)
    return dst


async def worker(name: str, queue: asyncio.Queue, dst_dir: Path, done: list):
    while True:
        src = await queue.get()
        try:
            dst = await asyncio.to_thread(make_thumb, src, dst_dir)
            done.append(dst)
            print(f"[{name}] {src.name} -> {dst.name}")
        except Exception as exc:
            print(f"[{name}] failed on {src.name}: {exc}")
        finally:
            queue.task_done()


async def main(src_dir: Path):
    dst_dir = src_dir / "thumbs"
    dst_dir.mkdir(exist_ok=True)
    queue: asyncio.Queue = asyncio.Queue()
    for path in sorted(src_dir.iterdir()):
        if path.suffix.lower() in {".jpg", ".jpeg", ".png"}:
            queue.put_nowait(path)
    done: list = []
    tasks = [asyncio.create_task(worker(f"w{i}", queue, dst_dir, done)) for i in range(WORKERS)]
    started = time.perf_counter()
    await queue.join()
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(f"{len(done)} thumbnails in {time.perf_counter() - started:.1f}s")


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1] if len(sys.argv) > 1 else ".")))
