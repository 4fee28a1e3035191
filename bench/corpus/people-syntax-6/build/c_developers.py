"""Working developers: slips made while editing (cases 023-030)."""
from lib import case, M, START, END  # noqa: F401

# ---------------------------------------------------------------- 023
case("django_export_command_py2_leftovers",
     "backend developer porting a 2014 Django project to Python 3 by hand, one management command at a time",
     r'''
import os
import sys

from django.conf import settings
from django.core.management.base import BaseCommand

from reports.models import Report


class Command(BaseCommand):
    help = "Export finished reports to the shared folder"

    def add_arguments(self, parser):
        parser.add_argument("--since", type=int, default=7)
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, **options):
        target = settings.REPORT_EXPORT_DIR
        if not os.path.isdir(target):
            os.makedirs(target)
            os.chmod(target, 0o755)

        qs = Report.objects.finished().since_days(options["since"])
        count = qs.count()
        if count != 0:
            print("exporting %d reports to %s" % (count, target))
        exported = 0
        for report in qs:
            path = os.path.join(target, report.filename())
            if options["dry_run"]:
                print("would write", path)
                continue
            try:
                with open(path, "wb") as fh:
                    fh.write(report.render_pdf())
            except IOError as e:
                print("could not write %s: %s" % (path, e), file=sys.stderr)
                continue
            exported += 1
        self.stdout.write("done, %s files" % repr(exported))
''', [
    M("py2: octal literal with leading 0", "`os.chmod(target, 0755)` — Python 2 octal literal",
      ("0o755", "0755")),
    M("py2: <> operator", "`if count <> 0:`",
      ("if count != 0:", "if count <> 0:")),
    M("py2: print statement", "three Python 2 prints: two `print \"...\"` statements and "
      "`print >>sys.stderr, \"...\" % (...)`",
      ('print("exporting %d reports to %s" % (count, target))',
       'print "exporting %d reports to %s" % (count, target)'),
      ('print("would write", path)', 'print "would write", path'),
      ('print("could not write %s: %s" % (path, e), file=sys.stderr)',
       'print >>sys.stderr, "could not write %s: %s" % (path, e)')),
    M("py2: except X, e", "`except IOError, e:`",
      ("except IOError as e:", "except IOError, e:")),
    M("py2: backticks for repr", "`` `exported` `` in the final message",
      ("repr(exported)", "`exported`")),
], note="""
Situation: the developer had already switched to `add_arguments` and `self.stdout` (the
Django 1.8+ API) but not run 2to3, so five Python 2 constructs are left in one command.
Why meant.py reads this way: each construct gets its Python 3 spelling, as 2to3 would
write it: `0o755`, `!=`, `print(...)` (with `file=sys.stderr` for the `>>` form),
`except IOError as e`, `repr(exported)`. Note: `print >>sys.stderr, x` alone is valid
Python 3 (a tuple expression that fails only at run time); it is counted in the print
mistake together with the two plain `print "..."` statements, which are syntax errors.
""")

# ---------------------------------------------------------------- 024
case("flask_notes_api_decorator_bracket_dictcomp_colon",
     "full-stack developer adding a PUT endpoint to a small Flask notes service", r'''
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

NOTES = {
    1: {"title": "groceries", "body": "milk, eggs", "tags": ["home"]},
    2: {"title": "standup", "body": "demo the export", "tags": ["work"]},
}


def public(note_id, note):
    return {"id": note_id, **{k: v for k, v in note.items() if k != "body"}}


@app.get("/notes")
def list_notes():
    tag = request.args.get("tag")
    items = [public(i, n) for i, n in NOTES.items() if tag is None or tag in n["tags"]]
    return jsonify(items)


@app.route("/notes/<int:note_id>", methods=["GET", "PUT"])
def note_detail(note_id):
    note = NOTES.get(note_id)
    if note is None:
        abort(404)
    if request.method == "PUT":
        data = request.get_json(force=True)
        note.update({k: data[k] for k in ("title", "body", "tags") if k in data})
    return jsonify({"id": note_id, **note})


@app.get("/tags")
def tag_counts():
    counts = {}
    for note in NOTES.values():
        for t in note["tags"]:
            counts[t] = counts.get(t, 0) + 1
    return jsonify({tag: n for tag, n in sorted(counts.items())})


if __name__ == "__main__":
    app.run(debug=True)
''', [
    M("decorator: ] typed as ) in decorator arguments", "`@app.route(..., methods=[\"GET\", \"PUT\")` — the "
      "methods list is closed with `)`",
      ('methods=["GET", "PUT"])', 'methods=["GET", "PUT")')),
    M("comprehension: : missing in dict comprehension", "`{k data[k] for k in (...) if k in data}`",
      ("{k: data[k] for k", "{k data[k] for k")),
], note="""
Situation: `methods=["GET"]` became `["GET", "PUT"]` and the update branch was written in one go.
Why meant.py reads this way: `]` closes the list and `)` the decorator call; the
comprehension is the dict comprehension `note.update` needs (`k: data[k]`).
""")

