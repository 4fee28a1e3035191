"""Cases 031-042: working developers (pandas, Flask, FastAPI, argparse, asyncio,
dataclasses, pytest, cron jobs, Celery), typical edit slips."""
from lib import case, M

# ---------------------------------------------------------------- 031
case("pandas_orders_clean_comma_bracket", "data analyst, monthly cleaning script",
r'''
"""Clean the monthly orders export before it goes into the dashboard."""
import sys
from pathlib import Path

import pandas as pd

RENAME = {
    "Order ID": "order_id",
    "Order Date": "order_date",
    "Customer Name": "customer",
    "Ship Country": "country",
    "Amount (EUR)": "amount",
    "Status": "status",
}

VALID_STATUS = {"shipped", "delivered", "returned"}


def load(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, sep=";", decimal=",", encoding="latin-1")
    df = df.rename(columns=RENAME)
    return df[list(RENAME.values())]


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.dropna(subset=["order_id", "amount"])
    df["order_date"] = pd.to_datetime(df["order_date"], dayfirst=True, errors="coerce")
    df["customer"] = df["customer"].str.strip().str.title()
    df["country"] = df["country"].str.upper().replace({"UK": "GB", "EL": "GR"})
    df["status"] = df["status"].str.lower().str.strip()
    df = df[df["status"].isin(VALID_STATUS)]
    df = df[df["amount"] > 0]
    df = df.drop_duplicates(subset="order_id", keep="last")
    return df.sort_values("order_date")


def summarize(df: pd.DataFrame) -> None:
    by_country = df.groupby("country")["amount"].agg(["count", "sum"]).sort_values("sum", ascending=False)
    print(by_country.head(10).to_string())
    print(f"\n{len(df)} orders, {df['amount'].sum():,.2f} EUR total")


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(f"usage: {argv[0]} INPUT.csv OUTPUT.parquet", file=sys.stderr)
        return 2
    df = clean(load(Path(argv[1])))
    summarize(df)
    df.to_parquet(argv[2], index=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
''', [
    M("comma: missing between dict entries", "no comma after `\"Ship Country\": \"country\"` in RENAME",
      ('"Ship Country": "country",', '"Ship Country": "country"')),
    M("bracket: extra ] left by a refactor", "`df = df[df[\"amount\"] > 0]]`",
      ('df = df[df["amount"] > 0]', 'df = df[df["amount"] > 0]]')),
], note="""
Cleans a semicolon-separated orders export and writes Parquet. A new RENAME entry was
added without its comma. After a refactor the amount filter kept one `]` too many; the
status filter on the line above has the intended shape `df = df[...]`.
Chained-assignment warnings (`df["..."] = ...` on a filtered frame) are left as written.
""")

# ---------------------------------------------------------------- 032
case("flask_books_decorator_dict_comma", "backend developer, small Flask service",
r'''
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

BOOKS = {
    1: {"id": 1, "title": "Dune", "author": "Frank Herbert", "year": 1965},
    2: {"id": 2, "title": "Neuromancer", "author": "William Gibson", "year": 1984},
    3: {"id": 3, "title": "Hyperion", "author": "Dan Simmons", "year": 1989},
}
next_id = 4


def paginate(items, start, size):
    return items[start:start + size]


@app.get("/books")
def list_books():
    start = request.args.get("start", default=0, type=int)
    size = request.args.get("size", default=20, type=int)
    books = sorted(BOOKS.values(), key=lambda b: b["id"])
    return jsonify(paginate(books, start, size))


@app.route("/books/<int:book_id>", methods=["GET"])
def get_book(book_id):
    book = BOOKS.get(book_id)
    if book is None:
        abort(404)
    return jsonify(book)


@app.post("/books")
def create_book():
    global next_id
    data = request.get_json(force=True)
    missing = [k for k in ("title", "author", "year") if k not in data]
    if missing:
        return jsonify({"error": f"missing fields: {', '.join(missing)}"}), 400
    book = {"id": next_id, "title": data["title"], "author": data["author"], "year": int(data["year"])}
    BOOKS[next_id] = book
    next_id += 1
    return jsonify(book), 201


@app.delete("/books/<int:book_id>")
def delete_book(book_id):
    if BOOKS.pop(book_id, None) is None:
        abort(404)
    return "", 204


if __name__ == "__main__":
    app.run(debug=True)
''', [
    M("comma: missing between dict entries", "book 1's entry in BOOKS has no trailing comma",
      ('"year": 1965},', '"year": 1965}')),
    M("decorator: ) missing", "`@app.route(\"/books/<int:book_id>\", methods=[\"GET\"]` lacks `)`",
      ('methods=["GET"])', 'methods=["GET"]')),
], note="""
In-memory books API. The seed data lost the comma after the first entry (the other two
have it). The route decorator is missing its closing `)` after `methods=["GET"]`.
""")

