"""Конвеєр мініатюр для фото товарів інтернет-магазину (Львів).

asyncio.TaskGroup (Python 3.11): один продюсер сканує теку, N воркерів
ресайзять у пулі потоків (Pillow відпускає GIL), один записувач веде CSV-звіт.
"""
from __future__ import annotations

import asyncio
import csv
import hashlib
import sys
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps

РОЗМІРИ = {"small": (240, 240), "medium": (640, 640), "large": (1280, 1280)}
РОЗШИРЕННЯ = {".jpg", ".jpeg", ".png", ".webp"}
ВОРКЕРІВ = 6
СТОП = None


@dataclass(slots=True)
class Завдання:
    джерело: Path
    ціль: Path


@dataclass(slots=True)
class Результат:
    джерело: Path
    розміри: dict[str, tuple[int, int]]
    байтів: int
    секунд: float
    помилка: str | None = None


def хеш_імені(шлях: Path) -> str:
    return hashlib.sha1(шлях.stem.encode("utf-8")).hexdigest()[:10]


def ресайз(завдання: Завдання) -> Результат:
    """Синхронна частина, виконується в потоці."""
    t0 = time.perf_counter()
    розміри = {}
    байтів = 0
    with Image.open(завдання.джерело) as img:
        img = ImageOps.exif_transpose(img).convert("RGB")
        for назва, (w, h) in РОЗМІРИ.items():
            копія = img.copy()
            копія.thumbnail((w, h), Image.Resampling.LANCZOS)
            вихід = завдання.ціль / f"{хеш_імені(завдання.джерело)}_{назва}.webp"
            копія.save(вихід, "WEBP", quality=82, method=6)
            розміри[назва] = копія.size
            байтів += вихід.stat().st_size
    return Результат(завдання.джерело, розміри, байтів, time.perf_counter() - t0)


async def продюсер(тека: Path, ціль: Path, черга: asyncio.Queue) -> int:
    n = 0
    for шлях in sorted(тека.rglob("*")):
        if шлях.suffix.lower() in РОЗШИРЕННЯ:
            await черга.put(Завдання(шлях, ціль))
            n += 1
    for _ in range(ВОРКЕРІВ):
        await черга.put(СТОП)
    return n


def воркер(номер: int, черга: asyncio.Queue, результати: asyncio.Queue) -> None:
    while (завдання := await черга.get()) is not СТОП:
        try:
            р = await asyncio.to_thread(ресайз, завдання)
        except OSError, ValueError as e:
            р = Результат(завдання.джерело, {}, 0, 0.0, помилка=f"{type(e).__name__}: {e}")
        await результати.put(р)
    await результати.put(СТОП)


@asynccontextmanager
async def csv_звіт(шлях: Path):
    f = шлях.open("w", newline="", encoding="utf-8")
    writer = csv.writer(f)
    writer.writerow(["файл", *РОЗМІРИ, "байтів", "секунд", "помилка"])
    try:
        yield writer
    finally:
        f.close()


async def записувач(результати: asyncio.Queue, звіт: Path) -> tuple[int, int]:
    готово = помилок = 0
    закінчили = 0
    async with csv_звіт(звіт) as writer:
        while закінчили < ВОРКЕРІВ:
            р = await результати.get()
            if р is СТОП:
                закінчили += 1
                continue
            розміри = [f"{w}x{h}" for w, h in (р.розміри.get(k, (0, 0) for k in РОЗМІРИ)]
            writer.writerow([р.джерело.name, *розміри, р.байтів, f"{р.секунд:.2f}", р.помилка or ""])
            if р.помилка:
                помилок += 1
                print(f"  ✗ {р.джерело.name}: {р.помилка}", file=sys.stderr)
            else:
                готово += 1
    return готово, помилок


async def main(тека: Path, ціль: Path) -> int:
    ціль.mkdir(parents=True, exist_ok=True)
    черга: asyncio.Queue = asyncio.Queue(maxsize=ВОРКЕРІВ * 4)
    результати: asyncio.Queue = asyncio.Queue()
    t0 = time.perf_counter()
    async with asyncio.TaskGroup() as tg:
        всього = tg.create_task(продюсер(тека, ціль, черга))
        for i in range(ВОРКЕРІВ):
            tg.create_task(воркер(i, черга, результати))
        підсумок = tg.create_task(записувач(результати, ціль / "звіт.csv"))
    готово, помилок = підсумок.result()
    print(f"{всього.result()} фото, готово {готово}, помилок {помилок}, "
          f"{time.perf_counter() - t0:.1f} с"
    return 1 if помилок else 0


if __name__ == "__main__":
    src = Path(sys.argv[1] if len(sys.argv) > 1 else "photos")
    dst = Path(sys.argv[2] if len(sys.argv) > 2 else "thumbs")
    sys.exit(asyncio.run(main(src, dst)))
