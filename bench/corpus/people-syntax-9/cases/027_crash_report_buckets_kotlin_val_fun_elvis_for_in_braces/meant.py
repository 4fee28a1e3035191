# quick script to bucket our app's crash reports by version and severity
import csv
import sys
from collections import defaultdict

SEVERITY_ORDER = ["fatal", "error", "warning"]


def severity_of(row):
    kind = row["type"].lower()
    if kind in ("anr", "native_crash", "crash"):
        return "fatal"
    elif kind == "exception":
        return "error"
    else:
        return "warning"


def load(path):
    buckets = defaultdict(lambda: defaultdict(int))
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            version = row["app_version"] or "unknown"
            buckets[version][severity_of(row)] += 1
    return buckets


def main(path):
    buckets = load(path)
    versions = sorted(buckets, key=lambda v: [int(p) if p.isdigit() else 0 for p in v.split(".")])
    for version in versions:
        counts = buckets[version]
        line = ", ".join(f"{s}={counts[s]}" for s in SEVERITY_ORDER)
        print(f"{version:>10}  {line}")
    worst = max(versions, key=lambda v: buckets[v]["fatal"])
    print(f"most fatal crashes: {worst} ({buckets[worst]['fatal']})")


if __name__ == "__main__":
    main(sys.argv[1])
