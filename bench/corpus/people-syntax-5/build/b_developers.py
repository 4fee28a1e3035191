"""Cases 017-026: working developers, slips made while editing (1-2 each)."""
from lib import case, M, START, END

# ---------------------------------------------------------------------------
case("invoice_dataclasses_half_deleted_line_dict_comma",
     "backend developer at a small accounting SaaS, editing the invoice model before a demo",
     r'''
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP

log = logging.getLogger(__name__)

VAT_RATES: dict[str, Decimal] = {
    "standard": Decimal("0.20"),
    "reduced": Decimal("0.05"),
    "zero": Decimal("0"),
}


@dataclass
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    vat: str = "standard"

    @property
    def net(self) -> Decimal:
        return self.unit_price * self.quantity

    @property
    def tax(self) -> Decimal:
        return (self.net * VAT_RATES[self.vat]).quantize(Decimal("0.01"), ROUND_HALF_UP)


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date = field(default_factory=date.today)
    terms_days: int = 30
    lines: list[Line] = field(default_factory=list)

    @property
    def due(self) -> date:
        return self.issued + timedelta(days=self.terms_days)

    def totals(self) -> dict[str, Decimal]:
        net = sum((l.net for l in self.lines), Decimal("0"))
        tax = sum((l.tax for l in self.lines), Decimal("0"))
        return {"net": net, "tax": tax, "gross": net + tax}

    def to_payload(self) -> dict:
        totals = self.totals()
        log.info("invoice %s: %d lines, gross %s", self.number, len(self.lines), totals["gross"])
        return {
            "number": self.number,
            "customer": self.customer,
            "issued": self.issued.isoformat(),
            "due": self.due.isoformat(),
            "lines": [
                {
                    "description": l.description,
                    "quantity": l.quantity,
                    "unit_price": str(l.unit_price),
                    "vat": l.vat,
                }
                for l in self.lines
            ],
            "totals": {k: str(v) for k, v in totals.items()},
        }
''',
     [
         M("edit: half-deleted line",
           "The `net = sum(...)` line lost its tail (the developer was deleting a trailing `# TODO` "
           "comment with shift+end and took part of the code with it): `Decim` is left, the "
           "call is unclosed. The `tax` line below has the same shape, so the tail is "
           "`Decimal(\"0\"))`; the TODO comment was being removed and stays out.",
           ('        net = sum((l.net for l in self.lines), Decimal("0"))\n',
            '        net = sum((l.net for l in self.lines), Decim\n')),
         M("comma: missing between dict entries (across lines)",
           "The comma after the `\"due\"` entry of the payload is missing (the `\"due\"` key was "
           "added this morning under `\"issued\"`).",
           ('"due": self.due.isoformat(),\n', '"due": self.due.isoformat()\n')),
     ],
     note='Typed dataclasses and Decimal money (Python 3.11 project). Before a demo the developer removed TODO comments and added the due date to the payload.')

