import os
import sys
import shutil
from datetime import datetime

PHOTO_EXTS = {".jpg", ".jpeg", ".png", ".heic"}


def taken_at(path):
    """Best guess at when the photo was taken: the file's modification time."""
    return datetime.fromtimestamp(os.path.getmtime(path))


def new_name(path, when, seen):
    ext = os.path.splitext(path)[1].lower()
    base = when.strftime("%Y-%m-%d_%H%M%S")
    candidate = base + ext
    counter = 1
    while candidate in seen:
        candidate = f"{base}_{counter}{ext}"
        counter += 1
    seen.add(candidate)
    return candidate


def rename_photos(folder, dry_run=True):
    seen = set()
    renamed = 0
    for name in sorted(os.listdir(folder)):
        src = os.path.join(folder, name)
        if not os.path.isfile(src):
            continue
        if os.path.splitext(name)[1].lower() not in PHOTO_EXTS:
            continue
        target = new_name(src, taken_at(src), seen)
        if target == name:
            continue
        dst = os.path.join(folder, target)
        print(f"{name} -> {target}")
        if not dry_run:
            shutil.move(src, dst)
        renamed += 1
    return renamed


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: rename_photos.py FOLDER [--apply]")
        sys.exit(1)
    folder = sys.argv[1]
    apply = "--apply" in sys.argv
    count = rename_photos(folder, dry_run=not apply)
    if apply:
        print(f"Renamed {count} photos.")
    else:
        print(f"{count} photos would be renamed. Run again with --apply to do it.")
