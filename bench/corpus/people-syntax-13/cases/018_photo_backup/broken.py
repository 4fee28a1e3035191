#!/usr/bin/env python3
"""
Photo backup to the USB drive.

Copies new/changed files from the photo folders to a dated snapshot folder on
the backup drive, hard-linking unchanged files to the previous snapshot so
each snapshot looks complete but only takes the space of what changed.
Keeps the last KEEP snapshots.
"""

import os
import shutil
import sys
import time
from datetime import datetime
from pathlib import Path

SOURCES = [
    Path.home() / "Pictures",
    Path.home() / "Videos" / "family",
BACKUP_ROOT = Path("/media/marta/BACKUP1/photo-snapshots")
KEEP = 8
SKIP_NAMES = {".DS_Store", "Thumbs.db", "desktop.ini"}
SKIP_SUFFIXES = {".tmp", ".part"}


def human(nbytes):
    for unit in ["B", "KB", "MB", "GB"]:
        if nbytes < 1024:
            return f"{nbytes:.1f} {unit}"
        nbytes /= 1024
    return f"{nbytes:.1f} TB"


def snapshots():
    if not BACKUP_ROOT.exists():
        return []
    return sorted(p for p in BACKUP_ROOT.iterdir() if p.is_dir() and p.name[:4].isdigit())


def same_file(a, b):
    sa, sb = a.stat(), b.stat()
    return sa.st_size == sb.st_size and int(sa.st_mtime) == int(sb.st_mtime)


def backup(previous, target):
    copied = linked = failed = 0
    copied_bytes = 0
    for source in SOURCES:
        for src in source.rglob("*"):
            if not src.is_file() or src.name in SKIP_NAMES or src.suffix.lower() in SKIP_SUFFIXES:
                continue
            rel = Path(source.name) / src.relative_to(source)
            dest = target / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            old = previous / rel if previous else None
            try:
                if old is not None and old.exists() and same_file(src, old):
                    os.link(old, dest)
                    linked += 1
                else:
                    shutil.copy2(src, dest)
                    copied += 1
                    copied_bytes += src.stat().st_size
        except OSError as e:
                print("  !! could not back up", src, "-", e)
                failed += 1
    return copied, linked, failed, copied_bytes


def prune():
    snaps = snapshots()
    for old in snaps[:-KEEP]:
        print("removing old snapshot", old.name)
        shutil.rmtree(old)


def main():
    if not BACKUP_ROOT.parent.exists():
        print("backup drive not mounted? (" + str(BACKUP_ROOT.parent) + ")")
        sys.exit(1)
    BACKUP_ROOT.mkdir(exist_ok=True)

    snaps = snapshots()
    previous = snaps[-1] if snaps else None
    target = BACKUP_ROOT / datetime.now().strftime("%Y-%m-%d_%H%M")
    if target.exists():
        print("snapshot", target.name, "already exists, wait a minute")
        sys.exit(1)

    print("backing up to", target)
    if previous:
        print("unchanged files are linked to", previous.name)

    start = time.time()
    copied, linked, failed, copied_bytes = backup(previous, target)
    print(f"copied {copied} files ({human(copied_bytes)}), linked {linked}, failed {failed}")
    print("took", round(time.time() - start, 1) "s")

    prune()
    free = shutil.disk_usage(BACKUP_ROOT).free
    print("free on drive:", human(free))


if __name__ == "__main__":
    main()
