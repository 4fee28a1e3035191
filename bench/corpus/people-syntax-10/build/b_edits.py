"""Group B (011-020): half-finished edits by developers in real projects."""
from lib import M, case

# ---------------------------------------------------------------------------------------
MEANT_011 = r'''from datetime import timedelta

from django.contrib import messages
from django.contrib.auth.decorators import login_required, permission_required
from django.core.paginator import Paginator
from django.db import transaction
from django.db.models import Q
from django.http import HttpResponseBadRequest
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_POST

from .forms import ReservationForm
from .models import Book, Loan, Reservation

PAGE_SIZE = 25
LOAN_DAYS = 21


def book_list(request):
    query = request.GET.get("q", "").strip()
    books = Book.objects.order_by("title")
    if query:
        books = books.filter(Q(title__icontains=query) | Q(author__icontains=query))
    paginator = Paginator(books, per_page=PAGE_SIZE)
    page = paginator.get_page(request.GET.get("page"))
    return render(request, "library/book_list.html", {"page": page, "query": query})


def book_detail(request, pk):
    book = get_object_or_404(Book, pk=pk)
    loans = book.loans.filter(returned_at__isnull=True).select_related("member")
    return render(request, "library/book_detail.html", {"book": book, "loans": loans})


@login_required
@require_POST
def borrow(request, pk):
    book = get_object_or_404(Book, pk=pk)
    if book.copies_available <= 0:
        messages.error(request, "No copies left.")
        return redirect("book-detail", pk=pk)
    with transaction.atomic():
        book.copies_available -= 1
        book.save(update_fields=["copies_available"])
        loan = Loan.objects.create(
            book=book,
            member=request.user,
            due_at=timezone.now() + timedelta(days=LOAN_DAYS),
        )
    messages.success(request, f"You borrowed {book.title}.")
    return redirect(reverse("loan-detail", args=[loan.pk]))


@login_required
def reserve(request, pk):
    book = get_object_or_404(Book, pk=pk)
    form = ReservationForm(request.POST or None)
    if request.method == "POST":
        if book.copies_available <= 0:
            messages.error(request, "No copies left.")
            return redirect("book-detail", pk=pk)
        if not form.is_valid():
            return HttpResponseBadRequest("invalid reservation")
        Reservation.objects.create(
            book=book,
            member=request.user,
            pickup_branch=form.cleaned_data["branch"],
        )
        messages.success(request, "Reserved. We will e-mail you when it is ready.")
        return redirect("book-detail", pk=pk)
    return render(request, "library/reserve.html", {"book": book, "form": form})


@login_required
@require_POST
def return_book(request, pk):
    loan = get_object_or_404(Loan, pk=pk, member=request.user, returned_at__isnull=True)
    with transaction.atomic():
        loan.returned_at = timezone.now()
        loan.save(update_fields=["returned_at"])
        loan.book.copies_available += 1
        loan.book.save(update_fields=["copies_available"])
    return redirect("my-loans")


@login_required
def my_loans(request):
    loans = (
        Loan.objects.filter(member=request.user)
        .select_related("book")
        .order_by("returned_at", "due_at")
    )
    now = timezone.now()
    return render(request, "library/my_loans.html", {"loans": loans, "now": now})


@permission_required("library.view_loan")
def overdue(request):
    loans = Loan.objects.filter(returned_at__isnull=True, due_at__lt=timezone.now())
    paginator = Paginator(loans.select_related("book", "member"), per_page=PAGE_SIZE)
    page = paginator.get_page(request.GET.get("page"))
    return render(request, "library/overdue.html", {"page": page})
'''

case(
    "library_views_django_unfinished_if_repeated_kwarg_orphan_decorators",
    "developer: Django views module in the middle of a refactor",
    MEANT_011,
    [
        M("edit: if condition left unfinished (comparison and colon not typed)",
          "In reserve() the guard was typed as far as `if book.copies_available`; the "
          "body under it was already written.",
          ("        if book.copies_available <= 0:\n", "        if book.copies_available\n")),
        M("edit: keyword argument repeated (old value left when the new one was added)",
          "`Paginator(books, per_page=20, per_page=PAGE_SIZE)`: the new keyword was "
          "appended and the old `per_page=20` not deleted.",
          ("Paginator(books, per_page=PAGE_SIZE)", "Paginator(books, per_page=20, per_page=PAGE_SIZE)")),
        M("edit: decorators of a deleted view left at the end of the file",
          "The export_csv view at the end of the file was deleted, but its two "
          "decorators were not.",
          ("\n    return render(request, \"library/overdue.html\", {\"page\": page})\n",
           "\n    return render(request, \"library/overdue.html\", {\"page\": page})\n\n\n"
           "@login_required\n@permission_required(\"library.export_loan\")\n")),
    ],
    note="""
Situation: a developer is moving the library app's views to pagination with a shared
PAGE_SIZE, adding a stock guard to reserve() and removing the CSV export (it moves to
the admin). The file was saved in the middle of that.

Why meant.py reads so:
- The unfinished guard in reserve() is completed as the identical guard in borrow()
  (`if book.copies_available <= 0:`); its body (same message, same redirect) was
  already written under it.
- Of the two `per_page` arguments the new one is kept: PAGE_SIZE is defined for this
  purpose and overdue() already uses `per_page=PAGE_SIZE`.
- The two decorators at the end decorate nothing; they are removed with the blank
  lines before them. No view is invented.
""")

