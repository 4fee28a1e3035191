#!/usr/bin/env python3
"""Find duplicate files under a directory by content hash."""
import argparse
import hashlib
import os
import sys
from collections import defaultdict
from pathlib import Path


def file_digest(path: Path, chunk_size: int = 1 << 16) -> str:
    h = hashlib.blake2b(digest_size=20)
    with path.open("rb") as fh:
        while chunk := fh.read(chunk_size):
            h.update(chunk)
    return h.hexdigest()


def find_duplicates(root: Path, min_size: int, follow_links: bool) -> dict[str, list[Path]]:
    by_size: dict[int, list[Path]] = defaultdict(list)
    for dirpath, _dirs, files in os.walk(root, followlinks=follow_links):
        for name in files:
            p = Path(dirpath, name)
            try:
                size = p.stat().st_size
            except OSError:
                continue
            if size >= min_size:
                by_size[size].append(p)

    by_hash: dict[str, list[Path]] = defaultdict(list)
    for size, paths in by_size.items():
        if len(paths) < 2:
            continue
        for p in paths:
            by_hash[file_digest(p)].append(p)
    return {h: ps for h, ps in by_hash.items() if len(ps) > 1}


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("root", type=Path)
    parser.add_argument(
        "--min-size",
        type=int,
        default=1,
        help="ignore files smaller than this many bytes",
    )
    parser.add_argument("--follow-links", action="store_true")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    dupes = find_duplicates(args.root, min_size=args.min_size, follow_links=args.follow_links)
    if args.json:
        import json
        json.dump({h: [str(p) for p in ps] for h, ps in dupes.items()}, sys.stdout, indent=2)
        return 0
    wasted = 0
    for h, paths in sorted(dupes.items(), key=lambda kv: -len(kv[1])):
        size = paths[0].stat().st_size
        wasted += size * (len(paths) - 1)
        print(f"{h[:12]}  {size:>10}  x{len(paths)}")
        for p in paths:
            print(f"    {p}")
    print(f"{len(dupes)} groups, {wasted / 1e6:.1f} MB reclaimable", file=sys.stderr)
    return 1 if dupes else 0


if __name__ == "__main__":
    sys.exit(main())