# ---------------------------------------------------------------- 033
case("fastapi_notes_merge_leftover_backslash", "backend developer after a git merge",
r'''
from datetime import datetime, timezone
from typing import Optional
from uuid import uuid4

from fastapi import FastAPI, HTTPException, Query
from pydantic import BaseModel, Field

app = FastAPI(title="notes")


class NoteIn(BaseModel):
    title: str = Field(min_length=1, max_length=200)
    body: str = ""
    tags: list[str] = []


class Note(NoteIn):
    id: str
    created_at: datetime
    updated_at: Optional[datetime] = None


NOTES: dict[str, Note] = {}


@app.post("/notes", response_model=Note, status_code=201)
def create_note(payload: NoteIn) -> Note:
    note = Note(id=uuid4().hex, created_at=datetime.now(timezone.utc), **payload.dict())
    NOTES[note.id] = note
    return note


@app.get("/notes", response_model=list[Note])
def list_notes(tag: Optional[str] = None, limit: int = Query(50, le=200)) -> list[Note]:
    notes = sorted(NOTES.values(), key=lambda n: n.created_at, reverse=True)
    if tag is not None:
        notes = [n for n in notes if tag in n.tags]
    return notes[:limit]


@app.get("/notes/{note_id}", response_model=Note)
def get_note(note_id: str) -> Note:
    try:
        return NOTES[note_id]
    except KeyError:
        raise HTTPException(status_code=404, detail="note not found")


@app.put("/notes/{note_id}", response_model=Note)
def update_note(note_id: str, payload: NoteIn) -> Note:
    if note_id not in NOTES:
        raise HTTPException(status_code=404, detail="note not found")
    old = NOTES[note_id]
    note = old.copy(update={**payload.dict(), "updated_at": datetime.now(timezone.utc)})
    NOTES[note_id] = note
    return note


@app.delete("/notes/{note_id}", status_code=204)
def delete_note(note_id: str) -> None:
    NOTES.pop(note_id, None)
''', [
    M("merge: leftover conflict markers", "after resolving by hand, the `=======` and `>>>>>>> feature/tags` lines stayed in list_notes",
      ("        notes = [n for n in notes if tag in n.tags]\n",
       "        notes = [n for n in notes if tag in n.tags]\n=======\n>>>>>>> feature/tags\n")),
    M("backslash: trailing \\ joins two statements", "`NOTES[note.id] = note \\` left from a longer wrapped line",
      ("    NOTES[note.id] = note\n", "    NOTES[note.id] = note \\\n")),
], note="""
FastAPI notes service. The merge of `feature/tags` was resolved by deleting the
`<<<<<<< HEAD` line and the other side's body but not the two remaining marker lines; the
kept code is complete (tag filter then `return notes[:limit]`), so the markers are just
deleted. In create_note a line had been wrapped with a backslash; after shortening it the
`\\` stayed and glues `return note` onto the assignment.
""")

