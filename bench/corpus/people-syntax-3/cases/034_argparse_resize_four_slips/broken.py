#!/usr/bin/env python3
"""resize-photos: shrink every JPEG in a folder for the web."""
import argparse
import logging
import sys
from pathlib import Path

from PIL import Image

log = logging.getLogger("resize")


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("src", type=Path, help="folder with the originals)
    p.add_argument("dst", type=Path, help="output folder (created if missing)")
    p.add_argument("--max-side", type=int, default=1600 help="longest side in pixels")
    p.add_argument("--quality", type=int, default=82, choices=range(30, 96), metavar="30-95")
    p.add_argument("--overwrite", action="store_true", help="replace existing output files")
    p.add_argument("-v", "--verbose", action="store_true")
    return p.parse_args(argv)


def resize_one(src: Path, dst: Path, max_side: int, quality: int) -> bool:
    with Image.open(src) as im:
        im = im.convert("RGB")
        w, h = im.size
        scale = max_side / max(w, h)
        if scale < 1:
            im = im.resize((round(w * scale), round(h * scale)), Image.LANCZOS)
        im.save(dst, "JPEG", quality=quality, optimize=True, progressive=True)
    return scale < 1


def main(argv=None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(message)s")
    if not args.src.is_dir():
        log.error("%s is not a directory", args.src)
        return 1
    args.dst.mkdir(parents=True, exist_ok=True)
    done = skipped = 0
    for src in sorted(args.src.glob("*.jp*g")):
        dst = args.dst / src.name
        if dst.exists() and not args.overwrite
            log.debug("skip %s (exists)", dst)
            skipped += 1
            continue
        shrunk = resize_one(src, dst, args.max_side, args.quality)
        log.debug("%s %s", "resized" if shrunk else "copied", src.name)
        done += 1
    log.info("%d written, %d skipped", done, skipped
    return 0


if __name__ == "__main__":
    sys.exit(main())
