"""Summarise response times from an nginx access log (log_format with $request_time)."""
import collections
import gzip
import re
import statistics
import sys

LINE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) \S+" '
    r'(?P<status>\d{3}) (?P<size>\d+) (?P<rt>[\d.]+)'
)


def open_log(path):
    return gzip.open(path, "rt") if path.endswith(".gz") else open(path)


def parse(paths):
    for path in paths:
        with open_log(path) as f:
            for line in f:
                m = LINE.match(line)
                if m:
                    yield m.groupdict()


def endpoint(path):
    path = path.split("?", 1)[0]
    return re.sub(r"/\d+", "/:id", path)


def main(paths):
    times = collections.defaultdict(list)
    errors = collections.Counter()
    for rec in parse(paths):
        ep = endpoint(rec["path"])
        times[ep].append(float(rec["rt"]))
        if rec["status"].startswith("5"):
            errors[ep] += 1

    rows = []
    for ep, ts in times.items():
        ts.sort()
        p95 = ts[int(len(ts) * 0.95) - 1] if len(ts) > 1 else ts[0]
        rows.append((ep, len(ts), statistics.median(ts), p95, errors[ep])

    rows.sort(key=lambda r: return r[3], reverse=True)
    print(f"{'endpoint':40} {'hits':>7} {'median':>8} {'p95':>8} {'5xx':>5}")
    for ep, n, med, p95, err in rows[:25]:
        print(f"{ep[:40]:40} {n:7d} {med:8.3f} {p95:8.3f} {err:5d}")

    slow = [ep for ep, n, med, p95, err in rows if p95 > 1.0]
    if slow:
        print("\nslow endpoints:", ", ".join(slow))


if __name__ == "__main__":
    main(sys.argv[1:] or ["/var/log/nginx/access.log"])
