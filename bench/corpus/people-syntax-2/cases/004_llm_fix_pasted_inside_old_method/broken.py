"""Summarise an nginx access log: top paths, status codes, bytes served."""
import re
import sys
from collections import Counter, namedtuple

Entry = namedtuple("Entry", "ip path status size")

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[[^\]]+\] "(?P<method>\S+) (?P<path>\S+) [^"]*" '
    r'(?P<status>\d{3}) (?P<size>\S+)'
)


class AccessLog:
    def __init__(self, path):
        self.path = path
        self.skipped = 0

    def parse_line(self, line):
        parts = line.split()
        try:
            ip, path, status = parts[0], parts[6], int(parts[8])
    def parse_line(self, line):
        m = LINE_RE.match(line)
        if not m:
            self.skipped += 1
            return None
        try:
            size = int(m.group("size"))
        except ValueError:
            size = 0  # nginx writes "-" when no body was sent
        return Entry(m.group("ip"), m.group("path"), int(m.group("status")), size)
        except (IndexError, ValueError):
            self.skipped += 1
            return None
        return Entry(ip, path, status, int(parts[9]))

    def entries(self):
        with open(self.path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                entry = self.parse_line(line)
                if entry is not None:
                    yield entry


def summarise(log, top=10):
    paths = Counter()
    statuses = Counter()
    total_bytes = 0
    for e in log.entries():
        paths[e.path] += 1
        statuses[e.status] += 1
        total_bytes += e.size
    print(f"{sum(statuses.values())} requests, {total_bytes / 1e6:.1f} MB served")
    print(f"{log.skipped} lines could not be parsed")
    print()
    print("status codes:")
    for status, n in sorted(statuses.items()):
        print(f"  {status}  {n}")
    print()
    print(f"top {top} paths:")
    for path, n in paths.most_common(top):
        print(f"  {n:>7}  {path}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: logsummary.py ACCESS_LOG")
    summarise(AccessLog(sys.argv[1]))