# ---------------------------------------------------------------------------
case("async_price_scraper_gather_paren_backtick",
     "data engineer's side script: async price watcher (aiohttp + BeautifulSoup)",
     r'''
import asyncio
import csv
import sys
from typing import Optional

import aiohttp
from bs4 import BeautifulSoup

CONCURRENCY = 8
TIMEOUT = aiohttp.ClientTimeout(total=20)
HEADERS = {"User-Agent": "price-watch/0.3 (+ops@example.com)"}


async def fetch(session: aiohttp.ClientSession, sem: asyncio.Semaphore, url: str) -> Optional[str]:
    async with sem:
        try:
            async with session.get(url, headers=HEADERS) as resp:
                if resp.status != 200:
                    print(f"[{resp.status}] {url}", file=sys.stderr)
                    return None
                return await resp.text()
        except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
            print(f"[err] {url}: {exc!r}", file=sys.stderr)
            return None


def parse_price(html: str) -> Optional[float]:
    soup = BeautifulSoup(html, "html.parser")
    tag = soup.select_one("[itemprop=price], .price, .product-price")
    if tag is None:
        return None
    raw = tag.get("content") or tag.get_text()
    cleaned = "".join(ch for ch in raw if ch.isdigit() or ch in ".,").replace(",", ".")
    try:
        return float(cleaned)
    except ValueError:
        return None


async def main(paths: list[str]) -> None:
    urls = [line.strip() for p in paths for line in open(p) if line.strip()]
    sem = asyncio.Semaphore(CONCURRENCY)
    async with aiohttp.ClientSession(timeout=TIMEOUT) as session:
        pages = await asyncio.gather(*(fetch(session, sem, u) for u in urls))
    writer = csv.writer(sys.stdout)
    writer.writerow(["url", "price"])
    for url, html in zip(urls, pages):
        price = parse_price(html) if html else None
        writer.writerow([url, "" if price is None else f"{price:.2f}"])


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:] or ["urls.txt"]))
''',
     [
         M("bracket: ( never closed in nested call",
           "`asyncio.gather(*(fetch(...) for u in urls)` closes the generator but not `gather(`; "
           "the developer had just wrapped the generator in `*( )` and lost one `)`.",
           ("for u in urls))\n", "for u in urls)\n")),
         M("slip: stray backtick",
           "A backtick at the end of the `raw = ...` line (the developer had been writing Markdown "
           "in the PR description and typed it into the editor by mistake).",
           ('raw = tag.get("content") or tag.get_text()\n', 'raw = tag.get("content") or tag.get_text()`\n')),
     ],
     note='Side script run as `python watch.py urls.txt > prices.csv`; the developer had just changed `gather` to take a generator instead of a list.')

# ---------------------------------------------------------------------------
case("sales_report_lambda_return_semicolon",
     "analyst who maintains the weekly sales e-mail cron job",
     r'''
"""Weekly sales report: aggregates the orders export and mails a summary."""
import csv
import smtplib
from collections import defaultdict
from datetime import datetime
from email.message import EmailMessage
from pathlib import Path

EXPORT_DIR = Path("/srv/exports/orders")
RECIPIENTS = ["sales-leads@example.com", "finance@example.com"]


def latest_export(directory: Path) -> Path:
    files = sorted(directory.glob("orders_*.csv"), key=lambda p: p.stat().st_mtime)
    if not files:
        raise FileNotFoundError(f"no export in {directory}")
    return files[-1]


def load(path: Path) -> list[dict]:
    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    for r in rows:
        r["amount"] = float(r["amount"])
        r["date"] = datetime.strptime(r["date"], "%Y-%m-%d")
    return rows


def summarise(rows: list[dict]) -> str:
    per_rep = defaultdict(float)
    for r in rows:
        per_rep[r["rep"]] += r["amount"]
    ranking = sorted(per_rep.items(), key=lambda kv: kv[1], reverse=True)
    lines = [f"{rep:<20} {total:>12,.2f}" for rep, total in ranking]
    biggest = max(rows, key=lambda r: r["amount"])
    lines.append("")
    lines.append(f"Largest order: {biggest['order_id']} ({biggest['amount']:,.2f}) by {biggest['rep']}")
    return "\n".join(lines)


def send(body: str, subject: str) -> None:
    msg = EmailMessage()
    msg["From"] = "reports@example.com"
    msg["To"] = ", ".join(RECIPIENTS)
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP("localhost") as s:
        s.send_message(msg)


if __name__ == "__main__":
    path = latest_export(EXPORT_DIR)
    rows = load(path)
    send(summarise(rows), f"Sales report – {path.stem}")
''',
     [
         M("lambda: statement (return) in lambda body",
           "`key=lambda kv: return kv[1]` - a `return` inside the lambda; the other lambdas in the "
           "file show the expression form is meant.",
           ("key=lambda kv: kv[1]", "key=lambda kv: return kv[1]")),
         M("slip: ; typed for :",
           "The `send` header ends in `-> None;` (semicolon instead of colon, the neighbouring "
           "key).",
           ("def send(body: str, subject: str) -> None:", "def send(body: str, subject: str) -> None;")),
     ],
     note="Cron job on the reporting server. The en dash in the subject string is the analyst's and stays.")