# ---------------------------------------------------------------------------------------
MEANT_012 = r'''import os
from datetime import datetime, timezone

from flask import Flask, abort, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy.exc import IntegrityError

db = SQLAlchemy()


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    api_key = db.Column(db.String(64), unique=True, nullable=False)
    name = db.Column(db.String(80), nullable=False)


class Note(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    owner_id = db.Column(db.Integer, db.ForeignKey("user.id"), nullable=False)
    title = db.Column(db.String(200), nullable=False)
    body = db.Column(db.Text, default="")
    created = db.Column(db.DateTime, default=lambda: datetime.now(timezone.utc))
    __table_args__ = (db.UniqueConstraint("owner_id", "title"),)

    def to_dict(self):
        return {
            "id": self.id,
            "title": self.title,
            "body": self.body,
            "created": self.created.isoformat(),
        }


def current_user():
    key = request.headers.get("X-Api-Key", "")
    user = User.query.filter_by(api_key=key).first()
    if user is None:
        abort(401)
    return user


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get("DATABASE_URL", "sqlite:///notes.db")
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")
    app.config["JSON_SORT_KEYS"] = False
    db.init_app(app)

    @app.get("/notes")
    def list_notes():
        user = current_user()
        limit = min(request.args.get("limit", 50, type=int), 200)
        notes = Note.query.filter_by(owner_id=user.id).order_by(Note.created.desc()).limit(limit).all()
        return jsonify([n.to_dict() for n in notes])

    @app.post("/notes")
    def create_note():
        user = current_user()
        data = request.get_json(silent=True) or {}
        title = (data.get("title") or "").strip()
        if not title:
            return jsonify(error="title is required"), 400
        with db.session.begin_nested():
            try:
                note = Note(owner_id=user.id, title=title, body=data.get("body", ""))
                db.session.add(note)
                db.session.flush()
            except IntegrityError:
                return jsonify(error="a note with this title exists"), 409
        db.session.commit()
        return jsonify(note.to_dict()), 201

    @app.get("/notes/<int:note_id>")
    def get_note(note_id):
        user = current_user()
        note = Note.query.filter_by(id=note_id, owner_id=user.id).first_or_404()
        return jsonify(note.to_dict())

    @app.delete("/notes/<int:note_id>")
    def delete_note(note_id):
        user = current_user()
        note = Note.query.filter_by(id=note_id, owner_id=user.id).first_or_404()
        db.session.delete(note)
        db.session.commit()
        return "", 204

    with app.app_context():
        db.create_all()
    return app


if __name__ == "__main__":
    create_app().run(debug=True)
'''

case(
    "notes_api_flask_diff3_base_left_moved_except_chain_paren",
    "developer: Flask + SQLAlchemy API after a merge and a refactor",
    MEANT_012,
    [
        M("merge: diff3 base section (||||||| marker and ancestor lines) left after resolving",
          "The conflict was resolved by keeping one side and deleting the `<<<<<<<`, "
          "`=======` and `>>>>>>>` lines and the other side, but the diff3 `|||||||` "
          "marker with the common ancestor's two lines stayed.",
          ('    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")\n',
           '    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")\n'
           '||||||| 3c1f2ab\n'
           '    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///notes.db"\n'
           '    app.config["SECRET_KEY"] = "dev"\n')),
        M("indent: moved block only partly re-indented (except left at the old level)",
          "The try/except was moved under `with db.session.begin_nested():`; the try "
          "part was indented one more level, the except clause and its body were not.",
          ("            except IntegrityError:\n"
           "                return jsonify(error=\"a note with this title exists\"), 409\n",
           "        except IntegrityError:\n"
           "            return jsonify(error=\"a note with this title exists\"), 409\n")),
        M("edit: call inserted into a method chain without its closing )",
          "`.filter_by(owner_id=user.id` was inserted into the query chain without its `)`; "
          "the rest of the line parses as part of its argument.",
          ("filter_by(owner_id=user.id).order_by(", "filter_by(owner_id=user.id.order_by(")),
    ],
    note="""
Situation: a developer merged a branch that made the settings configurable (git with
merge.conflictStyle=diff3), then moved the insert in create_note() into a nested
transaction and limited list_notes() to the current user's notes.

Why meant.py reads so:
- diff3 conflicts have three parts; the part after `|||||||` is the common ancestor,
  which is never part of a resolution. The developer had already kept the environment
  variable side (the two config lines above the marker), so the marker and the two ancestor
  lines go.
- The except clause belongs to the moved try (same block, moved together); it goes to
  the try's new level with its body.
- The inserted call is closed right after `user.id`, where the chain continues with
  `.order_by(...)` as in the other queries of the file.
""")