# ---------------------------------------------------------------- 034
case("argparse_resize_four_slips", "developer writing a photo-resizing CLI",
r'''
#!/usr/bin/env python3
"""resize-photos: shrink every JPEG in a folder for the web."""
import argparse
import logging
import sys
from pathlib import Path

from PIL import Image

log = logging.getLogger("resize")


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("src", type=Path, help="folder with the originals")
    p.add_argument("dst", type=Path, help="output folder (created if missing)")
    p.add_argument("--max-side", type=int, default=1600, help="longest side in pixels")
    p.add_argument("--quality", type=int, default=82, choices=range(30, 96), metavar="30-95")
    p.add_argument("--overwrite", action="store_true", help="replace existing output files")
    p.add_argument("-v", "--verbose", action="store_true")
    return p.parse_args(argv)


def resize_one(src: Path, dst: Path, max_side: int, quality: int) -> bool:
    with Image.open(src) as im:
        im = im.convert("RGB")
        w, h = im.size
        scale = max_side / max(w, h)
        if scale < 1:
            im = im.resize((round(w * scale), round(h * scale)), Image.LANCZOS)
        im.save(dst, "JPEG", quality=quality, optimize=True, progressive=True)
    return scale < 1


def main(argv=None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(message)s")
    if not args.src.is_dir():
        log.error("%s is not a directory", args.src)
        return 1
    args.dst.mkdir(parents=True, exist_ok=True)
    done = skipped = 0
    for src in sorted(args.src.glob("*.jp*g")):
        dst = args.dst / src.name
        if dst.exists() and not args.overwrite:
            log.debug("skip %s (exists)", dst)
            skipped += 1
            continue
        shrunk = resize_one(src, dst, args.max_side, args.quality)
        log.debug("%s %s", "resized" if shrunk else "copied", src.name)
        done += 1
    log.info("%d written, %d skipped", done, skipped)
    return 0


if __name__ == "__main__":
    sys.exit(main())
''', [
    M("quote: closing quote missing", "the help text `\"folder with the originals)` lost its closing quote",
      ('help="folder with the originals")', 'help="folder with the originals)')),
    M("comma: missing in call", "`default=1600 help=...` in the --max-side argument",
      ("default=1600, help=", "default=1600 help=")),
    M("colon: missing after if", "`if dst.exists() and not args.overwrite` has no colon",
      ("if dst.exists() and not args.overwrite:", "if dst.exists() and not args.overwrite")),
    M("truncated: paste lost the line's end", "`log.info(\"%d written, %d skipped\", done, skipped` lost its `)`",
      ('log.info("%d written, %d skipped", done, skipped)\n', 'log.info("%d written, %d skipped", done, skipped\n')),
], note="""
Resizes JPEGs with Pillow. Four slips. The help string of `src` ends where the `dst`
line's does, just before `)`. The last line of the summary `log.info(...)` was
pasted without its final character. Both format placeholders already have arguments, so
only `)` is missing.
""")

