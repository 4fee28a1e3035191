#!/usr/bin/env python3
"""Usage: python rename_photos.py ~/Pictures/holiday [--dry-run]"""
import os
import sys
from datetime import datetime
from pathlib import Path

EXTENSIONS = {".jpg", ".jpeg", ".png", ".heic", ".mp4", ".mov"}


def new_name(path, counter):
    stamp = datetime.fromtimestamp(path.stat().st_mtime)
    return f"{stamp:%Y-%m-%d_%H%M%S}_{counter:03d}{path.suffix.lower()}"


def collect(folder):
    files = []
    for p in sorted(folder.iterdir()):
        if p.is_file() and p.suffix.lower() in EXTENSIONS:
            files.append(p)
    files.sort(key=lambda p: p.stat().st_mtime)
    return files


def rename_all(folder, dry_run=False):
    files = collect(folder)
    done = 0
    for counter, p in enumerate(files, start=1):
        target = p.with_name(new_name(p, counter))
        if target.exists():
            print(f"SKIP {p.name}: {target.name} already exists")
            continue
        print(f"{p.name}  ->  {target.name}")
        if not dry_run:
            os.rename(p, target)
        done += 1
    return done


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 1
    folder = Path(argv[1]).expanduser()
    if not folder.is_dir():
        print(folder, "is not a folder")
        return 1
    dry = "--dry-run" in argv
    n = rename_all(folder, dry_run=dry)
    if dry:
        print(n, "files would be renamed (dry run)")
    else:
        print(n, "files renamed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