# ---------------------------------------------------------------------------------------
MEANT_013 = r'''#!/usr/bin/env python3
"""bsync - copy a project tree to a backup disk, skipping what has not changed."""
import argparse
import fnmatch
import logging
import os
import shutil
import sys

DEFAULTS = {
    "dest": "/media/backup/projects",
    "exclude": [".git", "__pycache__", "*.pyc", "node_modules"],
    "log_level": "INFO",
    "checksum": False,
}
log = logging.getLogger("bsync")


def _copy_tree(src, dest, exclude, dry_run):
    copied = skipped = 0
    for root, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if not _excluded(d, exclude)]
        rel = os.path.relpath(root, src)
        target_dir = os.path.join(dest, rel)
        if not dry_run:
            os.makedirs(target_dir, exist_ok=True)
        for name in files:
            if _excluded(name, exclude):
                continue
            s = os.path.join(root, name)
            d = os.path.join(target_dir, name)
            if _unchanged(s, d):
                skipped += 1
                continue
            log.debug("copy %s -> %s", s, d)
            if not dry_run:
                shutil.copy2(s, d)
            copied += 1
    return copied, skipped


def _excluded(name, patterns):
    return any(fnmatch.fnmatch(name, p) for p in patterns)


def _unchanged(src_file, dest_file):
    try:
        a, b = os.stat(src_file), os.stat(dest_file)
    except FileNotFoundError:
        return False
    return a.st_size == b.st_size and int(a.st_mtime) <= int(b.st_mtime)


def sync(src, dest, exclude, dry_run=False):
    if not os.path.isdir(src):
        raise SystemExit(f"not a directory: {src}")
    if os.path.abspath(dest).startswith(os.path.abspath(src) + os.sep):
        raise SystemExit("destination is inside the source tree")
    copied, skipped = _copy_tree(src, dest, exclude, dry_run)
    verb = "would copy" if dry_run else "copied"
    log.info("%s %d files, %d unchanged", verb, copied, skipped)
    return copied


def parse_args(argv):
    p = argparse.ArgumentParser(prog="bsync", description=__doc__)
    p.add_argument("src", help="project directory to back up")
    p.add_argument("dest", nargs="?", default=DEFAULTS["dest"])
    p.add_argument("-x", "--exclude", action="append", default=list(DEFAULTS["exclude"]),
                   help="glob pattern to skip (repeatable)")
    p.add_argument("-n", "--dry-run", action="store_true")
    p.add_argument("--log-level", default=DEFAULTS["log_level"],
                   choices=["DEBUG", "INFO", "WARNING", "ERROR"])
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(level=args.log_level, format="%(levelname)s %(message)s")
    project = os.path.basename(os.path.abspath(args.src))
    dest = os.path.join(args.dest, project)
    try:
        sync(args.src, dest, args.exclude, dry_run=args.dry_run)
    except OSError as exc:
        log.error("backup failed: %s", exc)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''

_BODY_013 = MEANT_013[MEANT_013.index("    copied = skipped = 0\n"):MEANT_013.index("    return copied, skipped\n") + len("    return copied, skipped\n")]

case(
    "bsync_argparse_dict_to_literal_multicursor_default_order_split_function",
    "developer: argparse backup tool in the middle of a refactor",
    MEANT_013,
    [
        M("edit: multi-cursor conversion of dict(k=v) to {\"k\": v} missed one =",
          "DEFAULTS was converted from `dict(dest=..., ...)` to a dict literal with "
          "multi-cursor editing; on the `log_level` line the cursor was one column off "
          "and `=` was left where `:` goes.",
          ('    "log_level": "INFO",', '    "log_level"= "INFO",')),
        M("edit: closing ) of dict(...) not changed to } in the same conversion",
          "The closing bracket of DEFAULTS is still the `)` of `dict(...)`.",
          ('    "checksum": False,\n}', '    "checksum": False,\n)')),
        M("signature: parameter without default after one with a default",
          "The new `exclude` parameter was appended after `dry_run=False`; the call in "
          "main() passes it third, positionally.",
          ("def sync(src, dest, exclude, dry_run=False):", "def sync(src, dest, dry_run=False, exclude):")),
        M("edit: function split in two, header of the new function never written",
          "The walk-and-copy loop was cut out of sync() into a helper above it, but the "
          "`def _copy_tree(src, dest, exclude, dry_run):` line was not typed, so the "
          "indented body follows `log = ...` at module level.",
          ("def _copy_tree(src, dest, exclude, dry_run):\n" + _BODY_013, _BODY_013)),
    ],
    note="""
Situation: the developer of a small backup tool is adding an exclude list: DEFAULTS is
being turned from `dict(...)` into a dict literal with multi-cursor editing, sync()
gets the new parameter, and its loop is being split out into a helper. The file was
saved between those steps.

Why meant.py reads so:
- DEFAULTS: the `=` on the missed line becomes `:` and the closing `)` becomes `}`, as on
  the other converted lines.
- sync(): main() calls `sync(args.src, dest, args.exclude, dry_run=args.dry_run)`, so
  `exclude` is the third positional parameter, before `dry_run=False`.
- The orphaned body gets the header of the function that sync() already calls:
  `copied, skipped = _copy_tree(src, dest, exclude, dry_run)`; the body reads exactly
  those four names. Name, parameters and their order come from that call.
""")

# ---------------------------------------------------------------------------------------
MEANT_014 = r'''"""Daily orders pipeline: raw CSV exports -> cleaned parquet + a summary table."""
from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

import pandas as pd

RAW_DIR = Path("data/raw/orders")
OUT_DIR = Path("data/clean")
CURRENCIES = {"EUR", "GBP", "USD"}
FX_TO_EUR = {"EUR": 1.0, "GBP": 1.17, "USD": 0.92}
RUN_ID: str | None = None
log = logging.getLogger("orders")


def start_run() -> str:
    global RUN_ID
    RUN_ID = datetime.now().strftime("%Y%m%d-%H%M%S")
    log.info("run %s started", RUN_ID)
    return RUN_ID


def load(paths: list[Path], dtypes: dict[str, str] | None = None) -> pd.DataFrame:
    frames = []
    for path in paths:
        df = pd.read_csv(path, dtype=dtypes, parse_dates=["ordered_at"])
        df["source_file"] = path.name
        frames.append(df)
    if not frames:
        raise FileNotFoundError(f"no CSV files in {RAW_DIR}")
    return pd.concat(frames, ignore_index=True)


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.rename(columns=str.lower).drop_duplicates(subset=["order_id"])
    df["currency"] = df["currency"].str.upper().str.strip()
    df = df[(df["amount"] > 0) & df["currency"].isin(CURRENCIES)]
    df["amount_eur"] = df["amount"] * df["currency"].map(FX_TO_EUR)
    df["region"] = df["region"].fillna("unknown").str.lower()
    df["month"] = df["ordered_at"].dt.to_period("M").astype(str)
    return df


def summarise(df: pd.DataFrame) -> pd.DataFrame:
    summary = (
        df.groupby(["region", "month"])
        .agg(total_eur=("amount_eur", "sum"), orders=("order_id", "nunique"))
        .reset_index()
        .sort_values(["month", "total_eur"], ascending=[True, False])
    )
    summary["avg_order_eur"] = (summary["total_eur"] / summary["orders"]).round(2)
    return summary


