#!/usr/bin/env python3
"""disk_report.py - show what is eating the disk on the build box."""
import argparse
import os
import sys


def human_size(num_bytes):
    """Return a human readable size like '3.2 GB'."""
    for unit in ["B", "KB", "MB", "GB", "TB"]:
        if num_bytes < 1024:
            return f"{num_bytes:.1f} {unit}"
        num_bytes /= 1024
    return f"{num_bytes:.1f} PB"


def largest_files(root, limit=20):
    """
    Walk `root` and return the `limit` largest files as (path, size) tuples,
    largest first. Files that disappear or can't be read are skipped.
    """
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        # don't descend into .git or node_modules, they are huge and boring
        dirnames[:] = [d for d in dirnames if d not in (".git", "node_modules")]
        for name in filenames:
            path = os.path.join(dirpath, name)
            try:
                size = os.path.getsize(path)
            except OSError:
                continue
            found.append((path, size))
    return sorted(found, key=lambda item: item[1], reverse=True)[:limit]


def main():
    parser = argparse.ArgumentParser(description="list the biggest files under a directory")
    parser.add_argument("root", nargs="?", default=".")
    parser.add_argument("-n", "--limit", type=int, default=20)
    args = parser.parse_args()

    if not os.path.isdir(args.root):
        print(f"not a directory: {args.root}", file=sys.stderr)
        return 1

    total = 0
    for path, size in largest_files(args.root, args.limit):
        total += size
        print(f"{human_size(size):>10}  {path}")
    print("-" * 40)
    print(f"{human_size(total):>10}  in the top {args.limit} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