# ---------------------------------------------------------------- 025
case("dupe_finder_cli_kwarg_comma_half_finished_refactor",
     "developer polishing a small duplicate-file finder CLI before putting it on GitHub", r'''
#!/usr/bin/env python3
"""Find duplicate files under a directory by content hash."""
import argparse
import hashlib
import os
import sys
from collections import defaultdict
from pathlib import Path


def file_digest(path: Path, chunk_size: int = 1 << 16) -> str:
    h = hashlib.blake2b(digest_size=20)
    with path.open("rb") as fh:
        while chunk := fh.read(chunk_size):
            h.update(chunk)
    return h.hexdigest()


def find_duplicates(root: Path, min_size: int, follow_links: bool) -> dict[str, list[Path]]:
    by_size: dict[int, list[Path]] = defaultdict(list)
    for dirpath, _dirs, files in os.walk(root, followlinks=follow_links):
        for name in files:
            p = Path(dirpath, name)
            try:
                size = p.stat().st_size
            except OSError:
                continue
            if size >= min_size:
                by_size[size].append(p)

    by_hash: dict[str, list[Path]] = defaultdict(list)
    for size, paths in by_size.items():
        if len(paths) < 2:
            continue
        for p in paths:
            by_hash[file_digest(p)].append(p)
    return {h: ps for h, ps in by_hash.items() if len(ps) > 1}


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("root", type=Path)
    parser.add_argument(
        "--min-size",
        type=int,
        default=1,
        help="ignore files smaller than this many bytes",
    )
    parser.add_argument("--follow-links", action="store_true")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    dupes = find_duplicates(args.root, min_size=args.min_size, follow_links=args.follow_links)
    if args.json:
        import json
        json.dump({h: [str(p) for p in ps] for h, ps in dupes.items()}, sys.stdout, indent=2)
        return 0
    wasted = 0
    for h, paths in sorted(dupes.items(), key=lambda kv: -len(kv[1])):
        size = paths[0].stat().st_size
        wasted += size * (len(paths) - 1)
        print(f"{h[:12]}  {size:>10}  x{len(paths)}")
        for p in paths:
            print(f"    {p}")
    print(f"{len(dupes)} groups, {wasted / 1e6:.1f} MB reclaimable", file=sys.stderr)
    return 1 if dupes else 0


if __name__ == "__main__":
    sys.exit(main())
''', [
    M("comma: missing between keyword arguments (across lines)", "no comma after `default=1` in the "
      "multi-line `add_argument` call",
      ("        default=1,\n", "        default=1\n")),
    M("edit: half-finished refactor (line cut mid-call)", "the call to find_duplicates was being changed to "
      "keyword arguments and the line stops at `follow_`",
      ("min_size=args.min_size, follow_links=args.follow_links)\n", "min_size=args.min_size, follow_\n")),
], note="""
Situation: the developer was switching the call in main() from positional to keyword
arguments and went to look something up half-way through the line.
Why meant.py reads this way: the cut line is completed as `follow_links=args.follow_links)`,
the only keyword argument of find_duplicates left and the attribute argparse creates from
`--follow-links`; the comma after `default=1` is restored.
""")

