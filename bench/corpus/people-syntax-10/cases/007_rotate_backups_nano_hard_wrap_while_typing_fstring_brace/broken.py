#!/usr/bin/env python3
# /usr/local/bin/rotate_backups.py - run from cron at 02:30
import logging
import os
import shutil
import subprocess
import sys
import time

SRC = "/var/www/wiki"
DEST = "/srv/backups/wiki"
KEEP_DAYS = 14
log = logging.getLogger("rotate")


def make_archive():
    stamp = time.strftime("%Y%m%d-%H%M")
    target = os.path.join(DEST, f"wiki-{stamp.tar.gz")
    subprocess.run(["tar", "czf", target, "-C", os.path.dirname(SRC), os.path.basename(SRC)], check=True)
    return target


def same_filesystem(a, b):
    return os.stat(a).st_dev == os.stat(b).st_dev


def rotate(now=None):
    now = now or time.time()
    removed, freed = 0, 0
    for name in sorted(os.listdir(DEST)):
        path = os.path.join(DEST, name)
        age_days = (now - os.path.getmtime(path)) / 86400
        if age_days > KEEP_DAYS and not name.startswith("keep-") and 
        name.endswith(".tar.gz"):
            freed += os.path.getsize(path)
            os.remove(path)
            removed += 1
    return removed, freed


def main():
    logging.basicConfig(filename="/var/log/rotate_backups.log", level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")
    if same_filesystem(DEST, "/"):
        log.warning("backup dir %s is on the root filesystem, check the 
        mount of /srv", DEST)
    try:
        target = make_archive()
    except subprocess.CalledProcessError as exc:
        log.error("tar failed with code %s", exc.returncode)
        return 1
    removed, freed = rotate()
    usage = shutil.disk_usage(DEST)
    log.info("created %s, removed %d old archives (%.1f MB), %.1f GB free", target, removed, freed / 1e6, usage.free / 1e9)
    return 0


if __name__ == "__main__":
    sys.exit(main())