# ---------------------------------------------------------------------------
case("rotate_logs_cli_joined_line_call_comma",
     "sysadmin's CLI tool for compressing and pruning application logs",
     r'''
#!/usr/bin/env python3
"""rotate-logs: compress and prune old log files.

Usage: rotate-logs /var/log/myapp --keep 14 --dry-run
"""
import argparse
import gzip
import shutil
import sys
import time
from pathlib import Path


def parse_args(argv=None):
    p = argparse.ArgumentParser(prog="rotate-logs", description=__doc__.splitlines()[0])
    p.add_argument("directory", type=Path)
    p.add_argument("--keep", type=int, default=7, help="days of compressed logs to keep")
    p.add_argument("--pattern", default="*.log.[0-9]*")
    p.add_argument("--dry-run", action="store_true")
    p.add_argument("-v", "--verbose", action="count", default=0)
    return p.parse_args(argv)


def compress(path: Path, dry_run: bool) -> Path:
    target = path.with_name(path.name + ".gz")
    if dry_run:
        return target
    with path.open("rb") as src, gzip.open(target, "wb") as dst:
        shutil.copyfileobj(src, dst)
    path.unlink()
    return target


def main(argv=None) -> int:
    args = parse_args(argv)
    if not args.directory.is_dir():
        print(f"rotate-logs: {args.directory}: not a directory", file=sys.stderr)
        return 2
    cutoff = time.time() - args.keep * 86400
    compressed = removed = 0
    for path in sorted(args.directory.glob(args.pattern)):
        if path.suffix == ".gz":
            continue
        gz = compress(path, args.dry_run)
        compressed += 1
        if args.verbose:
            print(f"compressed {path} -> {gz.name}")
    for gz in args.directory.glob("*.gz"):
        if gz.stat().st_mtime < cutoff:
            if not args.dry_run:
                gz.unlink()
            removed += 1
            if args.verbose > 1:
                print(f"removed {gz}")
    print(f"{compressed} compressed, {removed} removed{' (dry run)' if args.dry_run else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
     [
         M("edit: line joined to the next",
           "`compressed += 1` was joined onto the end of the `gz = compress(...)` line (a Delete at "
           "end of line in vim's insert mode); its indentation spaces are still there between the "
           "two statements.",
           ("        gz = compress(path, args.dry_run)\n        compressed += 1\n",
            "        gz = compress(path, args.dry_run)        compressed += 1\n")),
         M("comma: missing in call",
           "Comma missing between `default=7` and `help=` in the `--keep` option.",
           ('default=7, help="days', 'default=7 help="days')),
     ],
     note='CLI installed on several servers, edited in vim; two slips from the last edit session.')

# ---------------------------------------------------------------------------
case("customers_upsert_merge_marker_slice_bracket",
     "French data engineer, nightly CSV -> Postgres upsert job, after resolving a rebase",
     r'''
# Chargement nocturne des clients dans l'entrepôt (upsert par id)
import csv
import os
import sys
from datetime import datetime, timezone

import psycopg2
import psycopg2.extras

DSN = os.environ.get("WAREHOUSE_DSN", "dbname=warehouse")
BATCH = 500

UPSERT = """
INSERT INTO customers (id, email, country, updated_at)
VALUES %s
ON CONFLICT (id) DO UPDATE
SET email = EXCLUDED.email,
    country = EXCLUDED.country,
    updated_at = EXCLUDED.updated_at
"""


def normalise(row: dict) -> tuple:
    email = (row.get("email") or "").strip().lower() or None
    # code pays ISO sur 2 lettres, sinon NULL
    country = (row.get("country") or "").strip().upper()[:2] or None
    return (int(row["id"]), email, country, datetime.now(timezone.utc))


def chunks(items, size):
    for i in range(0, len(items), size):
        yield items[i:i + size]


def read_source(path: str) -> list[dict]:
    with open(path, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh, delimiter=";"))


def load(rows: list[dict]) -> int:
    clean = [normalise(r) for r in rows if r.get("id")]
    with psycopg2.connect(DSN) as conn, conn.cursor() as cur:
        for batch in chunks(clean, BATCH):
            psycopg2.extras.execute_values(cur, UPSERT, batch)
    return len(clean)


if __name__ == "__main__":
    n = load(read_source(sys.argv[1]))
    print(f"{n} clients chargés")
