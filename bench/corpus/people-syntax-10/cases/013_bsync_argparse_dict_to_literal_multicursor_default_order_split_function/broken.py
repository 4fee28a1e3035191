#!/usr/bin/env python3
"""bsync - copy a project tree to a backup disk, skipping what has not changed."""
import argparse
import fnmatch
import logging
import os
import shutil
import sys

DEFAULTS = {
    "dest": "/media/backup/projects",
    "exclude": [".git", "__pycache__", "*.pyc", "node_modules"],
    "log_level"= "INFO",
    "checksum": False,
)
log = logging.getLogger("bsync")


    copied = skipped = 0
    for root, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if not _excluded(d, exclude)]
        rel = os.path.relpath(root, src)
        target_dir = os.path.join(dest, rel)
        if not dry_run:
            os.makedirs(target_dir, exist_ok=True)
        for name in files:
            if _excluded(name, exclude):
                continue
            s = os.path.join(root, name)
            d = os.path.join(target_dir, name)
            if _unchanged(s, d):
                skipped += 1
                continue
            log.debug("copy %s -> %s", s, d)
            if not dry_run:
                shutil.copy2(s, d)
            copied += 1
    return copied, skipped


def _excluded(name, patterns):
    return any(fnmatch.fnmatch(name, p) for p in patterns)


def _unchanged(src_file, dest_file):
    try:
        a, b = os.stat(src_file), os.stat(dest_file)
    except FileNotFoundError:
        return False
    return a.st_size == b.st_size and int(a.st_mtime) <= int(b.st_mtime)


def sync(src, dest, dry_run=False, exclude):
    if not os.path.isdir(src):
        raise SystemExit(f"not a directory: {src}")
    if os.path.abspath(dest).startswith(os.path.abspath(src) + os.sep):
        raise SystemExit("destination is inside the source tree")
    copied, skipped = _copy_tree(src, dest, exclude, dry_run)
    verb = "would copy" if dry_run else "copied"
    log.info("%s %d files, %d unchanged", verb, copied, skipped)
    return copied


def parse_args(argv):
    p = argparse.ArgumentParser(prog="bsync", description=__doc__)
    p.add_argument("src", help="project directory to back up")
    p.add_argument("dest", nargs="?", default=DEFAULTS["dest"])
    p.add_argument("-x", "--exclude", action="append", default=list(DEFAULTS["exclude"]),
                   help="glob pattern to skip (repeatable)")
    p.add_argument("-n", "--dry-run", action="store_true")
    p.add_argument("--log-level", default=DEFAULTS["log_level"],
                   choices=["DEBUG", "INFO", "WARNING", "ERROR"])
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(level=args.log_level, format="%(levelname)s %(message)s")
    project = os.path.basename(os.path.abspath(args.src))
    dest = os.path.join(args.dest, project)
    try:
        sync(args.src, dest, args.exclude, dry_run=args.dry_run)
    except OSError as exc:
        log.error("backup failed: %s", exc)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
