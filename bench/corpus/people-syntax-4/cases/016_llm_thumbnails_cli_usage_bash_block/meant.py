import argparse
from pathlib import Path

from PIL import Image, ImageOps

SUPPORTED = {".jpg", ".jpeg", ".png", ".webp"}


def make_thumbnail(src, dst, size, quality):
    with Image.open(src) as img:
        img = ImageOps.exif_transpose(img)
        img.thumbnail((size, size))
        if img.mode in ("RGBA", "P") and dst.suffix.lower() in (".jpg", ".jpeg"):
            img = img.convert("RGB")
        img.save(dst, quality=quality, optimize=True)


def parse_args():
    parser = argparse.ArgumentParser(description="Create thumbnails for every image in a folder.")
    parser.add_argument("folder", type=Path, help="folder with the original images")
    parser.add_argument("--size", type=int, default=256, help="longest side in pixels")
    parser.add_argument("--quality", type=int, default=85, help="JPEG/WebP quality (1-95)")
    parser.add_argument("--out", type=Path, default=Path("thumbs"), help="output folder")
    parser.add_argument("--overwrite", action="store_true", help="redo existing thumbnails")
    return parser.parse_args()


def main():
    args = parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    done = skipped = 0
    for src in sorted(args.folder.iterdir()):
        if src.suffix.lower() not in SUPPORTED:
            continue
        dst = args.out / src.name
        if dst.exists() and not args.overwrite:
            skipped += 1
            continue
        make_thumbnail(src, dst, args.size, args.quality)
        done += 1
    print(f"{done} thumbnails written to {args.out}, {skipped} already there")


if __name__ == "__main__":
    main()
