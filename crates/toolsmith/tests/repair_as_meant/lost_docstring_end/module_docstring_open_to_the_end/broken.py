"""wc - count the lines of a file.

Usage: python wc.py FILE
import sys


def count(path):
    with open(path) as f:
        return sum(1 for _ in f)


print(count(sys.argv[1]))