def write(df: pd.DataFrame, summary: pd.DataFrame) -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    df.to_parquet(OUT_DIR / f"orders-{RUN_ID}.parquet", index=False)
    summary.to_csv(OUT_DIR / f"summary-{RUN_ID}.csv", index=False)
    log.info("wrote %d orders, %d summary rows", len(df), len(summary))


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    start_run()
    paths = sorted(RAW_DIR.glob("*.csv"))
    df = clean(load(paths, dtypes={"order_id": "string", "region": "string"}))
    write(df, summarise(df))


if __name__ == "__main__":
    main()
'''

case(
    "orders_pipeline_pandas_half_deleted_filter_global_after_use_annotation_bracket",
    "developer: pandas data pipeline with type hints",
    MEANT_014,
    [
        M("edit: old line half-deleted above the line that replaces it",
          "The old amount filter was being deleted with Backspace from the end and the "
          "developer stopped half way; the new filter (amount and currency) is already "
          "on the next line.",
          ('    df["currency"] = df["currency"].str.upper().str.strip()\n',
           '    df["currency"] = df["currency"].str.upper().str.strip()\n'
           '    df = df[df["amount"] > \n')),
        M("scope: global statement after the name is assigned in the function",
          "`global RUN_ID` was added below the assignment it is for.",
          ("    global RUN_ID\n    RUN_ID = datetime.now().strftime(\"%Y%m%d-%H%M%S\")\n",
           "    RUN_ID = datetime.now().strftime(\"%Y%m%d-%H%M%S\")\n    global RUN_ID\n")),
        M("bracket: ] missing in a type annotation",
          "`dict[str, str | None = None`: the `]` of the subscript was lost when "
          "`| None` was added.",
          ("dtypes: dict[str, str] | None = None", "dtypes: dict[str, str | None = None")),
    ],
    note="""
Situation: a data engineer is tightening the order filter (drop other currencies too),
making RUN_ID a module global set by start_run(), and making load()'s dtypes optional.

Why meant.py reads so:
- The half-deleted `df = df[df["amount"] > ` was on its way out: the next line is the
  new filter that includes the old condition. It is removed entirely (not completed).
- `global RUN_ID` moves to the top of start_run(), before the assignment; nothing else
  in the function changes.
- The annotation becomes `dict[str, str] | None`, which is what `= None` and the module's
  other `X | None` annotations (RUN_ID) say.
""")

# ---------------------------------------------------------------------------------------
MEANT_015 = r'''"""Feed poller: fetches JSON feeds concurrently and appends new items to a JSONL file."""
import asyncio
import json
import logging
import signal

import aiofiles
import httpx

log = logging.getLogger("poller")
FEEDS = [
    "https://status.example.com/api/v2/incidents.json",
    "https://releases.example.org/feed.json",
    "https://blog.example.net/feed.json",
]
OUT_PATH = "items.jsonl"
INTERVAL = 300


class FeedPoller:
    def __init__(self, feeds, out_path=OUT_PATH, timeout=10.0):
        self.feeds = list(feeds)
        self.out_path = out_path
        self.seen: set[str] = set()
        self.client = httpx.AsyncClient(timeout=timeout, follow_redirects=True)

    async def fetch(self, url):
        resp = await self.client.get(url, headers={"Accept": "application/json"})
        resp.raise_for_status()
        return json.loads(resp.text)

    async def poll_one(self, url):
        data = await self.fetch(url)
        items = data.get("items") or data.get("incidents") or []
        fresh = []
        for item in items:
            key = item.get("id") or item.get("url")
            if key and key not in self.seen:
                self.seen.add(key)
                fresh.append({"feed": url, **item})
        await save_items(self.out_path, fresh)
        return len(fresh)

    async def poll_all(self):
        results = {}
        try:
            async with asyncio.TaskGroup() as tg:
                tasks = {url: tg.create_task(self.poll_one(url)) for url in self.feeds}
        except* httpx.HTTPError as eg:
            for exc in eg.exceptions:
                log.warning("fetch failed: %s", exc)
        except* json.JSONDecodeError as eg:
            log.warning("%d feeds returned invalid JSON", len(eg.exceptions))
        else:
            results = {url: t.result() for url, t in tasks.items()}
        return results

    async def close(self):
        await self.client.aclose()


async def save_items(path, items):
    if not items:
        return
    async with aiofiles.open(path, "a", encoding="utf-8") as fh:
        for item in items:
            await fh.write(json.dumps(item, ensure_ascii=False) + "\n")


async def main():
    logging.basicConfig(level=logging.INFO)
    poller = FeedPoller(FEEDS)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    try:
        while not stop.is_set():
            counts = await poller.poll_all()
            log.info("new items: %s", counts)
            try:
                await asyncio.wait_for(stop.wait(), timeout=INTERVAL)
            except TimeoutError:
                pass
    finally:
        await poller.close()


if __name__ == "__main__":
    asyncio.run(main())