''',
     [
         M("merge: leftover conflict marker line",
           "While resolving the rebase the developer deleted `<<<<<<< HEAD`, the old side and "
           "`=======`, but left the `>>>>>>> feature/country-iso` line under the kept `country` "
           "line. Only the marker line is removed.",
           ("upper()[:2] or None\n", "upper()[:2] or None\n>>>>>>> feature/country-iso\n")),
         M("bracket: ) for ]",
           "The slice in `chunks` is closed with `)` instead of `]`.",
           ("yield items[i:i + size]", "yield items[i:i + size)")),
     ],
     note='Comments and messages in French. A rebase onto the branch that added ISO country codes produced a conflict in `normalise`; the developer kept the ISO version and deleted the rest of the block except its last marker line.')

# ---------------------------------------------------------------------------
case("server_config_tabs_decorator_paren",
     "German backend developer; one line pasted from an old tab-indented module",
     r'''
# Konfiguration laden: Umgebungsvariable, ~/.config, /etc (erste gefundene Datei gewinnt)
import configparser
import functools
import os
from pathlib import Path

DEFAULTS = {
    "host": "127.0.0.1",
    "port": "8080",
    "workers": "2",
    "log_level": "info",
}

SEARCH_PATH = [
    Path(os.environ.get("APP_CONFIG", "")),
    Path.home() / ".config" / "app" / "app.ini",
    Path("/etc/app/app.ini"),
]


@functools.lru_cache(maxsize=None)
def load_config() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(defaults=DEFAULTS)
    for candidate in SEARCH_PATH:
        if candidate.is_file():
            parser.read(candidate)
            break
    if not parser.has_section("server"):
        parser.add_section("server")
    return parser["server"]


def get_int(key: str) -> int:
    section = load_config()
    try:
        return section.getint(key)
    except ValueError:
        # lieber sofort abbrechen als mit falschem Port starten
        raise SystemExit(f"config: {key} must be an integer, got {section.get(key)!r}")


def bind_address() -> tuple[str, int]:
    return load_config()["host"], get_int("port")
''',
     [
         M("indent: tabs mixed with spaces (TabError)",
           "The `break` was pasted from an old module indented with tabs: three TABs under lines "
           "indented with 12 spaces. CPython cannot compare the two indentations (TabError). "
           "It belongs to the `if` body with 12 spaces, like `parser.read(...)` above it.",
           ("            break\n", "\u21e5\u21e5\u21e5break\n")),
         M("bracket: decorator call ( never closed",
           "`@functools.lru_cache(maxsize=None` lost its `)`, so the `def` line is read as part of "
           "the decorator's arguments.",
           ("@functools.lru_cache(maxsize=None)\n", "@functools.lru_cache(maxsize=None\n")),
     ],
     note='Comments in German. The file is indented with 4 spaces throughout; one line came from a legacy module indented with tabs.')

# ---------------------------------------------------------------------------
case("fastapi_bookings_vim_w_annotation_bracket",
     "full-stack developer editing a FastAPI service in vim over ssh",
     r'''
from datetime import datetime
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException, Query, status
from pydantic import BaseModel, Field

app = FastAPI(title="bookings")


class BookingIn(BaseModel):
    room_id: int
    guest: str = Field(min_length=1, max_length=120)
    start: datetime
    end: datetime
    notes: Optional[str] = None


class Booking(BookingIn):
    id: int
    created_at: datetime


_DB: dict[int, Booking] = {}
_BY_ROOM: dict[int, list[int]] = {}


def overlaps(a: BookingIn, b: BookingIn) -> bool:
    return a.start < b.end and b.start < a.end


def get_db() -> dict[int, Booking]:
    return _DB


@app.post("/bookings", response_model=Booking, status_code=status.HTTP_201_CREATED)
async def create_booking(data: BookingIn, db: dict[int, Booking] = Depends(get_db)) -> Booking:
    if data.end <= data.start:
        raise HTTPException(status_code=422, detail="end must be after start")
    for other_id in _BY_ROOM.get(data.room_id, []):
        if overlaps(data, db[other_id]):
            raise HTTPException(status_code=409, detail=f"overlaps booking {other_id}")
    booking = Booking(id=len(db) + 1, created_at=datetime.utcnow(), **data.model_dump())
    db[booking.id] = booking
    _BY_ROOM.setdefault(booking.room_id, []).append(booking.id)
    return booking


