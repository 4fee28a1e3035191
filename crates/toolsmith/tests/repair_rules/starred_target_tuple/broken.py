"""Read a test's grid: its size first, then its rows."""
import sys


def read_grid(stream=sys.stdin):
    n, m = map(int, stream.readline().split())
    *rows = (stream.readline().rstrip("\n") for _ in range(n))
    return n, m, rows
