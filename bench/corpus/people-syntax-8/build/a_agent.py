"""001-014: files a coding agent (the "Fixer") edited and left broken.

Each file is a real-looking module of 50-120 lines; the agent rewrote part of it and
left two to four of the artefacts model edits leave: a patch at the wrong indentation,
an old and a new function header both partly present, an edit cut off at the end of a
function, a markdown fence or a sentence of the model's explanation, a placeholder
line, a SEARCH/REPLACE block, a bracket dropped in a long expression, two lines joined,
an annotation in the wrong place, a 3.12-only f-string, a wrong match pattern.
"""
from lib import END, START, M, case

AGENT_POLICY = (
    "Policy (agent edits): meant.py is the module as it was before the bad edit plus the\n"
    "edit's evident intention. The agent's explanation and markdown fences are removed;\n"
    "a SEARCH/REPLACE block keeps its REPLACE side; a placeholder line that stands for\n"
    "code which is still in the file becomes a comment with the same text; an edit cut\n"
    "off at the end of a function is closed, nothing is invented."
)

# ---------------------------------------------------------------- 001
case(
    "flask_orders_blueprint_search_replace_listcomp_sentence",
    "coding agent edit: Flask blueprint",
    r'''
"""Order routes for the shop backend."""
from datetime import datetime, timezone

from flask import Blueprint, abort, jsonify, request

from .auth import login_required
from .db import get_db

bp = Blueprint("orders", __name__, url_prefix="/api/orders")

VALID_STATUSES = {"pending", "paid", "shipped", "cancelled"}


def _row_to_order(row):
    return {
        "id": row["id"],
        "customer_id": row["customer_id"],
        "status": row["status"],
        "total_cents": row["total_cents"],
        "created_at": row["created_at"],
    }


@bp.get("/")
@login_required
def list_orders():
    db = get_db()
    status = request.args.get("status")
    limit = min(int(request.args.get("limit", 50)), 200)
    if status is not None and status not in VALID_STATUSES:
        abort(400, description=f"unknown status: {status}")
    if status:
        rows = db.execute(
            "SELECT * FROM orders WHERE status = ? ORDER BY created_at DESC LIMIT ?",
            (status, limit),
        ).fetchall()
    else:
        rows = db.execute(
            "SELECT * FROM orders ORDER BY created_at DESC LIMIT ?", (limit,)
        ).fetchall()
    return jsonify([_row_to_order(r) for r in rows])


@bp.get("/<int:order_id>")
@login_required
def get_order(order_id):
    db = get_db()
    row = db.execute("SELECT * FROM orders WHERE id = ?", (order_id,)).fetchone()
    if row is None:
        abort(404)
    items = db.execute(
        "SELECT sku, quantity, unit_cents FROM order_items WHERE order_id = ?",
        (order_id,),
    ).fetchall()
    order = _row_to_order(row)
    order["items"] = [
        {"sku": i["sku"], "quantity": i["quantity"], "unit_cents": i["unit_cents"]}
        for i in items
        if i["quantity"] > 0
    ]
    return jsonify(order)


@bp.patch("/<int:order_id>/status")
@login_required
def update_status(order_id):
    payload = request.get_json(silent=True) or {}
    new_status = payload.get("status")
    if new_status not in VALID_STATUSES:
        abort(400, description="status must be one of: " + ", ".join(sorted(VALID_STATUSES)))
    db = get_db()
    cur = db.execute(
        "UPDATE orders SET status = ?, updated_at = ? WHERE id = ?",
        (new_status, datetime.now(timezone.utc).isoformat(), order_id),
    )
    db.commit()
    if cur.rowcount == 0:
        abort(404)
    return jsonify({"id": order_id, "status": new_status})
''',
    [
        M("agent: SEARCH/REPLACE block left in the file",
          "The agent's edit block was written into the file instead of being applied: "
          "`<<<<<<< SEARCH`, the old `limit = ...` line, `=======`, the new lines and "
          "`>>>>>>> REPLACE`. meant.py keeps the REPLACE side (the capped limit and the status "
          "check), which is what the edit was for; the old line and the markers go.",
          ('    limit = min(int(request.args.get("limit", 50)), 200)\n'
           '    if status is not None and status not in VALID_STATUSES:\n'
           '        abort(400, description=f"unknown status: {status}")\n',
           '<<<<<<< SEARCH\n'
           '    limit = int(request.args.get("limit", 50))\n'
           '=======\n'
           '    limit = min(int(request.args.get("limit", 50)), 200)\n'
           '    if status is not None and status not in VALID_STATUSES:\n'
           '        abort(400, description=f"unknown status: {status}")\n'
           '>>>>>>> REPLACE\n')),
        M("bracket: ] dropped at the end of a multi-line list comprehension",
          "The rewritten `order[\"items\"] = [` comprehension (dict, `for`, `if` on three lines) "
          "lost its closing `]`; CPython stops at `return` inside the open bracket. The `]` "
          "goes back on its own line under `order`, the layout of the other multi-line "
          "brackets in the file.",
          ('        if i["quantity"] > 0\n    ]\n', '        if i["quantity"] > 0\n')),
        M("agent: explanation sentence left between two functions",
          "A sentence of the agent's summary (\"Now `update_status` returns 404 ...\") sits at "
          "column 0 between `get_order` and `update_status`. It is the model talking, not "
          "code and not a comment the module had; it is removed with the blank line added "
          "under it.",
          ('    return jsonify(order)\n\n\n@bp.patch',
           '    return jsonify(order)\n\n\nNow `update_status` returns 404 when no row was '
           'updated, instead of silently returning 200 for an unknown order id.\n\n@bp.patch')),
    ],
    note="The user asked the agent to validate the `status` filter and cap `limit` in "
         "`list_orders`, and to return 404 from `update_status` for unknown ids.\n"
         + AGENT_POLICY,
)

