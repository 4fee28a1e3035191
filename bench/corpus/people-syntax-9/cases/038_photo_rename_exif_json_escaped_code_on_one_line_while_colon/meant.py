"""Rename holiday photos to their capture date: 2023-08-14_153012.jpg"""
import re
import sys
from datetime import datetime
from pathlib import Path

from PIL import Image

NAME_RE = re.compile(r"^\d{4}-\d{2}-\d{2}_\d{6}(_\d+)?\.jpe?g$", re.IGNORECASE)


def exif_datetime(path):
    """Return the DateTimeOriginal of a JPEG as a datetime, or None."""
    with Image.open(path) as img:
        raw = img.getexif().get_ifd(0x8769).get(36867)
    if not raw:
        return None
    try:
        return datetime.strptime(raw, "%Y:%m:%d %H:%M:%S")
    except ValueError:
        return None


def target_name(folder, when, suffix):
    base = when.strftime("%Y-%m-%d_%H%M%S")
    candidate = folder / f"{base}{suffix}"
    n = 1
    while candidate.exists():
        candidate = folder / f"{base}_{n}{suffix}"
        n += 1
    return candidate


def main(folder):
    folder = Path(folder)
    renamed = skipped = 0
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in (".jpg", ".jpeg") or NAME_RE.match(path.name):
            continue
        when = exif_datetime(path)
        if when is None:
            print("no date:", path.name)
            skipped += 1
            continue
        new = target_name(folder, when, path.suffix.lower())
        path.rename(new)
        print(f"{path.name} -> {new.name}")
        renamed += 1
    print(f"{renamed} renamed, {skipped} without a date")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