# ---------------------------------------------------------------- 035
case("aiohttp_healthcheck_async_colon_fstring", "SRE writing a URL health checker with asyncio",
r'''
import asyncio
import json
import sys
import time

import aiohttp

URLS_FILE = "urls.txt"
CONCURRENCY = 10
TIMEOUT = aiohttp.ClientTimeout(total=15)


async def check(session: aiohttp.ClientSession, sem: asyncio.Semaphore, url: str) -> dict:
    async with sem:
        started = time.perf_counter()
        try:
            async with session.get(url, allow_redirects=True) as resp:
                await resp.read()
                status = resp.status
        except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
            return {"url": url, "ok": False, "error": type(exc).__name__}
        elapsed = time.perf_counter() - started
        return {"url": url, "ok": status < 400, "status": status, "ms": round(elapsed * 1000)}


async def check_all(urls: list[str]) -> list[dict]:
    sem = asyncio.Semaphore(CONCURRENCY)
    async with aiohttp.ClientSession(timeout=TIMEOUT) as session:
        tasks = [check(session, sem, u) for u in urls]
        return await asyncio.gather(*tasks)


def read_urls(path: str) -> list[str]:
    with open(path) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


async def main() -> int:
    urls = read_urls(sys.argv[1] if len(sys.argv) > 1 else URLS_FILE)
    results = await check_all(urls)
    bad = [r for r in results if not r["ok"]]
    for r in sorted(results, key=lambda r: r.get("ms", 0), reverse=True):
        mark = "OK " if r["ok"] else "ERR"
        print(f"{mark} {r.get('status', '-'):>4} {r.get('ms', '-'):>6} {r['url']}")
    with open("health.json", "w") as f:
        json.dump(results, f, indent=2)
    print(f"{len(bad)} of {len(results)} failing")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
''', [
    M("async: async missing on def", "`def check_all(...)` uses `async with` and `await` but is not `async def`",
      ("async def check_all(", "def check_all(")),
    M("colon: missing after async with", "`async with session.get(url, allow_redirects=True) as resp` has no colon",
      ("allow_redirects=True) as resp:", "allow_redirects=True) as resp")),
    M("fstring: nested same quotes (3.12 only)", "`{r.get(\"status\", \"-\")}` inside a double-quoted f-string",
      ("""{r.get('status', '-'):>4}""", """{r.get("status", "-"):>4}""")),
], note="""
Concurrent URL checker. check_all lost its `async` (it is awaited from main and contains
`async with`/`await`). The f-string reuses double quotes inside a double-quoted f-string,
which only Python 3.12+ accepts; the developer's laptop has 3.12, the server 3.11. The
other fields on the same line use single quotes inside, so meant.py does the same.
""")

# ---------------------------------------------------------------- 036
case("dataclass_ledger_from_field_paren", "fintech developer, dataclass model refactor",
r'''
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
from typing import Iterable

CENT = Decimal("0.01")


@dataclass(frozen=True)
class Account:
    iban: str
    owner: str
    currency: str = "EUR"


@dataclass
class Transfer:
    from_: Account
    to: Account
    amount: Decimal
    booked: date = field(default_factory=date.today)
    reference: str = ""

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise ValueError("amount must be positive")
        if self.from_.currency != self.to.currency:
            raise ValueError("cross-currency transfers are not supported")
        self.amount = self.amount.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Ledger:
    transfers: list[Transfer] = field(default_factory=list)

    def add(self, t: Transfer) -> None:
        self.transfers.append(t)

    def balance(self, acct: Account) -> Decimal:
        incoming = sum((t.amount for t in self.transfers if t.to == acct), Decimal(0))
        outgoing = sum((t.amount for t in self.transfers if t.from_ == acct), Decimal(0))
        return incoming - outgoing

    def between(self, start: date, end: date) -> Iterable[Transfer]:
        return (t for t in self.transfers if start <= t.booked <= end)


if __name__ == "__main__":
    a = Account("DE02120300000000202051", "Alice")
    b = Account("DE02500105170137075030", "Bob")
    ledger = Ledger()
    ledger.add(Transfer(a, b, Decimal("120.50"), reference="rent share"))
    ledger.add(Transfer(b, a, Decimal("19.999"), reference="pizza"))
    print(a.owner, ledger.balance(a))
    print(b.owner, ledger.balance(b))
''', [
    M("keyword-as-name: from (rename)", "renaming the field `src` to `from` to match the API hit a keyword (3 places)",
      ("    from_: Account\n", "    from: Account\n"),
      ("self.from_.currency", "self.from.currency"),
      ("t.from_ == acct", "t.from == acct")),
    M("bracket: ( never closed", "`sum((...), Decimal(0)` for incoming lacks the final `)`",
      ("t.to == acct), Decimal(0))", "t.to == acct), Decimal(0)")),
], note="""
Ledger of transfers with dataclasses. A rename of the field (to `from`, mirroring the
bank API's JSON) hit a keyword in all three places; meant.py spells it `from_`, the PEP 8
convention, which keeps the intended name. The `outgoing` line right below shows the
complete `sum((...), Decimal(0))`.
""")

