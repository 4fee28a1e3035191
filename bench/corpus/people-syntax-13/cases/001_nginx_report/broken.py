#!/usr/bin/env python3
"""
nginx_report.py - Summarize an nginx access log (combined format).

Usage:
    python nginx_report.py /var/log/nginx/access.log --top 15
    python nginx_report.py access.log.1 access.log.2.gz --since 2024-03-01

Features:
    - Reads plain and gzip-compressed logs
    - Counts requests per status code, per path and per client IP
    - Reports total bytes served and the busiest hour
"""

import argparse
import gzip
import re
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

# Regex for the default "combined" log format
LOG_PATTERN = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<time>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) [^"]*" '
    r'(?P<status>\d{3}) (?P<size>\d+|-) '
    r'"(?P<referrer>[^"]*)" "(?P<agent>[^"]*)"'
)

TIME_FORMAT = "%d/%b/%Y:%H:%M:%S %z"


def open_log(path: Path):
    """Open a log file, transparently handling .gz files."""
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8", errors="replace")
        else:
        return path.open("r", encoding="utf-8", errors="replace")


def parse_line(line: str):
    """Parse a single log line. Returns a dict, or None if the line doesn't match."""
    match = LOG_PATTERN.match(line)
    if not match:
        return None
    entry = match.groupdict()
    try:
        entry["time"] = datetime.strptime(entry["time"], TIME_FORMAT)
    except ValueError:
        return None
    entry["size"] = 0 if entry["size"] == "-" else int(entry["size"])
    entry["path"] = entry["path"].split("?", 1)[0]  # drop the query string
    return entry


def summarize(paths, since=None):
    status_counts = Counter()
    path_counts = Counter()
    ip_counts = Counter()
    hour_counts = Counter()
    total_bytes = 0
    skipped = 0

    for path in paths:
        with open_log(path) as fh:
            for line in fh:
                entry = parse_line(line)
                if entry is None:
                    skipped += 1
                    continue
                if since and entry["time"].date() < since:
                    continue
                status_counts[entry["status"]] += 1
                path_counts[entry["path"]] += 1
                ip_counts[entry["ip"]] += 1
                hour_counts[entry["time"].strftime("%Y-%m-%d %H:00")] += 1
                total_bytes += entry["size"]

    return status_counts, path_counts, ip_counts, hour_counts, total_bytes, skipped


def main():
    parser = argparse.ArgumentParser(description="Summarize nginx access logs.")
    parser.add_argument("logs", nargs="+", type=Path, help="Log files (.log or .gz)")
    parser.add_argument("--top", type=int, default=10, help="How many paths/IPs to show")
    parser.add_argument("--since", type=lambda s: datetime.strptime(s, "%Y-%m-%d".date(),
                        help="Only count requests on or after this date (YYYY-MM-DD)")
    args = parser.parse_args()

    missing = [p for p in args.logs if not p.exists()]
    if missing:
        print(f"Error: file(s) not found: {', '.join(str(p) for p in missing)}", file=sys.stderr)
        sys.exit(1)

    statuses, paths, ips, hours, total_bytes, skipped = summarize(args.logs, args.since)
    total = sum(statuses.values())

    print(f"Requests: {total:,}  (skipped {skipped:,} unparseable lines)")
    print(f"Data served: {total_bytes / 1024 / 1024:.1f} MiB")
    if hours:
        busiest, busiest_n = hours.most_common(1)[0]
        print(f"Busiest hour: {busiest} ({busiest_n:,} requests)")

    print("\nStatus codes:")
    for status, n in sorted(statuses.items()):
        share = n / total * 100 if total else 0
        print(f"  {status}: {n:>8,}  ({share:5.1f}%)")

    print(f"\nTop {args.top} paths:")
    for path, n in paths.most_common(args.top):
        print(f"  {n:>8,}  {path}")

    print(f"\nTop {args.top} client IPs:")
    for ip, n in ips.most_common(args.top):
        print(f"  {n:>8,}  {i