'''

case(
    "feed_poller_asyncio_taskgroup_except_star_mix_async_with_in_def_multicursor_await",
    "developer: asyncio service being moved to TaskGroup and httpx",
    MEANT_015,
    [
        M("async: except and except* mixed on one try (handlers half-converted for a TaskGroup)",
          "When the gather() was replaced by asyncio.TaskGroup, the first handler became "
          "`except*` and the second stayed a plain `except`.",
          ("        except* json.JSONDecodeError as eg:", "        except json.JSONDecodeError as eg:")),
        M("async: async with in a function not yet made async",
          "save_items() got `async with aiofiles.open(...)` and `await fh.write(...)` "
          "but its `def` line is still a plain `def`.",
          ("async def save_items(path, items):", "def save_items(path, items):")),
        M("edit: multi-cursor typed 'await ' before every 'client.', also inside 'self.client.'",
          "Converting the client to httpx.AsyncClient, the developer selected every "
          "occurrence of `client.` and typed `await ` in front; in `self.client.get` "
          "and `self.client.aclose` that lands between `self.` and `client`.",
          ("resp = await self.client.get(", "resp = self.await client.get("),
          ("        await self.client.aclose()", "        self.await client.aclose()")),
    ],
    note="""
Situation: the poller was synchronous with a thread pool; the developer is moving it to
httpx.AsyncClient, aiofiles and asyncio.TaskGroup (Python 3.11). Three steps of that
were half done when the file was saved.

Why meant.py reads so:
- A TaskGroup raises an ExceptionGroup, so every handler of that try must be `except*`;
  the `as eg` and `len(eg.exceptions)` in the second handler were already written for
  a group.
- save_items() becomes `async def`: its body uses `async with` and `await`, and its
  only caller does `await save_items(...)`.
- `self.await client.get(...)` becomes `await self.client.get(...)` (and the same for
  aclose()): the `await` goes in front of the whole expression.
""")

# ---------------------------------------------------------------------------------------
MEANT_016 = r'''"""Domain model for the warehouse service (Python 3.11)."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Generic, Iterator, Protocol, TypeVar

T = TypeVar("T")


class HasSku(Protocol):
    sku: str


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    unit_price: Decimal
    tags: tuple[str, ...] = ()


@dataclass
class StockLine:
    sku: str
    location: str
    quantity: int = 0
    reserved: int = 0
    history: list[str] = field(default_factory=list)
    updated: datetime = field(default_factory=datetime.now)

    @property
    def free(self) -> int:
        return self.quantity - self.reserved

    def adjust(self, delta: int, reason: str) -> None:
        if self.quantity + delta < self.reserved:
            raise ValueError(f"{self.sku}@{self.location}: would go below reserved stock")
        self.quantity += delta
        self.updated = datetime.now()
        self.history.append(f"{self.updated:%Y-%m-%d %H:%M} {delta:+d} {reason}")


@dataclass
class Page(Generic[T]):
    items: list[T]
    total: int
    offset: int = 0

    @property
    def has_more(self) -> bool:
        return self.offset + len(self.items) < self.total


class Repository(Generic[T]):
    """In-memory store keyed by SKU; the SQL version has the same interface."""

    def __init__(self) -> None:
        self._items: dict[str, T] = {}

    def add(self, item: T) -> None:
        key = item.sku  # type: ignore[attr-defined]
        if key in self._items:
            raise KeyError(f"duplicate sku {key}")
        self._items[key] = item

    def get(self, sku: str) -> T | None:
        return self._items.get(sku)

    def __iter__(self) -> Iterator[T]:
        return iter(self._items.values())

    def search(self, text: str, *, limit: int = 20, offset: int = 0) -> Page[T]:
        text = text.lower()
        hits = [i for i in self if text in str(i).lower()]
        return Page(items=hits[offset:offset + limit], total=len(hits), offset=offset)


def total_value(stock: Repository[StockLine], catalog: Repository[Product]) -> Decimal:
    value = Decimal(0)
    for line in stock:
        product = catalog.get(line.sku)
        if product is not None:
            value += product.unit_price * line.quantity
    return value
'''

case(
    "warehouse_model_dataclasses_pep695_class_field_paren_bare_star_last",
    "developer: typed dataclass domain model (project pinned to Python 3.11)",
    MEANT_016,
    [
        M("py312: PEP 695 generic class syntax in a 3.11 project",
          "`class Repository[T]:` - the 3.12 spelling, typed from habit; the module "
          "already declares `T = TypeVar(\"T\")` and uses `Generic[T]` for Page.",
          ("class Repository(Generic[T]):", "class Repository[T]:")),
        M("bracket: ) missing at the end of field(default_factory=...)",
          "The `history` field's `field(default_factory=list` has no `)`.",
          ("field(default_factory=list)\n", "field(default_factory=list\n")),
        M("signature: bare * placed after the parameters it should make keyword-only",
          "To make `limit` and `offset` keyword-only, `*` was added at the end of the "
          "parameter list instead of before them.",
          ("def search(self, text: str, *, limit: int = 20, offset: int = 0)",
           "def search(self, text: str, limit: int = 20, offset: int = 0, *)")),
    ],
    note="""
Situation: a developer who also works on a Python 3.12 project is extending the
warehouse model of a service that runs on 3.11 (the module docstring says so and the
module uses TypeVar/Generic).

Why meant.py reads so:
- `class Repository[T]:` becomes `class Repository(Generic[T]):`, the spelling the
  module already uses for Page with the module-level `T`; no new TypeVar is needed.
- field(...) is closed at the end of its line.
- The bare `*` goes before `limit`: a trailing `*` means "what follows is
  keyword-only", and there is nothing after it; the intent was to make the two
  paging parameters keyword-only.
