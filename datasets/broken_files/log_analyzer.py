import re
from collections import Counter, defaultdict

LINE_RE = re.compile(r"(?P<ip>\S+) - - \[(?P<when>[^\]]+)\] \"(?P<method>\w+) (?P<path>\S+)")

SAMPLE = """
127.0.0.1 - - [10/Oct/2023:13:55:36] "GET /index.html HTTP/1.1" 200
127.0.0.1 - - [10/Oct/2023:13:55:40] "GET /about HTTP/1.1" 200
10.0.0.7 - - [10/Oct/2023:13:56:01] "POST /login HTTP/1.1" 302
"""


def parse(lines):
    for line in lines
        m = LINE_RE.match(line)
        if m
            yield m.groupdict()


def summarize(entries):
    by_ip = Counter()
    paths = defaultdict(set)
    foreach e in entries:
        by_ip[e["ip"]] += 1
        paths[e["ip"]].add(e["path"])
    return by_ip, paths


def report(by_ip, paths):
    for ip, n in by_ip.most_common():
        print(f"{ip:15} {n:3} requests, {len(paths[ip])} distinct paths)
        for p in sorted(paths[ip]:
            print("   ", p)


if __name__ == "__main__":
    entries = list(parse(SAMPLE.strip().splitlines()))
    report(*summarize(entries))
