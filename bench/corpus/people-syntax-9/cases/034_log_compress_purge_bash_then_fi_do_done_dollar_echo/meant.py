#!/usr/bin/env python3
# nightly: compress yesterday's app logs and delete archives older than 30 days
import gzip
import os
import shutil
import sys
import time
from pathlib import Path

LOG_DIR = Path(os.environ.get("LOG_DIR", "/var/log/myapp"))
KEEP_DAYS = 30


def compress_old_logs(log_dir):
    count = 0
    for log in sorted(log_dir.glob("*.log.1")):
        target = log.with_name(log.name + ".gz")
        with open(log, "rb") as src, gzip.open(target, "wb") as dst:
            shutil.copyfileobj(src, dst)
        log.unlink()
        count += 1
    return count


def purge_archives(log_dir, days):
    cutoff = time.time() - days * 86400
    removed = 0
    for archive in log_dir.glob("*.gz"):
        if archive.stat().st_mtime < cutoff:
            archive.unlink()
            removed += 1
    return removed


if __name__ == "__main__":
    if not LOG_DIR.is_dir():
        print(f"{LOG_DIR} does not exist", file=sys.stderr)
        sys.exit(1)
    done = compress_old_logs(LOG_DIR)
    gone = purge_archives(LOG_DIR, KEEP_DAYS)
    print(f"compressed {done}, removed {gone} archives older than {KEEP_DAYS} days")
