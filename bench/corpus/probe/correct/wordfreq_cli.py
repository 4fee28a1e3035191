#!/usr/bin/env python3
"""Word frequency tool.  Usage: wordfreq_cli.py [FILE ...] [-n N]"""
import argparse
import re
import sys
from collections import Counter

STOPWORDS = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "it"}

SAMPLE = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief"""


def words(text, drop_stopwords=True):
    """
    >>> words("The cat and THE dog")
    ['cat', 'dog']
    >>> words("The cat", drop_stopwords=False)
    ['the', 'cat']
    """
    ws = re.findall(r"[a-z]+(?:'[a-z]+)?", text.lower())
    if drop_stopwords:
        ws = [w for w in ws if w not in STOPWORDS]
    return ws


def top_n(text, n=3):
    """
    >>> top_n(SAMPLE, 2)
    [('was', 5), ('times', 2)]
    """
    return Counter(words(text)).most_common(n)


def format_table(pairs):
    """
    >>> print(format_table([("was", 6), ("age", 2)]))
    was   6
    age   2
    """
    if not pairs:
        return ""
    width = max(len(w) for w, _ in pairs) + 2
    return "\n".join(f"{w:<{width}}{c:>2}" for w, c in pairs)


def read_sources(paths):
    chunks = []
    for p in paths:
        if p == "-":
            chunks.append(sys.stdin.read())
        else:
            with open(p, encoding="utf-8") as f:
                chunks.append(f.read())
    return "\n".join(chunks)


def build_parser():
    ap = argparse.ArgumentParser(description="count word frequencies")
    ap.add_argument("files", nargs="*", help="files to read ('-' for stdin)")
    ap.add_argument("-n", type=int, default=5, help="how many words to show")
    return ap


def main(argv=None):
    args = build_parser().parse_args(argv)
    text = read_sources(args.files) if args.files else SAMPLE
    print(format_table(top_n(text, args.n)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
