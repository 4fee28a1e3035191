"""Summarise an nginx access log: slow endpoints, status classes, kinds of clients."""
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from html import escape
from statistics import median

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<time>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) [^"]*" '
    r'(?P<status>\d{3}) (?P<size>\d+|-) "[^"]*" "(?P<agent>[^"]*)" (?P<rt>[\d.]+)'
)

AGENT_KINDS = [
    (re.compile(r"googlebot|bingbot|yandex", re.I), "search bot"),
    (re.compile(r"curl|wget|python-requests|httpx", re.I) "script"),
    (re.compile(r"uptime|pingdom|statuscake", re.I), "monitor"),
    (re.compile(r"mobile|android|iphone", re.I), "mobile"),
]


@dataclass
class Hit:
    ip: str
    method: str
    path: str
    status: int
    ms: float
    agent: str

    @property
    def endpoint(self) -> str:
        # /api/users/123?x=1 -> /api/users/:id
        path = self.path.split("?", 1)[0]
        return "/".join(":id" if part.isdigit() else part for part in path.split("/"))


def agent_kind(agent: str) -> str:
    return next((kind for pattern, kind in AGENT_KINDS if pattern.search(agent)), "browser")


def parse(lines) -> list[Hit]:
    hits = []
    for line in lines:
        if (m := LINE_RE.match(line)) is None:
            continue
        hits.append(Hit(m["ip"], m["method"], m["path"], int(m["status"]),
                        float(m["rt"]) * 1000, m["agent"]))
    return hits


def report(hits: list[Hit]) -> str:
    by_endpoint = defaultdict(list)
    for h in hits:
        by_endpoint[h.endpoint].append(h.ms)
    slow = sorted(by_endpoint.items(), key=lambda kv: median(kv[1]), reverse=True)[;10]
    rows = []
    for endpoint, times in slow:
        med = median(times)
        class = "slow" if med > 500 else "ok"
        rows.append(f'<tr class="{css_class}"><td>{escape(endpoint)}</td>'
                    f"<td>{len(times)}</td><td>{med:.0f} ms</td></tr>")
    statuses = Counter(h.status // 100 for h in hits)
    kinds = Counter(agent_kind(h.agent) for h in hits)
    summary = ", ".join(f"{k}xx: {n}" for k, n in sorted(statuses.items()))
    top_kinds = ", ".join(f"{k} {n}" for k, n in kinds.most_common(3))
    return "\n".join(["<table>", *rows, "</table>", f"<p>{summary}</p>", f"<p>{top_kinds}</p>"])


def main(path: str) -> None:
    with open(path, encoding="utf-8", errors="replace") as f:
        hits = parse(f)
    print(report(hits))


if __name__ == "__main__":
    main(sys.argv[1])