# ---------------------------------------------------------------- 037
case("pytest_slugify_list_bracket", "developer adding tests to a small utility",
r'''
import re
import unicodedata

import pytest


def slugify(text: str, max_len: int = 60) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    text = re.sub(r"[-\s_]+", "-", text)
    return text[:max_len].rstrip("-")


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("Hello World", "hello-world"),
        ("  spaces   everywhere ", "spaces-everywhere"),
        ("Crème brûlée", "creme-brulee"),
        ("already-a-slug", "already-a-slug"),
        ("under_scores_and-dashes", "under-scores-and-dashes"),
        ("Symbols! @#$ gone?", "symbols-gone"),
        ("", ""),
    ],
)
def test_slugify(raw, expected):
    assert slugify(raw) == expected


def test_max_len_does_not_end_with_dash():
    s = slugify("a" * 59 + " b", max_len=60)
    assert len(s) <= 60
    assert not s.endswith("-")


@pytest.fixture
def titles():
    return ["First post", "First post!", "first-post", "Second post"]


def test_collisions(titles):
    slugs = [slugify(t) for t in titles]
    assert slugs.count("first-post") == 3
    assert len(set(slugs)) == 2


def test_non_string_raises():
    with pytest.raises(AttributeError):
        slugify(None)
''', [
    M("bracket: ] of a list deleted", "the line `    ],` closing the parametrize list was deleted with a test case",
      ('        ("", ""),\n    ],\n)', '        ("", ""),\n)')),
], note="""
Parametrised pytest tests for slugify(). While removing a test case the developer also
deleted the `],` line that closes the list of cases; the `(` of parametrize is then closed
while `[` is open. Restoring `    ],` before `)` is the only placement that keeps all the
cases in the list.
""")

# ---------------------------------------------------------------- 038
case("nginx_times_lambda_return_paren", "ops engineer, log summary script",
r'''
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
        rows.append((ep, len(ts), statistics.median(ts), p95, errors[ep]))

    rows.sort(key=lambda r: r[3], reverse=True)
    print(f"{'endpoint':40} {'hits':>7} {'median':>8} {'p95':>8} {'5xx':>5}")
    for ep, n, med, p95, err in rows[:25]:
        print(f"{ep[:40]:40} {n:7d} {med:8.3f} {p95:8.3f} {err:5d}")

    slow = [ep for ep, n, med, p95, err in rows if p95 > 1.0]
    if slow:
        print("\nslow endpoints:", ", ".join(slow))


if __name__ == "__main__":
    main(sys.argv[1:] or ["/var/log/nginx/access.log"])
''', [
    M("lambda: statement in body (return)", "`key=lambda r: return r[3]`",
      ("key=lambda r: r[3]", "key=lambda r: return r[3]")),
    M("bracket: ( never closed", "`rows.append((ep, ..., errors[ep])` closes the tuple but not the call",
      ("p95, errors[ep]))", "p95, errors[ep])")),
], note="""
Per-endpoint median/p95 response time from nginx logs. `return` inside a lambda body: the
lambda's expression is the return value, so the keyword goes. The append call opens
`((` for a tuple argument and closed only one.
""")

