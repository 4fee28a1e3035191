import sys
from datetime import datetime
from pathlib import Path

from PIL import Image

EXIF_DATETIME_ORIGINAL = 36867
EXTENSIONS = {".jpg", ".jpeg", ".png"}


def taken_at(path: Path) -> datetime | None:
    try:
        with Image.open(path) as img:
            exif = img.getexif()
            raw = exif.get_ifd(0x8769).get(EXIF_DATETIME_ORIGINAL) or exif.get(306)
    except OSError:
        return None
    if not raw:
        return None
    return datetime.strptime(raw, "%Y:%m:%d %H:%M:%S")


def rename_photos(folder: Path, dry_run: bool = False) -> None:
    used: set[str] = set()
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in EXTENSIONS:
            continue
        when = taken_at(path)
        if when is None:
            print(f"skip (no date): {path.name}")
            continue
        base = when.strftime("%Y-%m-%d_%H%M%S")
        name = base + path.suffix.lower()
        n = 1
        while name in used or (folder / name).exists() and (folder / name) != path:
            name = f"{base}_{n}{path.suffix.lower()}"
            n += 1
        used.add(name)
        print(f"{path.name} -> {name}")
        if not dry_run:
            path.rename(folder / name)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: python rename_photos.py FOLDER [--dry-run]")
        sys.exit(1)
    rename_photos(Path(sys.argv[1]), dry_run="--dry-run" in sys.argv)