# ---------------------------------------------------------------- 002
case(
    "pandas_survey_cleaning_fences_chain_paren_fstring_quotes",
    "coding agent edit: pandas cleaning script",
    r'''
"""Clean the raw survey export before it goes into the dashboard.

Usage: python clean_survey.py raw/survey_2024-05.csv clean/survey_2024-05.parquet
"""
import sys
from pathlib import Path

import numpy as np
import pandas as pd

COLUMN_NAMES = {
    "Timestamp": "submitted_at",
    "What is your age?": "age",
    "Which country do you live in?": "country",
    "How satisfied are you with the product? (1-5)": "satisfaction",
    "How did you hear about us?": "channel",
    "Any other comments?": "comment",
}

COUNTRY_FIXES = {
    "usa": "United States",
    "us": "United States",
    "u.s.": "United States",
    "uk": "United Kingdom",
    "england": "United Kingdom",
    "deutschland": "Germany",
}


def load(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, encoding="utf-8-sig")
    missing = set(COLUMN_NAMES) - set(df.columns)
    if missing:
        raise SystemExit(f"missing columns in export: {sorted(missing)}")
    return df


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = (
        df.rename(columns=COLUMN_NAMES)
        .loc[:, list(COLUMN_NAMES.values())]
        .drop_duplicates(subset=["submitted_at", "comment"])
        .assign(
            submitted_at=lambda d: pd.to_datetime(d["submitted_at"], errors="coerce"),
            age=lambda d: pd.to_numeric(d["age"], errors="coerce"),
            satisfaction=lambda d: pd.to_numeric(d["satisfaction"], errors="coerce"),
        )
    )
    df["country"] = (
        df["country"]
        .fillna("")
        .str.strip()
        .map(lambda c: COUNTRY_FIXES.get(c.lower(), c.title()))
        .replace("", np.nan)
    )
    df["channel"] = df["channel"].fillna("unknown").str.lower().str.strip()
    df.loc[~df["age"].between(16, 99), "age"] = np.nan
    df.loc[~df["satisfaction"].between(1, 5), "satisfaction"] = np.nan
    df = df.dropna(subset=["submitted_at"])
    return df.sort_values("submitted_at").reset_index(drop=True)


def summarize(df: pd.DataFrame) -> None:
    print(f"rows after cleaning: {len(df)}")
    print(f"columns: {', '.join(df.columns)}")
    print(f"mean satisfaction: {df['satisfaction'].mean():.2f}")
    top = df["country"].value_counts().head(5)
    for country, n in top.items():
        print(f"  {country:<20} {n:>5}")


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__)
        return 2
    src, dst = Path(argv[1]), Path(argv[2])
    df = clean(load(src))
    summarize(df)
    dst.parent.mkdir(parents=True, exist_ok=True)
    df.to_parquet(dst, index=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
''',
    [
        M("agent: ```python fence at the top and ``` fence at the end of the file",
          "The agent wrote its whole answer, fences included, over the file: a "
          "```` ```python ```` line before the docstring and a ```` ``` ```` line after the "
          "last line. Both fence lines are removed; nothing else was outside them.",
          (START, "```python\n"), (END, "```\n")),
        M("bracket: ) dropped at the end of one call in a method chain",
          "In the country chain the `.map(lambda c: COUNTRY_FIXES.get(c.lower(), c.title()))` "
          "call lost its last `)`, so `.replace(...)` and the chain's closing `)` are swallowed "
          "and the error only shows at the next statement. Every other step of the chain "
          "opens and closes on its own line, so the `)` goes back at the end of the `.map(` "
          "line.",
          ('.map(lambda c: COUNTRY_FIXES.get(c.lower(), c.title()))\n',
           '.map(lambda c: COUNTRY_FIXES.get(c.lower(), c.title())\n')),
        M("fstring: same quotes nested in a replacement field (3.12 only)",
          "`f\"columns: {\", \".join(df.columns)}\"` reuses the f-string's own double quotes "
          "inside the braces, which only Python 3.12 accepts. The next line of the same "
          "function writes `df['satisfaction']` with single quotes inside, so the separator "
          "becomes `', '`.",
          ('''print(f"columns: {', '.join(df.columns)}")''',
           '''print(f"columns: {", ".join(df.columns)}")''')),
    ],
    note="The agent was asked to normalise country names and to print a summary; it "
         "answered with the whole file in a fenced block, and the user's tool saved the "
         "answer verbatim.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 003
case(
    "argparse_release_notes_duplicate_header_joined_line_truncated_return",
    "coding agent edit: argparse CLI",
    r'''
#!/usr/bin/env python3
"""Generate release notes from conventional-commit messages.

    relnotes.py v1.4.0..HEAD --title "Release 1.5.0" > NOTES.md
"""
import argparse
import re
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass

COMMIT_RE = re.compile(r"^(?P<kind>\w+)(?:\((?P<scope>[^)]+)\))?(?P<breaking>!)?: (?P<subject>.+)$")

SECTIONS = {
    "feat": "Features",
    "fix": "Bug fixes",
    "perf": "Performance",
    "docs": "Documentation",
}


@dataclass
class Entry:
    kind: str
    scope: str | None
    subject: str
    sha: str
    breaking: bool


def git_log(rev_range: str) -> list[tuple[str, str]]:
    out = subprocess.run(
        ["git", "log", "--no-merges", "--format=%h%x09%s", rev_range],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    pairs = []
    for line in out.splitlines():
        sha, _, subject = line.partition("\t")
        pairs.append((sha, subject))
    return pairs


def parse_entries(pairs: list[tuple[str, str]], include_other: bool = False) -> list[Entry]:
    entries = []
    for sha, subject in pairs:
        m = COMMIT_RE.match(subject)
        if m is None:
            if include_other:
                entries.append(Entry("other", None, subject, sha, False))
            continue
        entries.append(Entry(m["kind"], m["scope"], m["subject"], sha, bool(m["breaking"])))
    return sorted(entries, key=lambda e: (e.kind, e.scope or "", e.subject.lower()))


def render_markdown(entries: list[Entry], title: str) -> str:
    grouped = defaultdict(list)
    for e in entries:
        grouped[SECTIONS.get(e.kind, "Other changes")].append(e)
    lines = [f"# {title}", ""]
    breaking = [e for e in entries if e.breaking]
    if breaking:
        lines += ["## Breaking changes", ""]
        lines += [f"- {e.subject} ({e.sha})" for e in breaking]
        lines.append("")
    for section in list(SECTIONS.values()) + ["Other changes"]:
        if section not in grouped:
            continue
        lines += [f"## {section}", ""]
        for e in grouped[section]:
            scope = f"**{e.scope}:** " if e.scope else ""
            lines.append(f"- {scope}{e.subject} ({e.sha})")
        lines.append("")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("range", help="git revision range, e.g. v1.4.0..HEAD")
    p.add_argument("--title", default="Release notes")
    p.add_argument("--all", action="store_true", help="include commits that are not conventional")
    p.add_argument("--format", choices=["markdown", "plain"], default="markdown")
    return p


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    try:
        pairs = git_log(args.range)
    except subprocess.CalledProcessError as exc:
        print(exc.stderr.strip(), file=sys.stderr)
        return exc.returncode
    entries = parse_entries(pairs, include_other=args.all)
    text = render_markdown(entries, args.title)
    if args.format == "plain":
        text = re.sub(r"[#*]", "", text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
    [
        M("bracket: )) cut off at the end of a function's last line",
          "The agent's version of `parse_entries` was cut off just before the last two "
          "characters: `return sorted(entries, key=lambda e: (e.kind, e.scope or \"\", "
          "e.subject.lower()` lacks the `)` of the key tuple and the `)` of `sorted(`. "
          "Only those two brackets are added; the rest of the file after the cut is the "
          "old file and is complete.",
          ('e.subject.lower()))\n', 'e.subject.lower()\n')),
        M("agent: old function header and its first lines left above the new header",
          "The edit added a `title` parameter to `render_markdown`, but the old header "
          "`def render_markdown(entries):` and the first two lines of its body stayed above "
          "the new header, so the old `for e in entries:` has no body. The old lines are "
          "removed; the new function (which `main` calls with two arguments) is kept.",
          ('def render_markdown(entries: list[Entry], title: str) -> str:\n',
           'def render_markdown(entries):\n'
           '    grouped = defaultdict(list)\n'
           '    for e in entries:\n'
           'def render_markdown(entries: list[Entry], title: str) -> str:\n')),
        M("layout: two statements joined on one line",
          "In `main` the line break between `entries = parse_entries(...)` and "
          "`text = render_markdown(...)` was lost (the second statement's indentation is "
          "still there). The line is split back at the point where the second statement "
          "begins.",
          ('include_other=args.all)\n    text = render_markdown',
           'include_other=args.all)    text = render_markdown')),
    ],
    note="The user asked the agent to add `--all` (keep non-conventional commits) and a "
         "`--title` option. The agent's reply for `parse_entries` ran into the output limit.\n"
         + AGENT_POLICY,
)

# ---------------------------------------------------------------- 004
case(
    "dataclass_invoice_model_placeholder_body_dedented_annotation_after_arrow",
    "coding agent edit: dataclass model module",
    r'''
"""Invoice data model used by the billing service."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from enum import Enum

CENT = Decimal("0.01")


class Status(str, Enum):
    DRAFT = "draft"
    SENT = "sent"
    PAID = "paid"
    VOID = "void"


@dataclass(frozen=True)
class LineItem:
    description: str
    quantity: int
    unit_price: Decimal
    tax_rate: Decimal = Decimal("0.20")

    @property
    def net(self) -> Decimal:
        return (self.unit_price * self.quantity).quantize(CENT, ROUND_HALF_UP)

    @property
    def tax(self) -> Decimal:
        return (self.net * self.tax_rate).quantize(CENT, ROUND_HALF_UP)


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date
    terms_days: int = 30
    status: Status = Status.DRAFT
    lines: list[LineItem] = field(default_factory=list)
    notes: str = ""

    @property
    def due(self) -> date:
        return self.issued + timedelta(days=self.terms_days)

    def add_line(self, description: str, quantity: int, unit_price: Decimal | str) -> LineItem:
        if self.status is not Status.DRAFT:
            raise ValueError(f"invoice {self.number} is {self.status.value}, not editable")
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        item = LineItem(description, quantity, Decimal(unit_price))
        self.lines.append(item)
        return item

    # ... rest of the class unchanged ...

    def subtotal(self) -> Decimal:
        return sum((line.net for line in self.lines), Decimal("0"))

    def tax_total(self) -> Decimal:
        return sum((line.tax for line in self.lines), Decimal("0"))

    def total(self) -> Decimal:
        return self.subtotal() + self.tax_total()

    def is_overdue(self, today: date | None = None) -> bool:
        today = today or date.today()
        return self.status is Status.SENT and today > self.due

    def mark_sent(self) -> None:
        if not self.lines:
            raise ValueError("cannot send an empty invoice")
        self.status = Status.SENT

    def mark_paid(self, paid_on: date | None = None) -> None:
        if self.status is not Status.SENT:
            raise ValueError("only sent invoices can be paid")
        self.status = Status.PAID
        self.notes = (self.notes + f"\nPaid on {(paid_on or date.today()).isoformat()}").strip()
''',
    [
        M("agent: placeholder line '... rest of the class unchanged ...' left as bare text",
          "The agent ended its new `add_line` with the placeholder `... rest of the class "
          "unchanged ...`, and the tool that applied the edit kept the line while also "
          "keeping the real rest of the class below it. No code is missing, so the "
          "placeholder becomes the comment `# ... rest of the class unchanged ...` at the "
          "same indentation.",
          ('    # ... rest of the class unchanged ...\n',
           '    ... rest of the class unchanged ...\n')),
        M("indent: method body dedented to column 0 by the patch",
          "The patched `is_overdue` kept its header at 4 spaces, but its two body lines were "
          "written at column 0, so the `def` has no indented block. They go back to 8 "
          "spaces, like every other method body.",
          ('        today = today or date.today()\n'
           '        return self.status is Status.SENT and today > self.due\n',
           'today = today or date.today()\n'
           'return self.status is Status.SENT and today > self.due\n')),
        M("annotation: parameter type written after the return annotation",
          "The agent annotated `add_line` as `def add_line(self, description: str, "
          "quantity: int, unit_price) -> LineItem: Decimal | str`: the type meant for "
          "`unit_price` (the body calls `Decimal(unit_price)`, and every other parameter "
          "is annotated) landed after the colon, where it becomes a one-line body, and the "
          "real body below is an unexpected indent. It moves back to the parameter.",
          ('unit_price: Decimal | str) -> LineItem:\n',
           'unit_price) -> LineItem: Decimal | str\n')),
    ],
    note="The agent was asked to stop `add_line` editing invoices that were already sent "
         "and to accept prices as strings.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 005
case(
    "aiohttp_link_checker_gather_paren_lines_too_deep_fence_and_sentence",
    "coding agent edit: async aiohttp fetcher",
    r'''
"""Check a list of URLs concurrently and write a CSV report."""
import asyncio
import csv
import sys
import time
from dataclasses import dataclass

import aiohttp

DEFAULT_TIMEOUT = aiohttp.ClientTimeout(total=15)
MAX_CONCURRENCY = 20
USER_AGENT = "linkcheck/0.3 (+https://example.org/linkcheck)"


@dataclass
class Result:
    url: str
    status: int | None
    elapsed_ms: int
    error: str = ""
    final_url: str = ""


async def check(session: aiohttp.ClientSession, sem: asyncio.Semaphore, url: str) -> Result:
    start = time.perf_counter()
    async with sem:
        try:
            async with session.get(url, allow_redirects=True) as resp:
                await resp.read()
                elapsed = int((time.perf_counter() - start) * 1000)
                return Result(url, resp.status, elapsed, final_url=str(resp.url))
        except asyncio.TimeoutError:
            elapsed = int((time.perf_counter() - start) * 1000)
            return Result(url, None, elapsed, error="timeout")
        except aiohttp.ClientError as exc:
            elapsed = int((time.perf_counter() - start) * 1000)
            return Result(url, None, elapsed, error=type(exc).__name__)


async def check_all(urls: list[str]) -> list[Result]:
    sem = asyncio.Semaphore(MAX_CONCURRENCY)
    headers = {"User-Agent": USER_AGENT}
    async with aiohttp.ClientSession(timeout=DEFAULT_TIMEOUT, headers=headers) as session:
        results = await asyncio.gather(*(check(session, sem, u) for u in urls))
    return list(results)


def read_urls(path: str) -> list[str]:
    with open(path, encoding="utf-8") as f:
        urls = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    # keep the order but drop repeats
    return list(dict.fromkeys(urls))


def write_report(results: list[Result], path: str) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["url", "status", "elapsed_ms", "error", "final_url"])
        for r in sorted(results, key=lambda r: (r.status or 0, r.url)):
            writer.writerow([r.url, r.status or "", r.elapsed_ms, r.error, r.final_url])


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: linkcheck.py URLS.txt REPORT.csv", file=sys.stderr)
        return 2
    urls = read_urls(sys.argv[1])
    results = asyncio.run(check_all(urls))
    write_report(results, sys.argv[2])
    broken = [r for r in results if r.status is None or r.status >= 400]
    print(f"checked {len(results)} urls, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
''',
    [
        M("bracket: ) dropped at the end of an await asyncio.gather(*(...)) call",
          "`await asyncio.gather(*(check(session, sem, u) for u in urls))` lost its last `)`: "
          "the generator's parentheses are closed, `gather(` is not, and CPython stops at "
          "`return` on the next line. The `)` is restored at the end of the line.",
          ('for u in urls))\n', 'for u in urls)\n')),
        M("indent: two patched lines indented one level too deep",
          "The agent's new `main` has `results = asyncio.run(...)` and `write_report(...)` at "
          "8 spaces between two lines at 4, with no block opener above them (unexpected "
          "indent). They belong to the function body at 4 spaces.",
          ('    results = asyncio.run(check_all(urls))\n    write_report(results, sys.argv[2])\n',
           '        results = asyncio.run(check_all(urls))\n        write_report(results, sys.argv[2])\n')),
        M("agent: closing ``` fence and an explanation sentence after the code",
          "After the last line the file has the closing ```` ``` ```` of the agent's code "
          "block, a blank line and a sentence explaining the semaphore. They are the model's "
          "answer around the code and are removed.",
          (END, "```\n\nThe semaphore caps the number of requests in flight at "
                "`MAX_CONCURRENCY`, so a long URL list no longer exhausts the connection "
                "pool or trips rate limits.\n")),
    ],
    note="The user asked the agent to limit concurrency and add a User-Agent header. The "
         "agent's answer started with the code (no opening fence was copied) and ended with "
         "the fence and one sentence.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 006
case(
    "snake_game_state_match_or_pattern_joined_line_duplicate_header",
    "coding agent edit: small game class",
    r'''
"""Game state for the terminal snake game (drawing lives in ui.py)."""
import random
from collections import deque
from dataclasses import dataclass

UP, DOWN, LEFT, RIGHT = (0, -1), (0, 1), (-1, 0), (1, 0)
OPPOSITE = {UP: DOWN, DOWN: UP, LEFT: RIGHT, RIGHT: LEFT}


@dataclass
class Settings:
    width: int = 30
    height: int = 20
    start_length: int = 3
    wrap_walls: bool = False


class SnakeGame:
    def __init__(self, settings: Settings | None = None, seed: int | None = None):
        self.settings = settings or Settings()
        self.rng = random.Random(seed)
        self.reset()

    def reset(self) -> None:
        s = self.settings
        mid = (s.width // 2, s.height // 2)
        self.body = deque((mid[0] - i, mid[1]) for i in range(s.start_length))
        self.direction = RIGHT
        self.pending = RIGHT
        self.score = 0
        self.alive = True
        self.paused = False
        self.food = self._place_food()

    def _place_food(self) -> tuple[int, int]:
        free = [
            (x, y)
            for x in range(self.settings.width)
            for y in range(self.settings.height)
            if (x, y) not in self.body
        ]
        return self.rng.choice(free)

    def handle_key(self, key: str) -> None:
        match key:
            case "w" | "KEY_UP":
                self.turn(UP)
            case "s" | "KEY_DOWN":
                self.turn(DOWN)
            case "a" | "KEY_LEFT":
                self.turn(LEFT)
            case "d" | "KEY_RIGHT":
                self.turn(RIGHT)
            case "p" | " ":
                self.paused = not self.paused
            case "r" if not self.alive:
                self.reset()
            case _:
                pass

    def turn(self, direction: tuple[int, int]) -> None:
        # ignore a reversal into the snake's own neck
        if direction != OPPOSITE[self.direction]:
            self.pending = direction

    def step(self) -> None:
        if not self.alive or self.paused:
            return
        self.direction = self.pending
        hx, hy = self.body[0]
        dx, dy = self.direction
        nx, ny = hx + dx, hy + dy
        if self.settings.wrap_walls:
            nx %= self.settings.width
            ny %= self.settings.height
        elif not (0 <= nx < self.settings.width and 0 <= ny < self.settings.height):
            self.alive = False
            return
        grows = (nx, ny) == self.food
        if not grows:
            self.body.pop()
        if (nx, ny) in self.body:
            self.alive = False
            return
        self.body.appendleft((nx, ny))
        if grows:
            self.score += 10
            self.food = self._place_food()
''',
    [
        M("match: `or` between alternatives in a case pattern",
          "The agent added a pause key as `case \"p\" or \" \":`; patterns combine "
          "alternatives with `|`, as every other case of the same `match` does. `or` "
          "becomes `|`.",
          ('case "p" | " ":', 'case "p" or " ":')),
        M("layout: two statements joined on one line",
          "In `step` the newline between `self.direction = self.pending` and "
          "`hx, hy = self.body[0]` was lost; the second statement's indentation is still "
          "in the line. Split back into two lines.",
          ('self.direction = self.pending\n        hx, hy',
           'self.direction = self.pending        hx, hy')),
        M("agent: old function header and its first lines left above the new header",
          "The agent re-typed `turn` with annotations and a comment; the old header "
          "`def turn(self, direction):` and its `if` line stayed above the new header, so "
          "the old `if` has no body. The old two lines are removed.",
          ('    def turn(self, direction: tuple[int, int]) -> None:\n',
           '    def turn(self, direction):\n'
           '        if direction != OPPOSITE[self.direction]:\n'
           '    def turn(self, direction: tuple[int, int]) -> None:\n')),
    ],
    note="The user asked for a pause key and for `turn` to ignore reversing into the "
         "snake's neck.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 007
case(
    "toml_env_config_loader_placeholder_annotation_fstring_join_paren",
    "coding agent edit: config loader",
    r'''
"""Layered configuration: defaults < config file < environment variables."""
import os
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

ENV_PREFIX = "REPORTER_"
SEARCH_PATHS = [
    Path("reporter.toml"),
    Path.home() / ".config" / "reporter" / "config.toml",
    Path("/etc/reporter/config.toml"),
]


class ConfigError(Exception):
    pass


@dataclass
class Config:
    # ... existing fields ...
    database_url: str = "sqlite:///reporter.db"
    smtp_host: str = "localhost"
    smtp_port: int = 25
    sender: str = "reports@localhost"
    recipients: list[str] = field(default_factory=list)
    timezone: str = "UTC"
    debug: bool = False


def _coerce(name: str, raw: str, target: Any) -> Any:
    if target is bool:
        if raw.lower() in {"1", "true", "yes", "on"}:
            return True
        if raw.lower() in {"0", "false", "no", "off"}:
            return False
        raise ConfigError(f"{name}: expected a boolean, got {raw!r}")
    if target is int:
        try:
            return int(raw)
        except ValueError:
            raise ConfigError(f"{name}: expected an integer, got {raw!r}") from None
    if target == list[str]:
        return [part.strip() for part in raw.split(",") if part.strip()]
    return raw


def find_config_file(explicit: str | None = None) -> Path | None:
    if explicit:
        path = Path(explicit).expanduser()
        if not path.is_file():
            raise ConfigError(f"config file not found: {path}")
        return path
    return next((p for p in SEARCH_PATHS if p.is_file()), None)


def load_file(path: Path) -> dict[str, Any]:
    with path.open("rb") as f:
        data = tomllib.load(f)
    section = data.get("reporter", data)
    known = {f.name for f in fields(Config)}
    unknown = sorted(set(section) - known)
    if unknown:
        raise ConfigError(f"unknown keys in {path}: {', '.join(unknown)}")
    return section


def load_env(environ: dict[str, str] | None = None) -> dict[str, Any]:
    environ = os.environ if environ is None else environ
    values = {}
    for f in fields(Config):
        key = ENV_PREFIX + f.name.upper()
        if key in environ:
            values[f.name] = _coerce(key, environ[key], f.type)
    return values


def load_config(path: str | None = None, environ: dict[str, str] | None = None) -> Config:
    merged: dict[str, Any] = {}
    config_file = find_config_file(path)
    if config_file is not None:
        merged.update(load_file(config_file))
    merged.update(load_env(environ))
    config = Config(**merged)
    if not config.recipients:
        raise ConfigError("at least one recipient is required")
    return config


def describe(config: Config) -> str:
    hidden = {"database_url"}
    return "\n".join(
        f"{f.name} = {'***' if f.name in hidden else getattr(config, f.name)!r}"
        for f in fields(config)
    )
''',
    [
        M("agent: placeholder in // comment syntax (editor-apply marker) left in",
          "The agent wrote its edit in the apply format that marks kept code with "
          "`// ... existing code ...`; its marker `// ... existing fields ...` stayed at the top of `Config`, above "
          "the fields it stands for, which are all still there. No code is missing, so the "
          "line becomes a Python comment with the same text.",
          ('    # ... existing fields ...\n', '    // ... existing fields ...\n')),
        M("annotation: parameter type written after the return annotation",
          "`def find_config_file(explicit=None) -> Path | None: str | None`: the parameter's "
          "type ended up after the colon as a one-line body, and the real body is an "
          "unexpected indent. It goes back on the parameter, `explicit: str | None = None`, "
          "the way `load_config(path: str | None = None, ...)` is written.",
          ('def find_config_file(explicit: str | None = None) -> Path | None:\n',
           'def find_config_file(explicit=None) -> Path | None: str | None\n')),
        M("fstring: same quotes nested in a replacement field (3.12 only)",
          "`f\"unknown keys in {path}: {\", \".join(unknown)}\"` reuses the double quotes "
          "inside the braces (3.12 syntax). The separator gets single quotes, like `'***'` "
          "inside the f-string in `describe`.",
          ('''{', '.join(unknown)}")''', '''{", ".join(unknown)}")''')),
        M("bracket: ) dropped at the end of a multi-line join(...) call",
          "The `return \"\\n\".join(` in `describe` wraps a generator over two lines; its "
          "closing `)` (on its own line, under `return`) was dropped at the end of the file. "
          "Restored.",
          ('        for f in fields(config)\n    )\n', '        for f in fields(config)\n')),
    ],
    note="The user asked the agent to add the `timezone` and `debug` settings and a "
         "`describe()` helper that hides the database URL.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 008
case(
    "text_utils_library_search_replace_duration_unclosed_fstring",
    "coding agent edit: utility library",
    r'''
"""Small string and number helpers shared by the CLI tools."""
import re
import unicodedata
from datetime import timedelta

__all__ = ["slugify", "truncate", "human_bytes", "parse_duration", "plural", "indent_block"]

_SLUG_STRIP = re.compile(r"[^\w\s-]")
_SLUG_HYPHENATE = re.compile(r"[-\s]+")
_DURATION = re.compile(r"(?P<value>\d+(?:\.\d+)?)\s*(?P<unit>ms|s|m|h|d|w)")
_UNIT_SECONDS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


def slugify(text: str, max_length: int = 60) -> str:
    """'Deja Vu: Part 2!' -> 'deja-vu-part-2'"""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = _SLUG_STRIP.sub("", text).strip().lower()
    slug = _SLUG_HYPHENATE.sub("-", text)
    return slug[:max_length].rstrip("-")


def truncate(text: str, width: int, placeholder: str = "...") -> str:
    if len(text) <= width:
        return text
    cut = text[: width - len(placeholder)]
    if " " in cut:
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip() + placeholder


def human_bytes(n: float, binary: bool = True) -> str:
    step = 1024.0 if binary else 1000.0
    units = ["B", "KiB", "MiB", "GiB", "TiB"] if binary else ["B", "kB", "MB", "GB", "TB"]
    for unit in units:
        if abs(n) < step or unit == units[-1]:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= step
    raise AssertionError("unreachable")


def parse_duration(text: str) -> timedelta:
    """'1h 30m' -> timedelta(hours=1, minutes=30); a bare number means seconds."""
    text = text.strip().lower()
    if not text:
        raise ValueError("empty duration")
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        return timedelta(seconds=float(text))
    total = 0.0
    pos = 0
    for m in _DURATION.finditer(text):
        if text[pos:m.start()].strip():
            raise ValueError(f"cannot parse duration: {text!r}")
        total += float(m["value"]) * _UNIT_SECONDS[m["unit"]]
        pos = m.end()
    if pos == 0 or text[pos:].strip():
        raise ValueError(f"cannot parse duration: {text!r}")
    return timedelta(seconds=total)


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    word = singular if count == 1 else (plural_form or singular + "s")
    return f"{count} {word}"


def indent_block(text: str, prefix: str = "    ", skip_first: bool = False) -> str:
    lines = text.splitlines(keepends=True)
    out = []
    for i, line in enumerate(lines):
        if (skip_first and i == 0) or not line.strip():
            out.append(line)
        else:
            out.append(prefix + line)
    return "".join(out)
''',
    [
        M("agent: SEARCH/REPLACE block left in the file",
          "The edit block for `parse_duration` was pasted instead of applied: the SEARCH side "
          "is the old one-line `sum(...)` that silently skipped garbage between units, the "
          "REPLACE side is the new loop that rejects it. meant.py keeps the REPLACE side; "
          "the markers and the old lines go.",
          ('    total = 0.0\n'
           '    pos = 0\n'
           '    for m in _DURATION.finditer(text):\n'
           '        if text[pos:m.start()].strip():\n'
           '            raise ValueError(f"cannot parse duration: {text!r}")\n'
           '        total += float(m["value"]) * _UNIT_SECONDS[m["unit"]]\n'
           '        pos = m.end()\n'
           '    if pos == 0 or text[pos:].strip():\n'
           '        raise ValueError(f"cannot parse duration: {text!r}")\n'
           '    return timedelta(seconds=total)\n',
           '<<<<<<< SEARCH\n'
           '    total = sum(float(m["value"]) * _UNIT_SECONDS[m["unit"]] for m in _DURATION.finditer(text))\n'
           '    return timedelta(seconds=total)\n'
           '=======\n'
           '    total = 0.0\n'
           '    pos = 0\n'
           '    for m in _DURATION.finditer(text):\n'
           '        if text[pos:m.start()].strip():\n'
           '            raise ValueError(f"cannot parse duration: {text!r}")\n'
           '        total += float(m["value"]) * _UNIT_SECONDS[m["unit"]]\n'
           '        pos = m.end()\n'
           '    if pos == 0 or text[pos:].strip():\n'
           '        raise ValueError(f"cannot parse duration: {text!r}")\n'
           '    return timedelta(seconds=total)\n'
           '>>>>>>> REPLACE\n')),
        M("quote: closing quote cut off at the end of a function's last line",
          "The agent's version of `plural` was cut off one character early: "
          "`return f\"{count} {word}` has no closing quote. The `\"` is added at the end of "
          "the line; the helpers after it are the old file's and complete.",
          ('    return f"{count} {word}"\n', '    return f"{count} {word}\n')),
    ],
    note="The user asked the agent to make `parse_duration` reject text such as "
         "`'1h banana 5m'` and to add `plural()`.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 009
case(
    "django_room_booking_models_exclude_paren_joined_fields_sentence",
    "coding agent edit: Django model",
    r'''
from datetime import timedelta

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.urls import reverse
from django.utils import timezone


class Room(models.Model):
    name = models.CharField(max_length=80, unique=True)
    capacity = models.PositiveSmallIntegerField()
    floor = models.SmallIntegerField(default=0)
    has_projector = models.BooleanField(default=False)
    is_active = models.BooleanField(default=True)

    class Meta:
        ordering = ["floor", "name"]

    def __str__(self):
        return f"{self.name} (floor {self.floor}, {self.capacity} seats)"


class BookingQuerySet(models.QuerySet):
    def upcoming(self):
        return self.filter(end__gte=timezone.now()).order_by("start")

    def overlapping(self, room, start, end):
        return self.filter(room=room, start__lt=end, end__gt=start).exclude(
            status=Booking.Status.CANCELLED
        )


class Booking(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        CONFIRMED = "confirmed", "Confirmed"
        CANCELLED = "cancelled", "Cancelled"

    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="bookings")
    booked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="bookings"
    )
    title = models.CharField(max_length=120)
    start = models.DateTimeField()
    end = models.DateTimeField()
    attendees = models.PositiveSmallIntegerField(default=1)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    created = models.DateTimeField(auto_now_add=True)

    objects = BookingQuerySet.as_manager()

    class Meta:
        ordering = ["start"]
        indexes = [models.Index(fields=["room", "start"])]

    def __str__(self):
        return f"{self.title} in {self.room.name} at {self.start:%Y-%m-%d %H:%M}"

    def get_absolute_url(self):
        return reverse("bookings:detail", kwargs={"pk": self.pk})

    @property
    def duration(self) -> timedelta:
        return self.end - self.start

    def clean(self):
        if self.end <= self.start:
            raise ValidationError({"end": "The booking must end after it starts."})
        if self.duration > timedelta(hours=8):
            raise ValidationError("Bookings longer than 8 hours need approval from facilities.")
        if self.attendees > self.room.capacity:
            raise ValidationError(
                {"attendees": f"{self.room.name} only seats {self.room.capacity} people."}
            )
        clashes = Booking.objects.overlapping(self.room, self.start, self.end).exclude(pk=self.pk)
        if clashes.exists():
            raise ValidationError("This room is already booked for part of that time.")

    def cancel(self, save=True):
        self.status = self.Status.CANCELLED
        if save:
            self.save(update_fields=["status"])
''',
    [
        M("bracket: ) cut off at the end of a function's last statement",
          "`overlapping` ends with `.exclude(` and the keyword argument on the next line; the "
          "closing `)` line was cut off, so `class Booking` is read inside the open call. The "
          "`)` goes back on its own line under `return`, matching the `.exclude(` layout.",
          ('            status=Booking.Status.CANCELLED\n        )\n',
           '            status=Booking.Status.CANCELLED\n')),
        M("layout: two statements joined on one line",
          "In `Room`, `has_projector = ...` and `is_active = ...` ended up on one line "
          "(the second field's indentation is still there). Split back into two fields.",
          ('models.BooleanField(default=False)\n    is_active',
           'models.BooleanField(default=False)    is_active')),
        M("agent: explanation sentence left inside the class body",
          "A sentence of the agent's summary about the new index sits at column 0 between "
          "`class Meta` and `__str__` inside `Booking`. It is removed (with the blank line "
          "that followed it), which also puts the methods back inside the class.",
          ('        indexes = [models.Index(fields=["room", "start"])]\n\n',
           '        indexes = [models.Index(fields=["room", "start"])]\n\n'
           'I added a composite index on (room, start) because overlapping() filters on both '
           'columns for every save.\n\n')),
    ],
    note="The user asked the agent to reject overlapping bookings in `clean()` and to add "
         "an index for that query.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 010
case(
    "fastapi_notes_router_duplicate_header_placeholder_fstring_deep_line",
    "coding agent edit: FastAPI endpoint",
    r'''
"""Notes API: CRUD endpoints for the notes service."""
import logging
from datetime import datetime, timezone
from typing import Annotated
from uuid import UUID, uuid4

from fastapi import APIRouter, Depends, HTTPException, Query, status
from pydantic import BaseModel, Field

from .auth import User, current_user
from .storage import NoteStore, get_store

router = APIRouter(prefix="/notes", tags=["notes"])
log = logging.getLogger(__name__)


class NoteIn(BaseModel):
    title: str = Field(min_length=1, max_length=200)
    body: str = ""
    tags: list[str] = Field(default_factory=list, max_length=10)


class NoteOut(NoteIn):
    id: UUID
    owner: str
    created_at: datetime
    updated_at: datetime


StoreDep = Annotated[NoteStore, Depends(get_store)]
UserDep = Annotated[User, Depends(current_user)]


def _get_owned(store: NoteStore, note_id: UUID, user: User) -> dict:
    note = store.get(note_id)
    if note is None or note["owner"] != user.username:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"note {note_id} not found")
    return note


@router.get("/", response_model=list[NoteOut])
def list_notes(
    store: StoreDep,
    user: UserDep,
    tag: str | None = None,
    q: Annotated[str | None, Query(max_length=100)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
):
    notes = store.by_owner(user.username)
    if tag:
        notes = [n for n in notes if tag in n["tags"]]
    if q:
        needle = q.lower()
        notes = [n for n in notes if needle in n["title"].lower() or needle in n["body"].lower()]
    notes.sort(key=lambda n: n["updated_at"], reverse=True)
    return notes[:limit]


# ... other endpoints unchanged ...


@router.post("/", response_model=NoteOut, status_code=status.HTTP_201_CREATED)
def create_note(payload: NoteIn, store: StoreDep, user: UserDep):
    now = datetime.now(timezone.utc)
    note = {
        **payload.model_dump(),
        "id": uuid4(),
        "owner": user.username,
        "created_at": now,
        "updated_at": now,
    }
    store.put(note)
    return note


@router.put("/{note_id}", response_model=NoteOut)
def update_note(note_id: UUID, payload: NoteIn, store: StoreDep, user: UserDep):
    note = _get_owned(store, note_id, user)
    note.update(payload.model_dump(), updated_at=datetime.now(timezone.utc))
    store.put(note)
    return note


@router.delete("/{note_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_note(note_id: UUID, store: StoreDep, user: UserDep):
    note = _get_owned(store, note_id, user)
    store.delete(note_id)
    log.info(f"{user.username} deleted note {note['title']!r}")
''',
    [
        M("agent: old function header and its first lines left above the new header",
          "The agent turned `list_notes` into a multi-line signature with `q` and `limit`; "
          "the old one-line header and its first two body lines stayed above the new one, "
          "so the old `if tag:` has no body. The old three lines are removed; the new "
          "signature matches the body (it uses `q` and `limit`).",
          ('@router.get("/", response_model=list[NoteOut])\ndef list_notes(\n',
           '@router.get("/", response_model=list[NoteOut])\n'
           'def list_notes(store: StoreDep, user: UserDep, tag: str | None = None):\n'
           '    notes = store.by_owner(user.username)\n'
           '    if tag:\n'
           'def list_notes(\n')),
        M("agent: placeholder line '... other endpoints unchanged ...' left as bare text",
          "Between the rewritten `list_notes` and the untouched endpoints the agent left "
          "`... other endpoints unchanged ...`; the endpoints are all still below it, so the "
          "line becomes the comment `# ... other endpoints unchanged ...`.",
          ('# ... other endpoints unchanged ...\n', '... other endpoints unchanged ...\n')),
        M("fstring: same quotes nested in a replacement field (3.12 only)",
          "The new log line in `delete_note` is `f\"... {note[\"title\"]!r}\"`, reusing the "
          "double quotes inside the braces (3.12 syntax). The key gets single quotes.",
          ('''{note['title']!r}")''', '''{note["title"]!r}")''')),
        M("indent: one patched line indented one level too deep",
          "Inside `if q:` the new filter line is at 12 spaces under `needle = q.lower()` at "
          "8 (unexpected indent). It belongs to the same block, at 8 spaces.",
          ('        notes = [n for n in notes if needle in',
           '            notes = [n for n in notes if needle in')),
    ],
    note="The user asked for a text search (`q`) and a `limit` on `GET /notes/`, and for "
         "deletions to be logged.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 011
case(
    "sqlite_bookmark_repository_fence_tuple_paren_match_unquoted_keys",
    "coding agent edit: SQLite repository class",
    r'''
"""SQLite-backed repository for bookmarks."""
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from typing import Iterator

SCHEMA = """
CREATE TABLE IF NOT EXISTS bookmarks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    url TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT '',
    added_at TEXT NOT NULL,
    visits INTEGER NOT NULL DEFAULT 0
);
"""


@dataclass
class Bookmark:
    url: str
    title: str = ""
    tags: tuple[str, ...] = ()
    added_at: datetime | None = None
    visits: int = 0
    id: int | None = None


class BookmarkRepository:
    def __init__(self, path: str = "bookmarks.db"):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row
        self.conn.executescript(SCHEMA)

    def close(self) -> None:
        self.conn.close()

    @staticmethod
    def _from_row(row: sqlite3.Row) -> Bookmark:
        return Bookmark(
            url=row["url"],
            title=row["title"],
            tags=tuple(t for t in row["tags"].split(",") if t),
            added_at=datetime.fromisoformat(row["added_at"]),
            visits=row["visits"],
            id=row["id"],
        )

    def add(self, bm: Bookmark) -> Bookmark:
        added = bm.added_at or datetime.now()
        with self.conn:
            cur = self.conn.execute(
                "INSERT INTO bookmarks (url, title, tags, added_at) VALUES (?, ?, ?, ?)",
                (bm.url, bm.title, ",".join(sorted(set(bm.tags))), added.isoformat()),
            )
        return Bookmark(bm.url, bm.title, bm.tags, added, 0, cur.lastrowid)

    def get(self, url: str) -> Bookmark | None:
        row = self.conn.execute("SELECT * FROM bookmarks WHERE url = ?", (url,)).fetchone()
        return self._from_row(row) if row else None

    def record_visit(self, url: str) -> None:
        with self.conn:
            self.conn.execute("UPDATE bookmarks SET visits = visits + 1 WHERE url = ?", (url,))

    def find(self, tag: str | None = None, order: str = "recent") -> list[Bookmark]:
        match order:
            case "recent":
                order_by = "added_at DESC"
            case "popular":
                order_by = "visits DESC, added_at DESC"
            case "title" | "alpha":
                order_by = "title COLLATE NOCASE"
            case other:
                raise ValueError(f"unknown order: {other!r}")
        rows = self.conn.execute(f"SELECT * FROM bookmarks ORDER BY {order_by}").fetchall()
        bookmarks = [self._from_row(r) for r in rows]
        if tag is not None:
            bookmarks = [b for b in bookmarks if tag in b.tags]
        return bookmarks

    def import_items(self, items: list[dict]) -> int:
        added = 0
        for item in items:
            match item:
                case {"url": str(url), "title": str(title), **rest}:
                    tags = tuple(rest.get("tags", ()))
                case {"uri": str(url), "name": str(title)}:  # Firefox backup format
                    tags = ()
                case {"url": str(url)}:
                    title, tags = "", ()
                case _:
                    continue
            if self.get(url) is None:
                self.add(Bookmark(url, title, tags))
                added += 1
        return added

    def iter_domains(self) -> Iterator[tuple[str, int]]:
        with closing(self.conn.cursor()) as cur:
            cur.execute("SELECT url FROM bookmarks")
            counts: dict[str, int] = {}
            for (url,) in cur:
                domain = url.split("://", 1)[-1].split("/", 1)[0].removeprefix("www.")
                counts[domain] = counts.get(domain, 0) + 1
        yield from sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
''',
    [
        M("agent: opening ```python fence left at the top of the file",
          "The file starts with the ```` ```python ```` line of the agent's code block (the "
          "closing fence did not make it into the file). The fence line is removed.",
          (START, "```python\n")),
        M("bracket: ) dropped after a generator argument inside a multi-line call",
          "In `_from_row`, `tags=tuple(t for t in row[\"tags\"].split(\",\") if t),` lost "
          "the `)` of `tuple(`, so the trailing comma lands inside the generator. The `)` "
          "goes back before the comma, like the other keyword arguments of the call.",
          ('if t),\n', 'if t,\n')),
        M("match: mapping pattern keys written without quotes",
          "The new Firefox case in `import_items` is `case {uri: str(url), name: str(title)}:`; "
          "mapping-pattern keys must be literals (or dotted names), and the two other cases "
          "of the same `match` quote theirs. Both keys get double quotes.",
          ('case {"uri": str(url), "name": str(title)}:',
           'case {uri: str(url), name: str(title)}:')),
    ],
    note="The user asked the agent to add `import_items()` that accepts both the app's own "
         "export and Firefox's bookmark backup.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 012
case(
    "typer_todo_app_try_body_unindented_cursor_marker_joined_line",
    "coding agent edit: typer app",
    r'''
"""todo: a tiny task list for the terminal."""
import json
from datetime import date
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

app = typer.Typer(help="Keep a small to-do list in ~/.todo.json")
console = Console()
STORE = Path.home() / ".todo.json"


def load() -> list[dict]:
    if not STORE.exists():
        return []
    return json.loads(STORE.read_text(encoding="utf-8"))


def save(tasks: list[dict]) -> None:
    tmp = STORE.with_suffix(".tmp")
    tmp.write_text(json.dumps(tasks, indent=2, ensure_ascii=False), encoding="utf-8")
    tmp.replace(STORE)


def next_id(tasks: list[dict]) -> int:
    return max((t["id"] for t in tasks), default=0) + 1


# ... existing code ...

@app.command()
def add(
    text: str = typer.Argument(..., help="what to do"),
    due: Optional[str] = typer.Option(None, "--due", "-d", help="YYYY-MM-DD"),
    priority: int = typer.Option(2, "--priority", "-p", min=1, max=3),
):
    """Add a task."""
    if due is not None:
        try:
            date.fromisoformat(due)
        except ValueError:
            console.print(f"[red]not a date: {due}[/red]")
            raise typer.Exit(code=1)
    tasks = load()
    task = {"id": next_id(tasks), "text": text, "due": due, "priority": priority, "done": False}
    tasks.append(task)
    save(tasks)
    console.print(f"added #{task['id']}: {text}")


@app.command("list")
def list_tasks(all: bool = typer.Option(False, "--all", "-a", help="show finished tasks too")):
    """Show open tasks, most urgent first."""
    tasks = [t for t in load() if all or not t["done"]]
    tasks.sort(key=lambda t: (t["done"], t["priority"], t["due"] or "9999-12-31"))
    table = Table("id", "task", "due", "prio")
    today = date.today().isoformat()
    for t in tasks:
        style = "dim" if t["done"] else ("red" if t["due"] and t["due"] < today else "")
        table.add_row(str(t["id"]), t["text"], t["due"] or "", "!" * (4 - t["priority"]), style=style)
    console.print(table)


@app.command()
def done(task_id: int):
    """Mark a task as finished."""
    tasks = load()
    for t in tasks:
        if t["id"] == task_id:
            t["done"] = True
            save(tasks)
            console.print(f"finished #{task_id}: {t['text']}")
            return
    console.print(f"[red]no task #{task_id}[/red]")
    raise typer.Exit(code=1)


@app.command()
def clean():
    """Remove finished tasks."""
    tasks = load()
    kept = [t for t in tasks if not t["done"]]
    save(kept)
    console.print(f"removed {len(tasks) - len(kept)} finished task(s)")


if __name__ == "__main__":
    app()
''',
    [
        M("indent: patched line not indented under try:",
          "The agent added the date validation to `add`, but the line under its new `try:` "
          "(`date.fromisoformat(due)`) was written at the `try`'s own level, so `try:` has no "
          "block. It is indented one step, like the `console.print` under `except`.",
          ('        try:\n            date.fromisoformat(due)\n',
           '        try:\n        date.fromisoformat(due)\n')),
        M("agent: placeholder in // comment syntax (editor-apply marker) left in",
          "The apply-format marker `// ... existing code ...` stayed above `add`; the helpers "
          "it stands for are all still above it. It becomes a comment with the same text.",
          ('# ... existing code ...\n', '// ... existing code ...\n')),
        M("layout: two statements joined on one line",
          "In `clean`, `kept = [...]` and `save(kept)` are on one line (the indentation of the "
          "second is still there). Split back into two lines.",
          ('if not t["done"]]\n    save(kept)', 'if not t["done"]]    save(kept)')),
    ],
    note="The user asked the agent to validate `--due` dates and to add a `clean` command.\n"
         + AGENT_POLICY,
)

# ---------------------------------------------------------------- 013
case(
    "logging_dictconfig_search_replace_fstring_keys_unclosed_banner",
    "coding agent edit: logging setup",
    r'''
"""Logging configuration for the ingest workers."""
import logging
import logging.config
import os
import sys
from pathlib import Path

LOG_DIR = Path(os.environ.get("INGEST_LOG_DIR", "/var/log/ingest"))
LEVEL = os.environ.get("INGEST_LOG_LEVEL", "INFO").upper()


class ContextFilter(logging.Filter):
    """Adds the worker name and job id (if any) to every record."""

    def __init__(self, worker: str):
        super().__init__()
        self.worker = worker
        self.job_id = "-"

    def filter(self, record: logging.LogRecord) -> bool:
        record.worker = self.worker
        record.job_id = self.job_id
        return True


def build_config(worker: str, json_logs: bool = False) -> dict:
    fmt = "%(asctime)s %(levelname)-8s [%(worker)s/%(job_id)s] %(name)s: %(message)s"
    formatters = {
        "plain": {"format": fmt, "datefmt": "%Y-%m-%d %H:%M:%S"},
    }
    if json_logs:
        formatters["json"] = {
            "()": "pythonjsonlogger.jsonlogger.JsonFormatter",
            "fmt": "%(asctime)s %(levelname)s %(worker)s %(job_id)s %(name)s %(message)s",
        }
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"context": {"()": ContextFilter, "worker": worker}},
        "formatters": formatters,
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                "formatter": "json" if json_logs else "plain",
                "filters": ["context"],
            },
            "file": {
                "class": "logging.handlers.RotatingFileHandler",
                "filename": str(LOG_DIR / f"{worker}.log"),
                "maxBytes": 10 * 1024 * 1024,
                "backupCount": 5,
                "encoding": "utf-8",
                "formatter": "plain",
                "filters": ["context"],
            },
        },
        "loggers": {
            "urllib3": {"level": "WARNING"},
            "botocore": {"level": "WARNING"},
        },
        "root": {"level": LEVEL, "handlers": ["console", "file"]},
    }


def setup_logging(worker: str, json_logs: bool = False) -> logging.Logger:
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    config = build_config(worker, json_logs)
    logging.config.dictConfig(config)
    log = logging.getLogger("ingest")
    log.info(f"logging to {config['handlers']['file']['filename']} at level {LEVEL}")
    return log


def set_job(job_id: str | None) -> None:
    for handler in logging.getLogger().handlers:
        for f in handler.filters:
            if isinstance(f, ContextFilter):
                f.job_id = job_id or "-"


def banner(worker: str) -> str:
    return f"ingest worker {worker} (pid {os.getpid()}, level {LEVEL})"


def log_uncaught(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    logging.getLogger("ingest").critical("uncaught exception", exc_info=(exc_type, exc, tb))


sys.excepthook = log_uncaught
''',
    [
        M("agent: SEARCH/REPLACE block left in the file",
          "Inside the `\"file\"` handler dict the agent's edit block stayed as text: SEARCH has "
          "the old `logging.FileHandler` class and filename, REPLACE has the rotating handler "
          "with `maxBytes` and `backupCount`. meant.py keeps the REPLACE side.",
          ('                "class": "logging.handlers.RotatingFileHandler",\n'
           '                "filename": str(LOG_DIR / f"{worker}.log"),\n'
           '                "maxBytes": 10 * 1024 * 1024,\n'
           '                "backupCount": 5,\n',
           '<<<<<<< SEARCH\n'
           '                "class": "logging.FileHandler",\n'
           '                "filename": str(LOG_DIR / f"{worker}.log"),\n'
           '=======\n'
           '                "class": "logging.handlers.RotatingFileHandler",\n'
           '                "filename": str(LOG_DIR / f"{worker}.log"),\n'
           '                "maxBytes": 10 * 1024 * 1024,\n'
           '                "backupCount": 5,\n'
           '>>>>>>> REPLACE\n')),
        M("fstring: same quotes nested in a replacement field (3.12 only)",
          "`f\"logging to {config[\"handlers\"][\"file\"][\"filename\"]} ...\"` reuses the "
          "double quotes for all three keys (3.12 syntax). The keys get single quotes.",
          ('''{config['handlers']['file']['filename']}''',
           '''{config["handlers"]["file"]["filename"]}''')),
        M("quote: closing quote cut off at the end of a function's last line",
          "The new `banner` helper was cut off before its closing quote: "
          "`return f\"ingest worker {worker} (pid {os.getpid()}, level {LEVEL})` (the `)` is "
          "the text's own parenthesis, opened by `(pid`). The `\"` is added at the end of "
          "the line.",
          ('level {LEVEL})"\n', 'level {LEVEL})\n')),
    ],
    note="The user asked the agent to rotate the log file, log where logs go at start-up and "
         "add a one-line `banner()` for the worker's start message.\n" + AGENT_POLICY,
)

# ---------------------------------------------------------------- 014
case(
    "job_scheduler_annotation_after_value_generator_paren_note_sentence_body_dedented",
    "coding agent edit: scheduler",
    r'''
"""A minimal in-process job scheduler (interval and daily jobs)."""
import heapq
import logging
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Callable

log = logging.getLogger(__name__)


@dataclass(order=True)
class Job:
    next_run: float
    name: str = field(compare=False)
    func: Callable[[], None] = field(compare=False)
    interval: float | None = field(default=None, compare=False)
    at: str | None = field(default=None, compare=False)  # "HH:MM" for daily jobs
    runs: int = field(default=0, compare=False)


def seconds_until(hhmm: str, now: datetime | None = None) -> float:
    now = now or datetime.now()
    hour, minute = (int(part) for part in hhmm.split(":"))
    target = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    if target <= now:
        target += timedelta(days=1)
    return (target - now).total_seconds()


class Scheduler:
    def __init__(self, tick: float = 1.0):
        self.tick = tick
        self._queue: list[Job] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()

    def every(self, seconds: float, name: str | None = None):
        def decorator(func: Callable[[], None]) -> Callable[[], None]:
            job = Job(time.monotonic() + seconds, name or func.__name__, func, interval=seconds)
            self._push(job)
            return func
        return decorator

    def daily(self, at: str, name: str | None = None):
        def decorator(func: Callable[[], None]) -> Callable[[], None]:
            job = Job(time.monotonic() + seconds_until(at), name or func.__name__, func, at=at)
            self._push(job)
            return func
        return decorator

    def _push(self, job: Job) -> None:
        with self._lock:
            heapq.heappush(self._queue, job)

    def _reschedule(self, job: Job) -> None:
        if job.interval is not None:
            job.next_run += job.interval
        else:
            job.next_run = time.monotonic() + seconds_until(job.at)
        self._push(job)

    def run_pending(self) -> int:
        now = time.monotonic()
        due = []
        with self._lock:
            while self._queue and self._queue[0].next_run <= now:
                due.append(heapq.heappop(self._queue))
        for job in due:
            started = time.monotonic()
            try:
                job.func()
            except Exception:
                log.exception("job %s failed", job.name)
            finally:
                job.runs += 1
                log.debug("job %s took %.3fs", job.name, time.monotonic() - started)
                self._reschedule(job)
        return len(due)

    def run_forever(self) -> None:
        log.info("scheduler started with %d jobs", len(self._queue))
        while not self._stop.is_set():
            self.run_pending()
            self._stop.wait(self.tick)

    def stop(self) -> None:
        self._stop.set()

    def jobs(self) -> list[tuple[str, float]]:
        with self._lock:
            return sorted(((j.name, j.next_run - time.monotonic()) for j in self._queue), key=lambda p: p[1])
''',
    [
        M("annotation: variable annotation written after the assigned value",
          "`self._queue = []: list[Job]` puts the annotation after the value. The agent meant "
          "an annotated attribute, `self._queue: list[Job] = []`.",
          ('self._queue: list[Job] = []', 'self._queue = []: list[Job]')),
        M("bracket: ) dropped after a generator used as the first argument",
          "In `jobs`, the generator passed to `sorted` lost its closing `)` after "
          "`for j in self._queue`, so `key=` lands inside it (\"Generator expression must be "
          "parenthesized\" territory). The `)` goes back before `, key=`; the line's other "
          "brackets are all balanced.",
          ('for j in self._queue), key=', 'for j in self._queue, key=')),
        M("agent: explanation note left as an indented line in the class body",
          "Between `run_pending` and `run_forever` the agent's note \"Note: exceptions in a job "
          "are logged ...\" is an indented line of prose in the class body. Removed with its "
          "blank line.",
          ('        return len(due)\n\n',
           '        return len(due)\n\n'
           '    Note: exceptions in a job are logged and the job is still rescheduled, so one '
           'failure does not stop it.\n\n')),
        M("indent: whole method body dedented one level by the patch",
          "The patched `_reschedule` body (`if`/`else` and `self._push(job)`) sits at the "
          "method's own level (4 spaces), so the `def` has no block. The five lines go back "
          "to 8 spaces.",
          ('        if job.interval is not None:\n'
           '            job.next_run += job.interval\n'
           '        else:\n'
           '            job.next_run = time.monotonic() + seconds_until(job.at)\n'
           '        self._push(job)\n',
           '    if job.interval is not None:\n'
           '        job.next_run += job.interval\n'
           '    else:\n'
           '        job.next_run = time.monotonic() + seconds_until(job.at)\n'
           '    self._push(job)\n')),
    ],
    note="The user asked the agent to add daily jobs (`at=\"HH:MM\"`), keep rescheduling jobs "
         "that raise, and list the queue with `jobs()`.\n" + AGENT_POLICY,
)
