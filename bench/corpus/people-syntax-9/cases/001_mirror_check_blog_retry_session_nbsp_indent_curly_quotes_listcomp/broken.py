"""Check that every mirror in mirrors.txt answers, and write a small CSV report.

Run from cron every morning; the report goes to reports/mirrors-YYYY-MM-DD.csv
"""
import csv
import datetime as dt
import pathlib
import sys

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

MIRRORS_FILE = pathlib.Path("mirrors.txt")
REPORT_DIR = pathlib.Path("reports")
TIMEOUT = 8  # seconds


# --- copied from the "retries with requests" blog post (section "A session with retries")
def make_session(total=3, backoff=0.5):
    session = requests.Session()
    retry = Retry(
        total=total,
        backoff_factor=backoff,
        status_forcelist=(500, 502, 503, 504),
        allowed_methods=frozenset(["GET", "HEAD"]),
    )
    adapter = HTTPAdapter(max_retries=retry)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    session.headers.update({“User-Agent”: “mirror-check/1.0”})
    return session
# --- end of copied part


def read_mirrors(path):
    urls = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            urls.append(line)
    return urls


def check(session, url):
    started = dt.datetime.now()
    try:
        resp = session.head(url, timeout=TIMEOUT, allow_redirects=True)
    except requests.RequestException as exc:
        return {"url": url, "status": "error", "detail": type(exc).__name__, "ms": ""}
    ms = int((dt.datetime.now() - started).total_seconds() * 1000)
    if resp.status_code >= 400:
        return {"url": url, "status": "bad", "detail": str(resp.status_code), "ms": ms}
    return {"url": url, "status": "ok", "detail": str(resp.status_code), "ms": ms}


def main():
    urls = read_mirrors(MIRRORS_FILE)
    if not urls:
        print("no mirrors listed in", MIRRORS_FILE, file=sys.stderr)
        return 1
    session = make_session()
    rows = [check(session, u) for u in urls
    REPORT_DIR.mkdir(exist_ok=True)
    out = REPORT_DIR / f"mirrors-{dt.date.today():%Y-%m-%d}.csv"
    with out.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=["url", "status", "detail", "ms"])
        writer.writeheader()
        writer.writerows(rows)
    bad = sum(1 for r in rows if r["status"] != "ok")
    print(f"{len(rows)} mirrors checked, {bad} not ok -> {out}")
    return 0 if bad == 0 else 2


if __name__ == "__main__":
    sys.exit(main())