# ---------------------------------------------------------------- 026
case("async_healthcheck_finally_colon_unclosed_docstring",
     "SRE writing an async health-check script with httpx", r'''
import asyncio
import logging
from dataclasses import dataclass

import httpx

log = logging.getLogger("healthcheck")


@dataclass
class Target:
    name: str
    url: str
    timeout: float = 5.0


@dataclass
class Result:
    target: Target
    ok: bool
    status: int | None
    elapsed_ms: float


async def probe(client: httpx.AsyncClient, target: Target) -> Result:
    """Request the target once and report how it went."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    try:
        resp = await client.get(target.url, timeout=target.timeout)
        ok = resp.status_code < 500
        status = resp.status_code
    except httpx.HTTPError as exc:
        log.warning("%s failed: %s", target.name, exc)
        ok, status = False, None
    finally:
        elapsed = (loop.time() - start) * 1000
    return Result(target, ok, status, elapsed)


async def run_all(targets: list[Target], concurrency: int = 10) -> list[Result]:
    """Probe every target, at most `concurrency` at a time.

    Results come back in the same order as `targets`.
    """
    sem = asyncio.Semaphore(concurrency)

    async def guarded(client, t):
        async with sem:
            return await probe(client, t)

    async with httpx.AsyncClient(follow_redirects=True) as client:
        return await asyncio.gather(*(guarded(client, t) for t in targets))


def report(results: list[Result]) -> None:
    """Print one line per target."""
    for r in results:
        mark = "OK " if r.ok else "ERR"
        print(f"{mark} {r.target.name:<20} {r.status or '-':>4} {r.elapsed_ms:8.1f} ms")


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    targets = [
        Target("api", "https://api.example.com/health"),
        Target("web", "https://www.example.com/"),
        Target("cdn", "https://cdn.example.com/ping", timeout=2.0),
    ]
    report(asyncio.run(run_all(targets)))
''', [
    M("colon: missing after finally", "`finally` without its colon in probe()",
      ("    finally:\n", "    finally\n")),
    M("docstring: closing quotes missing (mid-file)", "the two-paragraph docstring of run_all() is never "
      "closed; the string runs on to the opening quotes of report()'s docstring, and report()'s "
      "docstring text becomes code",
      ('as `targets`.\n    """\n', "as `targets`.\n")),
], note="""
Why meant.py reads this way: the docstring ends after its second paragraph, before the
first line of code (`sem = ...`), with the closing quotes on their own line as in the
developer's style for multi-line docstrings; `finally:` gets its colon.
""")

# ---------------------------------------------------------------- 027
case("notify_channels_from_param_class_colon_lambda_annotation",
     "Python developer with strict typing habits building a notification layer", r'''
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable, ClassVar


@dataclass
class Message:
    sender: str
    to: list[str]
    subject: str
    body: str
    created: datetime = field(default_factory=datetime.now)


class Channel(ABC):
    registry: ClassVar[dict[str, type[Channel]]] = {}
    name: ClassVar[str] = "base"

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Channel.registry[cls.name] = cls

    @abstractmethod
    def send(self, msg: Message) -> bool: ...

    def send_all(self, msgs: list[Message], on_error: Callable[[Message], None] | None = None) -> int:
        sent = 0
        for m in msgs:
            if self.send(m):
                sent += 1
            elif on_error is not None:
                on_error(m)
        return sent


class EmailChannel(Channel):
    name = "email"

    def __init__(self, smtp_host: str, from_: str) -> None:
        self.smtp_host = smtp_host
        self.from_ = from_

    def send(self, msg: Message) -> bool:
        print(f"[smtp {self.smtp_host}] {self.from_} -> {', '.join(msg.to)}: {msg.subject}")
        return True


class SmsChannel(Channel):
    name = "sms"
    MAX_LEN: ClassVar[int] = 160

    def send(self, msg: Message) -> bool:
        text = f"{msg.subject}: {msg.body}"
        if len(text) > self.MAX_LEN:
            return False
        for number in msg.to:
            print(f"[sms] {number}: {text}")
        return True


def make_channel(kind: str, **options) -> Channel:
    return Channel.registry[kind](**options)


if __name__ == "__main__":
    failed: list[Message] = []
    ch = make_channel("sms")
    msgs = [Message("ops", ["+4712345678"], "disk", "disk at 91%"), Message("ops", ["+4787654321"], "x" * 200, "")]
    n = ch.send_all(msgs, on_error=lambda m, bucket=failed: bucket.append(m))
    print(n, "sent,", len(failed), "failed")
''', [
    M("keyword: from used as a parameter name", "EmailChannel.__init__ takes a parameter called `from` and "
      "assigns `self.from_ = from`",
      ("from_: str) -> None", "from: str) -> None"),
      ("self.from_ = from_\n", "self.from_ = from\n")),
    M("colon: missing after class", "`class SmsChannel(Channel)` has no colon",
      ("class SmsChannel(Channel):", "class SmsChannel(Channel)")),
    M("lambda: annotated parameter with default", "`lambda m, bucket: list[Message] = failed: ...` — "
      "a type annotation written on a lambda parameter",
      ("lambda m, bucket=failed:", "lambda m, bucket: list[Message] = failed:")),
], note="""
Why meant.py reads this way: the parameter becomes `from_`, the name the developer already
uses for the attribute (`self.from_`, read in send()); the lambda keeps its default
`bucket=failed` without the annotation (lambda parameters cannot be annotated); the class
header gets its colon.
""")