# ---------------------------------------------------------------- 039
case("helpdesk_digest_return_in_comp_backslash", "developer writing a nightly Slack digest job",
r'''
"""Nightly job: pull open tickets from the helpdesk API and post a digest to Slack."""
import os
from datetime import datetime, timedelta, timezone

import requests

API = "https://helpdesk.example.com/api/v2"
TOKEN = os.environ["HELPDESK_TOKEN"]
SLACK_WEBHOOK = os.environ["SLACK_WEBHOOK_URL"]
STALE_AFTER = timedelta(days=3)


def fetch_open_tickets():
    tickets, url = [], f"{API}/tickets?status=open&per_page=100"
    while url:
        resp = requests.get(url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30)
        resp.raise_for_status()
        body = resp.json()
        tickets.extend(body["tickets"])
        url = body.get("next_page")
    return tickets


def is_stale(ticket, now):
    updated = datetime.fromisoformat(ticket["updated_at"].replace("Z", "+00:00"))
    return now - updated > STALE_AFTER


def stale_titles(tickets, now):
    return [f"#{t['id']} {t['subject']}" for t in tickets if is_stale(t, now)]


def build_message(tickets, now):
    by_prio = {}
    for t in tickets:
        by_prio.setdefault(t.get("priority") or "none", []).append(t)
    lines = [f"*{len(tickets)} open tickets* ({now:%a %d %b})"]
    for prio in ("urgent", "high", "normal", "low", "none"):
        if prio in by_prio:
            lines.append(f"• {prio}: {len(by_prio[prio])}")
    stale = stale_titles(tickets, now)
    if stale:
        lines.append(f"\n*Stale for more than {STALE_AFTER.days} days:*")
        lines += stale[:15]
        if len(stale) > 15:
            lines.append(f"…and {len(stale) - 15} more")
    return "\n".join(lines)


def main():
    now = datetime.now(timezone.utc)
    tickets = fetch_open_tickets()
    text = build_message(tickets, now)
    resp = requests.post(SLACK_WEBHOOK, json={"text": text}, timeout=10)
    resp.raise_for_status()
    print(f"posted digest for {len(tickets)} tickets")


if __name__ == "__main__":
    main()
''', [
    M("comprehension: return inside the brackets", "`return` typed inside the list comprehension in stale_titles",
      ("""    return [f"#{t['id']}""", """    [return f"#{t['id']}""")),
    M("backslash: trailing \\ joins two statements", "`text = build_message(tickets, now) \\`",
      ("    text = build_message(tickets, now)\n", "    text = build_message(tickets, now) \\\n")),
], note="""
Fetches open tickets page by page and posts a Slack summary. stale_titles was converted
from a loop to a comprehension and the `return` ended up inside the `[`. In main() a
backslash left over from an earlier wrapped version of the line glues the next statement
onto it.
""")

# ---------------------------------------------------------------- 040
case("sqlite_weekly_report_crlf_sql_string", "developer on Windows, weekly report script (CRLF)",
r'''
"""Weekly sales report from the shop's SQLite database, mailed as CSV."""
import csv
import smtplib
import sqlite3
import sys
from datetime import date, timedelta
from email.message import EmailMessage
from pathlib import Path

DB = Path(r"C:\shop\data\shop.sqlite3")
OUT_DIR = Path(r"C:\shop\reports")
SMTP_HOST = "mail.example.local"
RECIPIENTS = ["owner@example.com", "accounts@example.com"]

QUERY_SALES = """
SELECT p.sku, p.name, SUM(o.qty) AS units, ROUND(SUM(o.qty * o.unit_price), 2) AS revenue
FROM order_lines o
JOIN products p ON p.id = o.product_id
WHERE o.ordered_on BETWEEN ? AND ?
GROUP BY p.sku, p.name
ORDER BY revenue DESC
"""

QUERY_LOW_STOCK = """
SELECT sku, name, stock FROM products WHERE stock < reorder_level ORDER BY stock
"""


def week_range(today):
    start = today - timedelta(days=today.weekday() + 7)
    return start, start + timedelta(days=6)


def fetch(con, sql, params=()):
    cur = con.execute(sql, params)
    cols = [d[0] for d in cur.description]
    return cols, cur.fetchall()


def write_csv(path, cols, rows):
    with open(path, "w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(cols)
        w.writerows(rows)


def send(paths, start, end):
    msg = EmailMessage()
    msg["Subject"] = f"Sales report {start:%d.%m.} - {end:%d.%m.%Y}"
    msg["From"] = "reports@example.local"
    msg["To"] = ", ".join(RECIPIENTS)
    msg.set_content("Attached: weekly sales and low stock list.")
    for p in paths:
        msg.add_attachment(p.read_bytes(), maintype="text", subtype="csv", filename=p.name)
    with smtplib.SMTP(SMTP_HOST) as s:
        s.send_message(msg)


def main():
    start, end = week_range(date.today())
    try:
        con = sqlite3.connect(DB)
        sales = fetch(con, QUERY_SALES, (start.isoformat(), end.isoformat()))
        low = fetch(con, QUERY_LOW_STOCK)
    except sqlite3.Error as exc:
        print(f"database error: {exc}", file=sys.stderr)
        return 1
    OUT_DIR.mkdir(exist_ok=True)
    p1 = OUT_DIR / f"sales_{start:%Y%m%d}.csv"
    p2 = OUT_DIR / f"low_stock_{end:%Y%m%d}.csv"
    write_csv(p1, *sales)
    write_csv(p2, *low)
    send([p1, p2], start, end)
    return 0


if __name__ == "__main__":
    sys.exit(main())
''', [
    M("string: triple-quoted SQL never closed", "the closing `\"\"\"` of QUERY_SALES was deleted",
      ('ORDER BY revenue DESC\n"""\n', "ORDER BY revenue DESC\n")),
    M("colon: missing after except", "`except sqlite3.Error as exc` has no colon",
      ("except sqlite3.Error as exc:", "except sqlite3.Error as exc")),
], crlf=True, note="""
Weekly sales and low-stock CSVs mailed from a Windows box (file has CRLF line endings).
While editing the sales query the closing quotes were deleted; the string then swallows
`QUERY_LOW_STOCK = ` and the SQL after it becomes code. The query ends at
`ORDER BY revenue DESC`, mirrored by the layout of QUERY_LOW_STOCK.
""")