@app.get("/rooms/{room_id}/bookings", response_model=list[Booking])
async def room_bookings(room_id: int, upcoming: bool = Query(False)) -> list[Booking]:
    items = [_DB[i] for i in _BY_ROOM.get(room_id, [])]
    if upcoming:
        now = datetime.utcnow()
        items = [b for b in items if b.end > now]
    return sorted(items, key=lambda b: b.start)
''',
     [
         M("bracket: [ never closed in annotation",
           "`dict[int, list[int]` in the `_BY_ROOM` annotation is missing the outer `]` (the line "
           "above has the complete `dict[int, Booking]`).",
           ("_BY_ROOM: dict[int, list[int]] = {}", "_BY_ROOM: dict[int, list[int] = {}")),
         M("slip: vim :w typed into file",
           "`:w` typed in insert mode at the end of `return booking` (meant as the vim save "
           "command).",
           ("    return booking\n", "    return booking:w\n")),
     ],
     note='FastAPI + pydantic v2 service (`model_dump`), edited in vim over ssh.')

# ---------------------------------------------------------------------------
case("retry_decorator_timed_paren_fstring_brace",
     "platform engineer writing a small job runner with a retry decorator",
     r'''
import functools
import logging
import random
import time
from contextlib import contextmanager
from typing import Callable, Iterator, TypeVar

T = TypeVar("T")
log = logging.getLogger("jobs")


def retry(times: int = 3, exceptions: tuple = (Exception,), backoff: float = 0.5):
    def decorator(fn: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs) -> T:
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:
                    if attempt == times:
                        raise
                    delay = backoff * 2 ** (attempt - 1) + random.uniform(0, 0.1)
                    log.warning("%s failed (%s), retry %d/%d in %.2fs",
                                fn.__name__, exc, attempt, times, delay)
                    time.sleep(delay)
            raise AssertionError("unreachable")
        return wrapper
    return decorator


@contextmanager
def timed(label: str) -> Iterator[None]:
    start = time.perf_counter()
    try:
        yield
    finally:
        elapsed = time.perf_counter() - start
        log.info(f"{label} took {elapsed:.3f}s")


@retry(times=4, exceptions=(TimeoutError, ConnectionError))
def flaky_fetch(job_id: int) -> dict:
    if random.random() < 0.3:
        raise TimeoutError(f"job {job_id} timed out")
    return {"job": job_id, "ok": True}


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    with timed("batch"):
        results = [flaky_fetch(i) for i in range(10)]
    print(sum(r["ok"] for r in results), "jobs ok")
''',
     [
         M("bracket: decorator call ( never closed",
           "The `@retry(...)` decorator closes the exceptions tuple but not the call.",
           ("exceptions=(TimeoutError, ConnectionError))\n", "exceptions=(TimeoutError, ConnectionError)\n")),
         M("fstring: } missing in replacement field",
           "`{elapsed:.3fs` - the `}` closing the replacement field is missing, so the `s` unit "
           "ended up in the format spec; `{elapsed:.3f}s` is meant.",
           ('{elapsed:.3f}s")', '{elapsed:.3fs")')),
     ],
     note='Job runner with a retry decorator factory and a timing context manager; two slips from the last edit.')

# ---------------------------------------------------------------------------
case("slack_deploy_notifier_dict_comma_await",
     "DevOps engineer's deploy notifier for the CI pipeline (Slack, async client)",
     r'''
import asyncio
import os

from slack_sdk.web.async_client import AsyncWebClient

client = AsyncWebClient(token=os.environ["SLACK_BOT_TOKEN"])
CHANNEL = os.environ.get("DEPLOY_CHANNEL", "#deploys")


def deploy_blocks(service: str, version: str, author: str, ok: bool) -> list[dict]:
    emoji = ":white_check_mark:" if ok else ":x:"
    return [
        {
            "type": "section",
            "text": {"type": "mrkdwn", "text": f"{emoji} *{service}* `{version}`"},
        },
        {
            "type": "context",
            "elements": [
                {"type": "mrkdwn", "text": f"deployed by {author}"},
                {"type": "mrkdwn", "text": "status: " + ("success" if ok else "FAILED")},
            ],
        },
    ]