""")

# ---------------------------------------------------------------------------------------
MEANT_017 = r'''"""Game server: turn client messages (decoded JSON) into game actions."""
from dataclasses import dataclass


@dataclass
class Move:
    player: str
    dx: int
    dy: int


@dataclass
class Say:
    player: str
    text: str


@dataclass
class Trade:
    player: str
    other: str
    offer: dict
    want: dict


class ProtocolError(ValueError):
    pass


DIRECTIONS = {"n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0)}


def parse(msg, player):
    match msg:
        case {"type": "move", "dir": str(d)} if d in DIRECTIONS:
            dx, dy = DIRECTIONS[d]
            return Move(player, dx, dy)
        case {"type": "move", "dx": int(dx), "dy": int(dy), **rest}:
            if rest:
                raise ProtocolError(f"unexpected keys in move: {sorted(rest)}")
            if abs(dx) > 1 or abs(dy) > 1:
                raise ProtocolError("moves are one square at a time")
            return Move(player, dx, dy)
        case {"type": "chat", "text": str(text)} if text.strip():
            return Say(player, text.strip()[:280])
        case {"type": "cmd", "args": ["say", text] | ["s", text]}:
            return Say(player, text)
        case {"type": "cmd", "args": ["trade", other, *items]}:
            offer, want = parse_trade(items)
            return Trade(player, other, offer, want)
        case {"type": "ping"}:
            return None
        case {"type": str(kind)}:
            raise ProtocolError(f"unknown message type {kind!r}")
        case _:
            raise ProtocolError("message without a type")


def parse_trade(items):
    offer, want, side = {}, {}, None
    for token in items:
        match token.split(":"):
            case ["give"]:
                side = offer
            case ["get"]:
                side = want
            case [name, count] if side is not None and count.isdigit():
                side[name] = side.get(name, 0) + int(count)
            case _:
                raise ProtocolError(f"bad trade token {token!r}")
    if not offer or not want:
        raise ProtocolError("a trade needs something to give and something to get")
    return offer, want


if __name__ == "__main__":
    tests = [
        {"type": "move", "dir": "n"},
        {"type": "move", "dx": 1, "dy": 0},
        {"type": "cmd", "args": ["s", "gg"]},
        {"type": "cmd", "args": ["trade", "bob", "give", "wood:3", "get", "ore:1"]},
        {"type": "ping"},
    ]
    for t in tests:
        print(parse(t, "alice"))
'''

case(
    "game_messages_match_case_after_wildcard_rest_not_last_or_pattern_names",
    "developer: match-statement message parser of a game server",
    MEANT_017,
    [
        M("match: **rest not last in a mapping pattern",
          "`**rest` was added to catch unexpected keys in a move, but typed before the "
          "`\"dy\"` key: `{..., \"dx\": int(dx), **rest, \"dy\": int(dy)}`.",
          ('"dx": int(dx), "dy": int(dy), **rest}', '"dx": int(dx), **rest, "dy": int(dy)}')),
        M("match: alternatives of an or-pattern bind different names",
          "The short form `[\"s\", ...]` was added as an alternative but binds `msg` "
          "while the first alternative and the body use `text`.",
          ('["say", text] | ["s", text]', '["say", text] | ["s", msg]')),
        M("match: new case added after the wildcard case",
          "The `ping` case was appended at the end of the match, after `case _:`, which "
          "makes it unreachable (a compile-time error).",
          ('        case {"type": "ping"}:\n            return None\n', ""),
          ('            raise ProtocolError("message without a type")\n',
           '            raise ProtocolError("message without a type")\n'
           '        case {"type": "ping"}:\n            return None\n')),
    ],
    note="""
Situation: a developer extending the message parser of a small multiplayer game
(client messages are decoded JSON dicts): a `**rest` check for unexpected keys in
moves, a short `s` alias for `say`, and a keep-alive `ping` message.

Why meant.py reads so:
- `**rest` must be the last element of a mapping pattern; it goes after `"dy"`, with
  both keys kept.
- Both alternatives bind `text`, the name the case body returns.
- The ping case moves above the catch-all cases: above `case {"type": str(kind)}` too,
  because that case would otherwise catch `{"type": "ping"}` and raise "unknown
  message type". The case body is unchanged.
""")

# ---------------------------------------------------------------------------------------
MEANT_018 = r'''from datetime import date
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, Query, status
from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.orm import Session

from .db import SessionLocal
from .models import Booking, Room

app = FastAPI(title="Room bookings")


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


class BookingIn(BaseModel):
    room_id: int
    day: date
    slot: Annotated[int, Field(ge=8, le=18)]
    booked_by: Annotated[str, Field(min_length=2, max_length=80)]


class BookingOut(BookingIn):
    id: int

    model_config = {"from_attributes": True}


@app.get("/rooms")
def list_rooms(
    q: Annotated[str | None, Query(max_length=50)] = None,
    min_seats: int = 0,
    db: Session = Depends(get_db),
):
    stmt = select(Room).where(Room.seats >= min_seats).order_by(Room.name)
    if q:
        stmt = stmt.where(Room.name.ilike(f"%{q}%"))
    return [{"id": r.id, "name": r.name, "seats": r.seats} for r in db.scalars(stmt)]


@app.get("/bookings", response_model=list[BookingOut])
def list_bookings(
    day: date,
    room_id: int | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    db: Session = Depends(get_db),
):
    stmt = select(Booking).where(Booking.day == day)
    if room_id is not None:
        stmt = stmt.where(Booking.room_id == room_id)
    return db.scalars(stmt.order_by(Booking.slot).limit(limit)).all()


@app.post("/bookings", response_model=BookingOut, status_code=status.HTTP_201_CREATED)
def create_booking(data: BookingIn, db: Session = Depends(get_db)):
    if db.get(Room, data.room_id) is None:
        raise HTTPException(status_code=404, detail="no such room")
    clash = db.scalar(
        select(Booking).where(
            Booking.room_id == data.room_id,
            Booking.day == data.day,
            Booking.slot == data.slot,
        )
    )
    if clash is not None:
        raise HTTPException(status_code=409, detail=f"slot taken by {clash.booked_by}")
    booking = Booking(**data.model_dump())
    db.add(booking)
    db.commit()
    db.refresh(booking)
    return booking


@app.delete("/bookings/{booking_id}", status_code=status.HTTP_204_NO_CONTENT)
def cancel_booking(booking_id: int, db: Session = Depends(get_db)):
    booking = db.get(Booking, booking_id)
    if booking is None:
        raise HTTPException(status_code=404, detail="no such booking")
    db.delete(booking)
    db.commit()
'''

case(
    "room_bookings_fastapi_depends_missing_annotated_bracket_lone_conflict_marker",
    "developer: FastAPI service with Annotated parameters, after a rebase",
    MEANT_018,
    [
        M("signature: parameter without default after ones with defaults (= Depends(...) not typed)",
          "In list_bookings() the new `db: Session` parameter was added without its "
          "`= Depends(get_db)`, after `limit` which has a default.",
          ("    limit: Annotated[int, Query(ge=1, le=200)] = 50,\n    db: Session = Depends(get_db),\n",
           "    limit: Annotated[int, Query(ge=1, le=200)] = 50,\n    db: Session,\n")),
        M("bracket: ] missing at the end of Annotated[...]",
          "`q: Annotated[str | None, Query(max_length=50) = None` lost the `]`.",
          ("Query(max_length=50)] = None", "Query(max_length=50) = None")),
        M("merge: opening <<<<<<< marker left after the conflict was resolved",
          "The rebase conflict in create_booking() was resolved by deleting the other "
          "side with its `=======` and `>>>>>>>` lines; the `<<<<<<< HEAD` line above "
          "the kept side stayed.",
          ("    if clash is not None:\n", "<<<<<<< HEAD\n    if clash is not None:\n")),
    ],
    note="""