# ---------------------------------------------------------------- 041
case("config_loader_pasted_indent_brace", "developer pasting a deep-merge snippet into a config module",
r'''
import os
import logging
from pathlib import Path
from typing import Any

import yaml

log = logging.getLogger(__name__)

DEFAULTS: dict[str, Any] = {
    "host": "0.0.0.0",
    "port": 8080,
    "workers": 4,
    "log_level": "info",
    "database": {"url": "sqlite:///app.db", "pool_size": 5},
    "features": {"signup": True, "beta_dashboard": False},
}

ENV_PREFIX = "APP_"


def deep_merge(base: dict, override: dict) -> dict:
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def coerce(raw: str) -> Any:
    lowered = raw.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(raw)
    except ValueError:
        pass
    try:
        return float(raw)
    except ValueError:
        return raw


def from_env(environ=os.environ) -> dict:
    result: dict = {}
    for name, raw in environ.items():
        if not name.startswith(ENV_PREFIX):
            continue
        path = name[len(ENV_PREFIX):].lower().split("__")
        node = result
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = coerce(raw)
    return result


def load_config(path: str | os.PathLike | None = None) -> dict:
    cfg = dict(DEFAULTS)
    if path is not None and Path(path).exists():
        with open(path, encoding="utf-8") as f:
            cfg = deep_merge(cfg, yaml.safe_load(f) or {})
        log.debug("loaded %s", path)
    cfg = deep_merge(cfg, from_env())
    return cfg


REQUIRED_TYPES = {
    "host": str,
    "port": int,
    "workers": int,
    "log_level": str,
}

LOG_LEVELS = {"debug", "info", "warning", "error", "critical"}


class ConfigError(ValueError):
    pass


def validate(cfg: dict) -> list[str]:
    problems = []
    for key, typ in REQUIRED_TYPES.items():
        if not isinstance(cfg.get(key), typ):
            problems.append(f"{key}: expected {typ.__name__}, got {type(cfg.get(key)).__name__}")
    if isinstance(cfg.get("port"), int) and not 0 < cfg["port"] < 65536:
        problems.append(f"port: {cfg['port']} out of range")
    if cfg.get("log_level") not in LOG_LEVELS:
        problems.append(f"log_level: must be one of {sorted(LOG_LEVELS)}")
    db = cfg.get("database", {})
    if not str(db.get("url", "")).startswith(("sqlite://", "postgresql://")):
        problems.append("database.url: unsupported scheme")
    return problems


def get_config(path: str | None = None) -> dict:
    cfg = load_config(path or os.environ.get("APP_CONFIG", "config.yaml"))
    problems = validate(cfg)
    if problems:
        raise ConfigError("invalid configuration:\n  " + "\n  ".join(problems))
    return cfg


if __name__ == "__main__":
    import json
    import sys

    logging.basicConfig(level=logging.DEBUG)
    try:
        print(json.dumps(get_config(sys.argv[1] if len(sys.argv) > 1 else None), indent=2))
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        sys.exit(1)
''', [
    M("indent: unindent does not match (pasted 2-space code)", "the `else:` branch pasted from a 2-space snippet sits at 6 spaces",
      ("        else:\n            out[key] = value\n", "      else:\n        out[key] = value\n")),
    M("bracket: { never closed", "the nested `database` dict lost its `}`",
      ('"pool_size": 5},', '"pool_size": 5,')),
], note="""
Config loader: defaults, YAML file, APP_* environment variables, validation. The `else:` half of the
merge loop came from a snippet indented with 2 spaces and does not line up with its `if`
(8 spaces); meant.py puts it at the `if`'s level with a 4-space-deeper body, like the rest
of the file. In DEFAULTS the `database` entry lost its closing brace (the `features` entry
below has the same shape).
""")

