#!/usr/bin/env python3
"""rotate-logs: compress and prune old log files.

Usage: rotate-logs /var/log/myapp --keep 14 --dry-run
"""
import argparse
import gzip
import shutil
import sys
import time
from pathlib import Path


def parse_args(argv=None):
    p = argparse.ArgumentParser(prog="rotate-logs", description=__doc__.splitlines()[0])
    p.add_argument("directory", type=Path)
    p.add_argument("--keep", type=int, default=7 help="days of compressed logs to keep")
    p.add_argument("--pattern", default="*.log.[0-9]*")
    p.add_argument("--dry-run", action="store_true")
    p.add_argument("-v", "--verbose", action="count", default=0)
    return p.parse_args(argv)


def compress(path: Path, dry_run: bool) -> Path:
    target = path.with_name(path.name + ".gz")
    if dry_run:
        return target
    with path.open("rb") as src, gzip.open(target, "wb") as dst:
        shutil.copyfileobj(src, dst)
    path.unlink()
    return target


def main(argv=None) -> int:
    args = parse_args(argv)
    if not args.directory.is_dir():
        print(f"rotate-logs: {args.directory}: not a directory", file=sys.stderr)
        return 2
    cutoff = time.time() - args.keep * 86400
    compressed = removed = 0
    for path in sorted(args.directory.glob(args.pattern)):
        if path.suffix == ".gz":
            continue
        gz = compress(path, args.dry_run)        compressed += 1
        if args.verbose:
            print(f"compressed {path} -> {gz.name}")
    for gz in args.directory.glob("*.gz"):
        if gz.stat().st_mtime < cutoff:
            if not args.dry_run:
                gz.unlink()
            removed += 1
            if args.verbose > 1:
                print(f"removed {gz}")
    print(f"{compressed} compressed, {removed} removed{' (dry run)' if args.dry_run else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