Situation: a developer rebased the booking service onto main, resolved a conflict in
create_booking() and then added database access to list_bookings().

Why meant.py reads so:
- Every other endpoint takes `db: Session = Depends(get_db)`; the new parameter gets the
  same default (FastAPI needs it to inject the session), which also makes the
  parameter order legal.
- `Annotated[...]` is closed after `Query(max_length=50)`, before ` = None`.
- The marker line is removed; the kept side (the code under it) is already complete,
  there is nothing of the other side left to choose.
""")

# ---------------------------------------------------------------------------------------
MEANT_019 = r'''#!/usr/bin/env python3
"""release.py - bump the version, tag, build and upload the package."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VERSION_FILE = ROOT / "src" / "tidytables" / "__init__.py"
CHANGELOG = ROOT / "CHANGELOG.md"
VERSION_RE = re.compile(r'^__version__ = "(\d+)\.(\d+)\.(\d+)"$', re.M)


def sh(*cmd, capture=False):
    print("+", " ".join(cmd))
    res = subprocess.run(cmd, check=True, text=True, capture_output=capture)
    return res.stdout.strip() if capture else None


def read_version():
    m = VERSION_RE.search(VERSION_FILE.read_text())
    if not m:
        sys.exit(f"no __version__ in {VERSION_FILE}")
    return tuple(int(x) for x in m.groups())


def write_version(version):
    text = VERSION_FILE.read_text()
    new = '__version__ = "%d.%d.%d"' % version
    VERSION_FILE.write_text(VERSION_RE.sub(new, text, count=1))


def bump(version, part):
    major, minor, patch = version
    if part == "major":
        return major + 1, 0, 0
    if part == "minor":
        return major, minor + 1, 0
    return major, minor, patch + 1


def changelog_has(tag):
    return f"## {tag}" in CHANGELOG.read_text()


def upload(files, repository="pypi"):
    sh("twine", "upload", "--repository", repository, *files)


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--bump", choices=["major", "minor", "patch"])
    p.add_argument("--no-upload", action="store_true")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    if sh("git", "status", "--porcelain", capture=True):
        sys.exit("working tree is not clean")
    version = read_version()
    if args.bump:
        version = bump(version, args.bump)
        write_version(version)
    else:
        print("keeping version %d.%d.%d" % version)
    tag = "v%d.%d.%d" % version
    if not changelog_has(tag):
        sys.exit(f"CHANGELOG.md has no section for {tag}")
    if args.bump:
        sh("git", "commit", "-am", f"Release {tag}")
    sh("git", "tag", "-a", tag, "-m", f"Release {tag}")
    for old in (ROOT / "dist").glob("*"):
        old.unlink()
    sh(sys.executable, "-m", "build")
    dist_files = [str(p) for p in sorted((ROOT / "dist").glob("*"))]
    if not args.no_upload:
        # Upload to the test index first
        upload(dist_files, repository="testpypi")
        upload(dist_files)
    sh("git", "push", "--follow-tags")


if __name__ == "__main__":
    main()
'''

_TAIL_019 = MEANT_019[MEANT_019.index("    else:\n        print(\"keeping"):MEANT_019.index("\n\nif __name__")]


def _dedent4(block):
    return "\n".join(ln[4:] if ln.startswith("    ") else ln for ln in block.split("\n"))


case(
    "release_script_moved_block_dedented_else_joined_lines_toggle_comment",
    "developer: release script being turned from a flat script into main()",
    MEANT_019,
    [
        M("indent: moved block only partly re-indented (from else on left at the old level)",
          "The release steps used to be module-level code; they were moved into main() "
          "and the first lines indented, but from `else:` on the rest of the block kept "
          "its old indentation, so `else:` is at column 0.",
          (_TAIL_019, _dedent4(_TAIL_019))),
        M("edit: two statements joined on one line (newline deleted)",
          "The newline after `version = read_version()` was deleted with the Delete key, "
          "joining it with the next line.",
          ("    version = read_version()\n    if args.bump:\n",
           "    version = read_version()    if args.bump:\n")),
        M("edit: toggle-comment on two lines also uncommented a prose comment",
          "To enable the upload, the developer selected the commented-out call and the "
          "comment above it and pressed Ctrl+/, which uncommented both.",
          ("# Upload to the test index first\n", "Upload to the test index first\n")),
    ],
    note="""
Situation: a maintainer is turning the release script's top-level code into a main()
function and enabling the TestPyPI upload, which had been commented out together with
its explanatory comment: `# Upload to the test index first` / `# upload(dist_files,
repository="testpypi")`. Ctrl+/ on the two lines removed one `# ` from each, which
uncommented the explanation as well as the call.

Why meant.py reads so:
- The moved block goes back to main()'s body level: `else:` pairs with the `if
  args.bump:` above it (`print(...)` is its body) and everything from `tag = ...` to
  `sh("git", "push", ...)` is in main() at the level of `version = ...`. At module level
  those lines would run at import time, outside main().
- The joined statements are split where the second starts.
- The upload call stays uncommented (that was the point of the toggle); the sentence
  above it goes back to being a comment.
""")

# ---------------------------------------------------------------------------------------
MEANT_020 = r'''"""Ridge-regression baseline for the churn model, with early stopping on a holdout."""
from __future__ import annotations

