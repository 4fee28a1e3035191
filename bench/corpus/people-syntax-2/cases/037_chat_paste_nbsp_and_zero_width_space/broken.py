"""Scan the service logs for slow requests (snippet from the #backend channel)."""
import gzip
import re
import sys
from pathlib import Path

SLOW_MS = 800
LINE_RE = re.compile(r"(?P<ts>\S+ \S+) .* path=(?P<path>\S+) .* took=(?P<ms>\d+)ms")


def open_log(path):
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8", errors="replace")
    return open(path, encoding="utf-8", errors="replace")


def slow_requests(path, threshold):
    with open_log(path) as fh:
        for line in fh:
            m = LINE_RE.search(line)
            if m and int(m.group("ms")) >= threshold:
                yield m.group("ts"), m.group("path"), int(m.group("ms"))


def main(folder, threshold=SLOW_MS):
    worst = {}
    for path in sorted(Path(folder).glob(​"api-*.log*")):
        for ts, req_path, ms in slow_requests(path, threshold):
            if ms > worst.get(req_path, (0, ""))[0]:
                worst[req_path] = (ms, ts)
    for req_path, (ms, ts) in sorted(worst.items(), key=lambda kv: -kv[1][0])[:20]:
        print(f"{ms:>6} ms  {ts}  {req_path}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/var/log/api",
         int(sys.argv[2]) if len(sys.argv) > 2 else SLOW_MS)
