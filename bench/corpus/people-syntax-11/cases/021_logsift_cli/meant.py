#!/usr/bin/env python3
"""logsift - summarise and filter web server access logs.

Reads combined-format access logs (nginx/apache), plain or gzip-compressed, and
prints a summary (requests per status, top paths, top clients, slow requests) or
the matching lines themselves.

Examples:
    logsift.py summary /var/log/nginx/access.log*
    logsift.py grep --status 5xx --since 2024-05-01T00:00 access.log
    logsift.py top --by path --limit 20 access.log.1.gz
"""
from __future__ import annotations

import argparse
import collections
import gzip
import io
import ipaddress
import json
import re
import sys
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable, Iterator

__version__ = "1.4.0"

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ (?P<user>\S+) \[(?P<time>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) (?P<proto>[^"]+)" '
    r'(?P<status>\d{3}) (?P<size>\d+|-) '
    r'"(?P<referer>[^"]*)" "(?P<agent>[^"]*)"'
    r'(?: (?P<rt>\d+\.\d+))?'
)
TIME_FORMAT = "%d/%b/%Y:%H:%M:%S %z"
BOT_WORDS = ("bot", "crawler", "spider", "slurp", "curl", "python-requests")


@dataclass
class Entry:
    ip: str
    user: str
    time: datetime
    method: str
    path: str
    status: int
    size: int
    referer: str
    agent: str
    rt: float | None
    raw: str

    @property
    def is_bot(self) -> bool:
        agent = self.agent.lower()
        return any(word in agent for word in BOT_WORDS)

    @property
    def route(self) -> str:
        """The path without its query string."""
        return self.path.split("?", 1)[0]


class ParseStats:
    def __init__(self) -> None:
        self.lines = 0
        self.bad = 0
        self.examples: list[str] = []

    def bad_line(self, line: str) -> None:
        self.bad += 1
        if len(self.examples) < 3:
            self.examples.append(line[:120])


def open_log(path: Path) -> io.TextIOBase:
    if path.suffix == ".gz":
        return io.TextIOWrapper(gzip.open(path), encoding="utf-8", errors="replace")
    return open(path, encoding="utf-8", errors="replace")


def parse_line(line: str) -> Entry | None:
    m = LINE_RE.match(line)
    if not m:
        return None
    d = m.groupdict()
    try:
        when = datetime.strptime(d["time"], TIME_FORMAT)
    except ValueError:
        return None
    return Entry(
        ip=d["ip"],
        user=d["user"],
        time=when,
        method=d["method"],
        path=d["path"],
        status=int(d["status"]),
        size=0 if d["size"] == "-" else int(d["size"]),
        referer=d["referer"],
        agent=d["agent"],
        rt=float(d["rt"]) if d["rt"] else None,
        raw=line.rstrip("\n"),
    )


def read_entries(paths: Iterable[Path], stats: ParseStats) -> Iterator[Entry]:
    for path in paths:
        with open_log(path) as f:
            for line in f:
                stats.lines += 1
                entry = parse_line(line)
                if entry is None:
                    stats.bad_line(line)
                    continue
                yield entry


def status_matches(status: int, spec: str) -> bool:
    """spec is '404', '4xx' or a comma-separated list of those."""
    for part in spec.split(","):
        part = part.strip().lower()
        if part.endswith("xx"):
            if str(status)[0] == part[0]:
                return True
        elif part.isdigit() and int(part) == status:
            return True
    return False


def parse_time(text: str) -> datetime:
    when = datetime.fromisoformat(text)
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when


def in_network(ip: str, networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network]) -> bool:
    try:
        addr = ipaddress.ip_address(ip)
    except ValueError:
        return False
    return any(addr in net for net in networks)


def build_filter(args: argparse.Namespace):
    since = parse_time(args.since) if args.since else None
    until = parse_time(args.until) if args.until else None
    networks = [ipaddress.ip_network(n, strict=False) for n in args.net or []]
    path_re = re.compile(args.path) if args.path else None

    def keep(e: Entry) -> bool:
        if args.status and not status_matches(e.status, args.status):
            return False
        if since and e.time < since:
            return False
        if until and e.time >= until:
            return False
        if networks and not in_network(e.ip, networks):
            return False
        if path_re and not path_re.search(e.path):
            return False
        if args.no_bots and e.is_bot:
            return False
        if args.method and e.method != args.method.upper():
            return False
        return True

    return keep


def summarise(entries: Iterable[Entry], slow: float) -> dict:
    by_status: collections.Counter[int] = collections.Counter()
    by_route: collections.Counter[str] = collections.Counter()
    by_ip: collections.Counter[str] = collections.Counter()
    slow_requests: list[tuple[float, str]] = []
    total_bytes = 0
    first = last = None
    count = 0
    for e in entries:
        count += 1
        by_status[e.status] += 1
        by_route[e.route] += 1
        by_ip[e.ip] += 1
        total_bytes += e.size
        if e.rt is not None and e.rt >= slow:
            slow_requests.append((e.rt, f"{e.method} {e.path}"))
        if first is None or e.time < first:
            first = e.time
        if last is None or e.time > last:
            last = e.time
    slow_requests.sort(reverse=True)
    return {
        "requests": count,
        "bytes": total_bytes,
        "first": first.isoformat() if first else None,
        "last": last.isoformat() if last else None,
        "status": dict(sorted(by_status.items())),
        "top_routes": by_route.most_common(10),
        "top_clients": by_ip.most_common(10),
        "slow": slow_requests[:10],
    }


def human_bytes(n: int) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TiB"


def print_summary(s: dict, out=sys.stdout) -> None:
    print(f"requests: {s['requests']}  ({human_bytes(s['bytes'])})", file=out)
    print(f"period:   {s['first']} .. {s['last']}", file=out)
    print("status:", file=out)
    for status, n in s["status"].items():
        share = 100 * n / s["requests"] if s["requests"] else 0
        print(f"  {status}  {n:8d}  {share:5.1f}%", file=out)
    print("top routes:", file=out)
    for route, n in s["top_routes"]:
        print(f"  {n:8d}  {route}", file=out)
    print("top clients:", file=out)
    for ip, n in s["top_clients"]:
        print(f"  {n:8d}  {ip}", file=out)
    if s["slow"]:
        print("slowest:", file=out)
        for rt, what in s["slow"]:
            print(f"  {rt:7.3f}s  {what}", file=out)


def cmd_summary(args: argparse.Namespace, stats: ParseStats) -> int:
    keep = build_filter(args)
    entries = (e for e in read_entries(args.files, stats) if keep(e))
    s = summarise(entries, args.slow)
    if args.json:
        json.dump(s, sys.stdout, indent=2)
        print()
    else:
        print_summary(s)
    return 0


def cmd_grep(args: argparse.Namespace, stats: ParseStats) -> int:
    keep = build_filter(args)
    shown = 0
    for e in read_entries(args.files, stats):
        if keep(e):
            print(e.raw)
            shown += 1
            if args.limit and shown >= args.limit:
                break
    return 0 if shown else 1


def cmd_top(args: argparse.Namespace, stats: ParseStats) -> int:
    keep = build_filter(args)
    key = {
        "path": lambda e: e.route,
        "ip": lambda e: e.ip,
        "agent": lambda e: e.agent,
        "referer": lambda e: e.referer or "-",
    }[args.by]
    counts = collections.Counter(key(e) for e in read_entries(args.files, stats) if keep(e))
    width = len(str(counts.most_common(1)[0][1])) if counts else 1
    for value, n in counts.most_common(args.limit):
        print(f"{n:{width}d}  {value}")
    return 0


def add_filter_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("filters")
    g.add_argument("--status", help="e.g. 404, 5xx or 401,403")
    g.add_argument("--since", help="ISO time, inclusive (UTC if no offset)")
    g.add_argument("--until", help="ISO time, exclusive")
    g.add_argument("--net", action="append", help="client network, e.g. 10.0.0.0/8 (repeatable)")
    g.add_argument("--path", help="regular expression matched against the path")
    g.add_argument("--method", help="HTTP method")
    g.add_argument("--no-bots", action="store_true", help="skip crawlers and scripts")


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="logsift", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("-q", "--quiet", action="store_true", help="no parse warnings")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("summary", help="counts, top routes and clients, slow requests")
    p.add_argument("--slow", type=float, default=1.0, help="seconds (needs $request_time)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    add_filter_options(p)
    p.set_defaults(func=cmd_summary)

    p = sub.add_parser("grep", help="print matching lines")
    p.add_argument("--limit", type=int, default=0, help="stop after N lines")
    add_filter_options(p)
    p.set_defaults(func=cmd_grep)

    p = sub.add_parser("top", help="most frequent values of one field")
    p.add_argument("--by", choices=["path", "ip", "agent", "referer"], default="path")
    p.add_argument("--limit", type=int, default=10)
    add_filter_options(p)
    p.set_defaults(func=cmd_top)

    for p in sub.choices.values():
        p.add_argument("files", nargs="+", type=Path, help="log files (.gz allowed)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = make_parser().parse_args(argv)
    stats = ParseStats()
    try:
        rc = args.func(args, stats)
    except BrokenPipeError:
        return 0
    except (OSError, re.error, ValueError) as e:
        print(f"logsift: {e}", file=sys.stderr)
        return 2
    if stats.bad and not args.quiet:
        print(f"logsift: {stats.bad} of {stats.lines} lines not understood, e.g.:", file=sys.stderr)
        for ex in stats.examples:
            print(f"    {ex}", file=sys.stderr)
    return rc


if __name__ == "__main__":
    sys.exit(main())