import json
import logging
import random
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

log = logging.getLogger("baseline")


@dataclass
class Config:
    lam: float = 0.1
    lr: float = 0.05
    epochs: int = 200
    patience: int = 10
    holdout: float = 0.2
    seed: int = 13


def split(X, y, holdout, seed):
    idx = list(range(len(y)))
    random.Random(seed).shuffle(idx)
    cut = int(len(idx) * (1 - holdout))
    tr, va = idx[:cut], idx[cut:]
    return X[tr], y[tr], X[va], y[va]


def loss(w, X, y, lam):
    r = X @ w - y
    return float(r @ r / len(y) + lam * w @ w)


def gradient(w, X, y, lam):
    return 2 * X.T @ (X @ w - y) / len(y) + 2 * lam * w


def train(X, y, cfg: Config):
    Xtr, ytr, Xva, yva = split(X, y, cfg.holdout, cfg.seed)
    w = np.zeros(X.shape[1])
    best, best_w, bad_epochs = float("inf"), w.copy(), 0
    history = []

    def on_epoch(epoch, current):
        nonlocal best, best_w, bad_epochs
        history.append((epoch, current))
        if current < best - 1e-6:
            best, best_w, bad_epochs = current, w.copy(), 0
        else:
            bad_epochs += 1
        return bad_epochs >= cfg.patience

    for epoch in range(cfg.epochs):
        w -= cfg.lr * gradient(w, Xtr, ytr, cfg.lam)
        if on_epoch(epoch, loss(w, Xva, yva, 0.0)):
            log.info("early stop at epoch %d (best holdout loss %.4f)", epoch, best)
            break
    return best_w, best, history


def grid(X, y, lams, base: Config):
    results = []
    for lam in lams:
        cfg = Config(**{**asdict(base), "lam": lam})
        _, best, _ = train(X, y, cfg)
        results.append((lam, best))
        log.info("lam=%g holdout=%.4f", lam, best)
    return sorted(results, key=lambda r: r[1])


def main(path="data/churn_features.npz", out="runs/ridge.json"):
    logging.basicConfig(level=logging.INFO)
    data = np.load(path)
    X, y = data["X"], data["y"]
    ranking = grid(X, y, [0.0, 0.01, 0.1, 1.0], Config())
    best_lam = ranking[0][0]
    w, best, history = train(X, y, Config(lam=best_lam))
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    Path(out).write_text(json.dumps({
        "lam": best_lam,
        "holdout_loss": best,
        "weights": [round(v, 6) for v in w.tolist()],
        "curve": [(e, round(c, 6)) for e, c in history],
    }, indent=2))


if __name__ == "__main__":
    main()
'''

case(
    "ridge_baseline_rename_lam_to_lambda_nonlocal_after_use_comprehension_tuple",
    "developer: typed ML training script (numpy) with a config dataclass",
    MEANT_020,
    [
        M("rename: name renamed to a keyword in some places (lam -> lambda)",
          "The regularisation strength was being renamed from `lam` to `lambda` (the "
          "paper's name); the Config field, the dict key in grid() and the keyword in "
          "main() were done before the developer noticed it cannot work.",
          ("    lam: float = 0.1\n", "    lambda: float = 0.1\n"),
          ('"lam": lam})', '"lambda": lam})'),
          ("Config(lam=best_lam)", "Config(lambda=best_lam)")),
        M("scope: nonlocal declared after the names are used",
          "`nonlocal best, best_w, bad_epochs` was added inside the if-branch that "
          "assigns them, after `best` is read in the condition.",
          ("        nonlocal best, best_w, bad_epochs\n        history.append((epoch, current))\n"
           "        if current < best - 1e-6:\n",
           "        history.append((epoch, current))\n"
           "        if current < best - 1e-6:\n            nonlocal best, best_w, bad_epochs\n")),
        M("edit: tuple target of a list comprehension without parentheses",
          "The learning curve was changed from `[round(c, 6) for e, c in history]` to "
          "include the epoch: `[e, round(c, 6) for e, c in history]`.",
          ("[(e, round(c, 6)) for e, c in history]", "[e, round(c, 6) for e, c in history]")),
    ],
    note="""
Situation: a data scientist's baseline script. A rename of `lam` to `lambda` was
started and abandoned half way; early stopping was moved into a closure; the saved
learning curve was changed to keep the epoch numbers.

Why meant.py reads so:
- `lambda` is a keyword, so the rename cannot be finished; the places already renamed go
  back to `lam`, the name the rest of the file (loss(), gradient(), grid(), the log
  line) uses. The `"lam"` key in grid() must match the Config field for
  `Config(**{...})` to work.
- The nonlocal declaration goes to the top of on_epoch(), at the function body's
  level, before the first line that reads one of the names.
- The comprehension builds pairs `(e, round(c, 6))`, as `for e, c in history` shows.
""")
