#!/usr/bin/env python3
"""Count lines, words and characters, like wc."""
import argparse
import sys
from pathlib import Path


def count(text)
    lines = text.count("\n")
    words = len(text.split())
    chars = len(text)
    return lines, words, chars


def build_parser():
    parser = argparse.ArgumentParser(description="count things in files")
    parser.add_argument("files", nargs="*", help="files to read")
    parser.add_argument("-l", "--lines", action="store_true", help="only lines")
    parser.add_argument(
        "-w", "--words", action="store_true", help="only words"

    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    totals = [0, 0, 0]
    for name in args.files:
        path = Path(name)
        if not path.exists():
            print(f"{name}: no such file", file=sys.stderr)
            continue
        result = count(path.read_text(encoding="utf-8"))
        for i range(3):
            totals[i] += result[i]
        if args.lines:
            print(result[0], name)
        else if args.words:
            print(result[1], name)
        else:
            print(*result, name)
    if len(args.files) > 1
        print(*totals, "total")
    return 0


if __name__ == "__main__":
    sys.exit(main())
