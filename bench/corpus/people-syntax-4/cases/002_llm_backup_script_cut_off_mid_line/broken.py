Here is a backup script that only copies files that changed since the last run and keeps a week of history:

```python
#!/usr/bin/env python3
"""Nightly backup: copy changed files from SOURCE to a dated folder in DEST,
keep the last KEEP backups and delete older ones."""
import hashlib
import logging
import shutil
import sys
from datetime import datetime
from pathlib import Path

SOURCE = Path.home() / "Documents"
DEST = Path("/mnt/backup/documents")
KEEP = 7

logging.basicConfig(
    level=logging.INFO,
    format="%(asctime)s %(levelname)s %(message)s",
)
log = logging.getLogger("backup")


def file_hash(path, chunk_size=65536):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(chunk_size), b""):
            h.update(chunk)
    return h.hexdigest()


def latest_backup():
    backups = sorted(p for p in DEST.iterdir() if p.is_dir())
    return backups[-1] if backups else None


def copy_changed(target, previous):
    copied = 0
    for src in SOURCE.rglob("*"):
        if not src.is_file():
            continue
        rel = src.relative_to(SOURCE)
        dst = target / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        old = previous / rel if previous else None
        if old and old.exists() and file_hash(old) == file_hash(src):
            shutil.copy2(old, dst)
        else:
            shutil.copy2(src, dst)
            copied += 1
    return copied


def prune_old():
    backups = sorted(p for p in DEST.iterdir() if p.is_dir())
    for old in backups[:-KEEP]:
        log.info("removing old backup %s", old.name)
        shutil.rmtree(old)


def main():
    if not SOURCE.exists():
        log.error("source %s not found", SOURCE)
        return 1
    DEST.mkdir(parents=True, exist_ok=True)
    previous = latest_backup()
    target = DEST / datetime.now().strftime("%Y-%m-%d_%H%M")
    target.mkdir()
    copied = copy_changed(target, previous)
    log.info("copied %d changed files into %s", copied, target)
    prune_old()
    return 0


if __name__ == "__main__":
    sys.exit(main(