import re
import sys
from collections import Counter

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\w+) (?P<path>\S+)[^"]*" '
    r'(?P<status>\d{3}) (?P<size>\d+|-)'
)


def parse(path):
    entries = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = LINE_RE.match(line)
            if not m:
                continue
            d = m.groupdict()
            d["status"] = int(d["status"])
            d["size"] = 0 if d["size"] == "-" else int(d["size"])
            entries.append(d)
    return entries


def summary(entries):
    status_counts = Counter(e["status"] for e in entries)
    errors = [e for e in entries if e["status"] >= 500]
    top_paths = Counter(e["path"] for e in entries).most_common(5)
    total_bytes = sum(e["size"] for e in entries)

    print(f"requests: {len(entries)}")
    print(f"traffic:  {total_bytes / 1024 / 1024:.1f} MB")
    for status, n in sorted(status_counts.items()):
        print(f"  {status}: {n}")
    print("top paths:")
    for path, n in top_paths:
        print(f"  {n:>6}  {path}")
    label = "errors" if len(errors) != 1 else "error"
    print(f"{len(errors)} server {label}")


if __name__ == "__main__":
    summary(parse(sys.argv[1] if len(sys.argv) > 1 else "access.log"))