# ---------------------------------------------------------------- 042
case("celery_sync_decorator_colon", "backend developer, Celery sync task",
r'''
import logging
from datetime import datetime

import requests
from celery import Celery
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

app = Celery("sync", broker="redis://localhost:6379/0")
log = logging.getLogger(__name__)

CRM_URL = "https://crm.example.com/api/contacts"
SHOP_URL = "https://shop.example.com/api/customers"


class TransientError(Exception):
    pass


@retry(
    retry=retry_if_exception_type(TransientError),
    stop=stop_after_attempt(5),
    wait=wait_exponential(multiplier=1, max=30),
    reraise=True,
)
def fetch_page(url: str, page: int) -> list[dict]:
    resp = requests.get(url, params={"page": page, "per_page": 200}, timeout=20)
    if resp.status_code in (429, 502, 503, 504):
        raise TransientError(f"{url} page {page}: HTTP {resp.status_code}")
    resp.raise_for_status()
    return resp.json()["items"]


def fetch_all(url: str) -> list[dict]:
    items, page = [], 1
    while True:
        batch = fetch_page(url, page)
        if not batch:
            return items
        items.extend(batch)
        page += 1


def to_contact(customer: dict) -> dict:
    return {
        "email": customer["email"].strip().lower(),
        "first_name": customer.get("first_name") or "",
        "last_name": customer.get("last_name") or "",
        "source": "shop",
        "synced_at": datetime.utcnow().isoformat(timespec="seconds"),
    }


@app.task(bind=True, max_retries=3)
def sync_customers(self) -> dict:
    try:
        existing = {c["email"] for c in fetch_all(CRM_URL)}
        customers = fetch_all(SHOP_URL)
    except requests.RequestException as exc:
        raise self.retry(exc=exc, countdown=60)
    new = [to_contact(c) for c in customers if c.get("email") and c["email"].strip().lower() not in existing]
    for contact in new:
        requests.post(CRM_URL, json=contact, timeout=20).raise_for_status()
    log.info("synced %d new contacts (%d already in CRM)", len(new), len(customers) - len(new))
    return {"created": len(new), "seen": len(customers)}
''', [
    M("decorator: colon after decorator", "`@app.task(bind=True, max_retries=3):`",
      ("@app.task(bind=True, max_retries=3)\n", "@app.task(bind=True, max_retries=3):\n")),
], note="""
Celery task syncing shop customers into a CRM, with tenacity retries. A colon typed after
the task decorator, a def-line habit; the `def` follows on the next line.
""")