# ---------------------------------------------------------------- 028
case("timetable_import_class_as_name",
     "developer at a school-software company writing a CSV-to-SQLite import for timetables", r'''
import csv
import sqlite3
from pathlib import Path
from typing import Iterator, NamedTuple


class Lesson(NamedTuple):
    day: str
    period: int
    class_: str
    subject: str
    teacher: str
    room: str


DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri")


def read_lessons(path: Path) -> Iterator[Lesson]:
    with path.open(newline="", encoding="utf-8-sig") as fh:
        for row in csv.DictReader(fh, delimiter=";"):
            day = row["day"][:3].title()
            if day not in DAYS:
                raise ValueError(f"bad day {row['day']!r} in {path}")
            class_ = row["class"].strip().upper()
            yield Lesson(day, int(row["period"]), class_, row["subject"], row["teacher"], row["room"])


def load(db: sqlite3.Connection, lessons: list[Lesson]) -> int:
    db.execute(
        "CREATE TABLE IF NOT EXISTS lesson ("
        " day TEXT, period INTEGER, class TEXT, subject TEXT, teacher TEXT, room TEXT,"
        " PRIMARY KEY (day, period, class))"
    )
    db.executemany("INSERT OR REPLACE INTO lesson VALUES (?, ?, ?, ?, ?, ?)", lessons)
    db.commit()
    return len(lessons)


def clashes(lessons: list[Lesson]) -> list[tuple[Lesson, Lesson]]:
    seen: dict[tuple[str, int, str], Lesson] = {}
    out = []
    for les in lessons:
        key = (les.day, les.period, les.room)
        if key in seen:
            out.append((seen[key], les))
        else:
            seen[key] = les
    return out


if __name__ == "__main__":
    lessons = sorted(read_lessons(Path("timetable.csv")), key=lambda l: (DAYS.index(l.day), l.period))
    with sqlite3.connect("school.db") as db:
        print(load(db, lessons), "lessons loaded")
    for a, b in clashes(lessons):
        print(f"room clash {a.room} {a.day} P{a.period}: {a.class_} vs {b.class_}")
''', [
    M("keyword: class used as a variable name", "`class = row[\"class\"]...` and `..., class, row[...]` in "
      "read_lessons()",
      ('            class_ = row["class"]', '            class = row["class"]'),
      ('int(row["period"]), class_, row', 'int(row["period"]), class, row')),
], note="""
Situation: the CSV column is called "class"; the developer named the local variable after it.
Why meant.py reads this way: the variable is `class_`, the name of the Lesson field it is
passed to. The only mistake in the file.
""")

