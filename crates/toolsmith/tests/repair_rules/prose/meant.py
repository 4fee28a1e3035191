# Here's a version that skips blank lines and counts each word once per line:

from collections import Counter


def word_counts(path):
    counts = Counter()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                counts.update(set(line.lower().split()))
    return counts
