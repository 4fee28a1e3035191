"""
Batch thumbnail generator.

Walks an input folder, resizes every image so that its longest side is at most
MAX_SIZE pixels, fixes the EXIF orientation, and writes the result to an output
folder with the same sub-folder structure. Originals are never modified.
"""

import argparse
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

SUPPORTED = {".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff"}
MAX_SIZE = 1600
JPEG_QUALITY = 85


def target_size(width: int, height: int, max_side: int) -> tuple[int, int]:
    """Return the new (width, height) so the longest side is at most max_side.

    Images that are already small enough keep their size; the aspect ratio is
    always preserved.
    """
    longest = max(width, height)
    if longest <= max_side:
        return width, height
    scale = max_side / longest
    return max(1, round(width * scale)), max(1, round(height * scale))


def iter_images(root: Path):
    """Yield every supported image file below root, sorted for stable output."""
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix.lower() in SUPPORTED:
            yield path


def make_thumbnail(src: Path, dst: Path, max_side: int, quality: int) -> tuple[int, int]:
    """Resize one image and save it to dst. Returns the new size."""
    with Image.open(src) as img:
        img = ImageOps.exif_transpose(img)
        new_size = target_size(img.width, img.height, max_side)
        if new_size != img.size:
            img = img.resize(new_size, Image.Resampling.LANCZOS)

        save_kwargs = {}
        if dst.suffix.lower() in {".jpg", ".jpeg"}:
            if img.mode in ("RGBA", "P"):
                img = img.convert("RGB")
            save_kwargs = {"quality": quality, "optimize": True, "progressive": True}

        dst.parent.mkdir(parents=True, exist_ok=True)
        img.save(dst, **save_kwargs)
        return new_size


def main() -> None:
    parser = argparse.ArgumentParser(description="Create resized copies of a folder of images.")
    parser.add_argument("input", type=Path, help="Folder with the original images")
    parser.add_argument("output", type=Path, help="Folder for the thumbnails")
    parser.add_argument("--max-size", type=int, default=MAX_SIZE, help="Longest side in pixels")
    parser.add_argument("--quality", type=int, default=JPEG_QUALITY, help="JPEG quality (1-95)")
    parser.add_argument("--overwrite", action="store_true", help="Re-create existing thumbnails")
    args = parser.parse_args()

    files = list(iter_images(args.input))
    if not files:
        print(f"No images found in {args.input}")
        return

    done = skipped = failed = 0
    for i, src in enumerate(files, start=1):
        dst = args.output / src.relative_to(args.input)
        if dst.exists() and not args.overwrite:
            skipped += 1
            continue
        try:
            w, h = make_thumbnail(src, dst, args.max_size, args.quality)
        except (UnidentifiedImageError, OSError) as exc:
            failed += 1
            print(f"[{i}/{len(files)}] FAILED {src.name}: {exc}")
            continue
        done += 1
        print(f"[{i}/{len(files)}] {src.relative_to(args.input)} -> {w}x{h}")

    print(f"\nDone: {done} created, {skipped} already existed, {failed} failed.")


if __name__ == "__main__":
    main()