async def notify(service: str, version: str, author: str, ok: bool = True) -> str:
    resp = await client.chat_postMessage(
        channel=CHANNEL,
        text=f"{service} {version} deployed",
        blocks=deploy_blocks(service, version, author, ok),
    )
    return resp["ts"]


async def thread_reply(ts: str, message: str) -> None:
    await client.chat_postMessage(channel=CHANNEL, thread_ts=ts, text=message)


async def main() -> None:
    ts = await notify("billing-api", "v2.14.0", "marta")
    await thread_reply(ts, "migrations applied: 3")


if __name__ == "__main__":
    asyncio.run(main())
''',
     [
         M("comma: missing between dict entries (across lines)",
           "No comma after `\"type\": \"section\"`, so `\"section\" \"text\"` is read as one "
           "concatenated string followed by a stray `:`.",
           ('"type": "section",\n', '"type": "section"\n')),
         M("async: await in non-async def",
           "`thread_reply` was added as a plain `def` but awaits the client call; `main` awaits "
           "it, so `async def` is meant. CPython's compiler rejects `await` outside an async "
           "function.",
           ("async def thread_reply(", "def thread_reply(")),
     ],
     note="Deploy notifier called from CI, using slack_sdk's async client; `thread_reply` was the function added in this change.")

# ---------------------------------------------------------------------------
case("inventory_events_match_merge_conflict",
     "developer on a warehouse team, event-sourced stock replay tool, after pulling main",
     r'''
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field


@dataclass
class Item:
    sku: str
    name: str
    qty: int = 0
    tags: set[str] = field(default_factory=set)


@dataclass
class Inventory:
    items: dict[str, Item] = field(default_factory=dict)

    def apply(self, event: dict) -> None:
        match event:
            case {"type": "add", "sku": sku, "name": name, **rest}:
                item = self.items.setdefault(sku, Item(sku, name))
                item.qty += rest.get("qty", 1)
            case {"type": "remove", "sku": sku, "qty": int(qty)}:
                item = self.items[sku]
                if qty > item.qty:
                    raise ValueError(f"only {item.qty} of {sku} left")
                item.qty -= qty
            case {"type": "tag", "sku": sku, "tags": [*tags]}:
                self.items[sku].tags.update(tags)
            case {"type": str(kind)}:
                print(f"ignoring unknown event {kind!r}", file=sys.stderr)
            case _:
                raise ValueError(f"malformed event: {event!r}")

    def low_stock(self, threshold: int = 5) -> list[Item]:
        return sorted((i for i in self.items.values() if i.qty < threshold), key=lambda i: i.qty)


def replay(path: str) -> Inventory:
    inv = Inventory()
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                inv.apply(json.loads(line))
            except (ValueError, KeyError) as exc:
                print(f"{path}:{lineno}: {exc}", file=sys.stderr)
    return inv


if __name__ == "__main__":
    inventory = replay(sys.argv[1])
    for item in inventory.low_stock():
        print(f"{item.sku:<10} {item.name:<30} {item.qty:>4}")
''',
     [
         M("merge: leftover conflict block",
           "A whole conflict block around `low_stock`. The HEAD side is kept: the other side reads "
           "`i.quantity`, but `Item` has no such field (it is `qty` everywhere else in the file).",
           ('''    def low_stock(self, threshold: int = 5) -> list[Item]:
        return sorted((i for i in self.items.values() if i.qty < threshold), key=lambda i: i.qty)
''', '''<<<<<<< HEAD
    def low_stock(self, threshold: int = 5) -> list[Item]:
        return sorted((i for i in self.items.values() if i.qty < threshold), key=lambda i: i.qty)
=======
    def low_stock(self, threshold=5):
        return [i for i in self.items.values() if i.quantity < threshold]
>>>>>>> origin/main
''')),
         M("comma: missing in mapping pattern (match)",
           "Comma missing between `\"sku\": sku` and `\"qty\": int(qty)` in the `remove` case "
           "pattern.",
           ('"sku": sku, "qty": int(qty)', '"sku": sku "qty": int(qty)')),
     ],
     note='Stock replay using structural pattern matching; `git pull` left a conflict in `low_stock`, and a comma was lost in the `remove` pattern the same day.')