# ---------------------------------------------------------------- 029
case("django_coupon_redeem_meta_colon_except_colon_ur_prefix",
     "Django developer adding a coupon endpoint; the url line was copied from the project's old urls.py",
     r'''
import re

from django import forms
from django.db import IntegrityError, transaction
from django.http import JsonResponse
from django.urls import re_path
from django.views.decorators.http import require_POST

from .models import Coupon, Order

CODE_RE = re.compile(r"^[A-Z0-9]{6,12}$")


class RedeemForm(forms.ModelForm):
    class Meta:
        model = Order
        fields = ["order_number", "coupon_code"]

    def clean_coupon_code(self):
        code = self.cleaned_data["coupon_code"].strip().upper()
        if not CODE_RE.match(code):
            raise forms.ValidationError("Invalid coupon format.")
        return code


@require_POST
def redeem(request):
    form = RedeemForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    code = form.cleaned_data["coupon_code"]
    try:
        with transaction.atomic():
            coupon = Coupon.objects.select_for_update().get(code=code, active=True)
            if coupon.uses_left <= 0:
                return JsonResponse({"error": "coupon used up"}, status=409)
            coupon.uses_left -= 1
            coupon.save(update_fields=["uses_left"])
            order = Order.objects.create(order_number=form.cleaned_data["order_number"], coupon=coupon)
    except Coupon.DoesNotExist:
        return JsonResponse({"error": "unknown coupon"}, status=404)
    except IntegrityError:
        return JsonResponse({"error": "order already exists"}, status=409)
    return JsonResponse({"order": order.pk, "discount": str(coupon.discount)})


urlpatterns = [
    re_path(r"^api/coupons/redeem/$", redeem, name="coupon-redeem"),
]
''', [
    M("colon: missing after class", "the inner `class Meta` has no colon",
      ("    class Meta:", "    class Meta")),
    M("colon: missing after except", "`except IntegrityError` has no colon",
      ("    except IntegrityError:", "    except IntegrityError")),
    M("py2: ur string prefix", "`ur\"^api/coupons/redeem/$\"` (the Python 2 unicode-raw prefix of the old "
      "urls.py)",
      ('re_path(r"^api', 're_path(ur"^api')),
], note="""
Why meant.py reads this way: `ur"..."` becomes `r"..."` (the raw string a regex route needs;
every str is unicode in Python 3); the two colons are added.
""")

# ---------------------------------------------------------------- 030
case("kpi_html_builder_class_kwarg_try_colon",
     "developer generating a static KPI dashboard page from a JSON file, with a tiny HTML helper", r'''
from __future__ import annotations

import html
import json
import sys
from datetime import date
from pathlib import Path


def tag(name: str, *children: str, **attrs: str) -> str:
    parts = []
    for key, value in attrs.items():
        key = key.rstrip("_").replace("_", "-")
        parts.append(f' {key}="{html.escape(value, quote=True)}"')
    return f"<{name}{''.join(parts)}>{''.join(children)}</{name}>"


def card(title: str, value: str, trend: float | None = None) -> str:
    body = [tag("h3", html.escape(title)), tag("p", html.escape(value), class_="value")]
    if trend is not None:
        arrow = "▲" if trend >= 0 else "▼"
        body.append(tag("span", f"{arrow} {abs(trend):.1f}%", class_="trend up" if trend >= 0 else "trend down"))
    return tag("div", *body, class_="card")


def build(metrics: dict[str, dict], day: date) -> str:
    cards = [card(name, m["value"], m.get("trend")) for name, m in metrics.items()]
    head = tag("head", tag("meta", charset="utf-8"), tag("title", f"KPIs {day:%d %b %Y}"))
    grid = tag("section", *cards, class_="grid", data_day=day.isoformat())
    return "<!doctype html>" + tag("html", head, tag("body", tag("h1", "Daily KPIs"), grid), lang="en")


def main(argv: list[str]) -> int:
    src = Path(argv[1]) if len(argv) > 1 else Path("metrics.json")
    try:
        metrics = json.loads(src.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        print(f"cannot read {src}: {exc}", file=sys.stderr)
        return 2
    out = src.with_suffix(".html")
    out.write_text(build(metrics, date.today()), encoding="utf-8")
    print(f"wrote {out} ({len(metrics)} cards)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
''', [
    M("keyword: class used as a keyword argument", "`tag(\"div\", *body, class=\"card\")` — `class` as a "
      "keyword argument name",
      ('*body, class_="card"', '*body, class="card"')),
    M("colon: missing after try", "`try` in main() has no colon",
      ("    try:\n", "    try\n")),
], note="""
Why meant.py reads this way: the keyword argument is `class_`, the convention the helper
strips (`key.rstrip("_")`) and that every other call in the file already uses; `try:` gets
its colon.
""")
