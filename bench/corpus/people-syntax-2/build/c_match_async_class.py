"""match/case gone wrong, async/await slips, decorators and class bodies."""
from lib import case, M

MATCH = "developer trying match/case"
ASYNC = "developer new to asyncio"
OOP = "OOP developer (decorators, classes)"

# ---------------------------------------------------------------------------
case("match_kv_shell_or_pattern", MATCH, r'''
"""kv.py - a tiny persistent key/value shell."""
import json
import os
import shlex

STORE = os.path.expanduser("~/.kv.json")


def load():
    if os.path.exists(STORE):
        with open(STORE) as fh:
            return json.load(fh)
    return {}


def save(data):
    with open(STORE, "w") as fh:
        json.dump(data, fh, indent=1, sort_keys=True)


def repl():
    data = load()
    while True:
        try:
            line = input("kv> ")
        except EOFError:
            break
        try:
            parts = shlex.split(line)
        except ValueError as exc:
            print("parse error:", exc)
            continue
        match parts:
            case []:
                continue
            case ["get", key]:
                print(data.get(key, "(not set)"))
            case ["set", key, *words] if words:
                data[key] = " ".join(words)
                save(data)
            case ["del", key]:
                if data.pop(key, None) is None:
                    print("no such key")
                else:
                    save(data)
            case ["keys"]:
                for k in sorted(data):
                    print(k)
            case ["quit"] | ["exit"]:
                break
            case [cmd, *_]:
                print(f"unknown command {cmd!r} (get, set, del, keys, quit)")


if __name__ == "__main__":
    repl()
''', [
    M("colon: missing after match subject", "`match parts` without the colon.",
      ("        match parts:\n", "        match parts\n")),
    M("comma: missing in sequence pattern", "`case [\"get\" key]:` - comma missing in the sequence pattern.",
      ('case ["get", key]:', 'case ["get" key]:')),
    M("match: `or` instead of `|` in pattern", "`case [\"quit\"] or [\"exit\"]:` - boolean `or` used to combine patterns.",
      ('case ["quit"] | ["exit"]:', 'case ["quit"] or ["exit"]:')),
])

# ---------------------------------------------------------------------------
case("match_webhook_mapping_patterns", MATCH, r'''
"""Route incoming GitHub webhook payloads to handlers."""
import json
import logging
import sys

log = logging.getLogger("hooks")


def notify(channel, text):
    log.info("[%s] %s", channel, text)


def handle(event_name, payload):
    match (event_name, payload):
        case ("ping", _):
            return "pong"
        case ("push", {"ref": "refs/heads/main", "commits": [*commits], **rest}):
            notify("#deploys", f"{len(commits)} new commit(s) on main by {rest['pusher']['name']}")
            return "deploy queued"
        case ("push", {"ref": ref}):
            return f"ignored push to {ref}"
        case ("pull_request", {"action": "opened" | "reopened", "pull_request": pr}):
            notify("#reviews", f"PR #{pr['number']}: {pr['title']}")
            return "review requested"
        case ("pull_request", {"action": "closed", "pull_request": {"merged": True, "number": n}}):
            notify("#reviews", f"PR #{n} merged")
            return "merged"
        case ("issues", {"action": action, "issue": {"number": n, "labels": labels}}) if any(
            l["name"] == "urgent" for l in labels
        ):
            notify("#oncall", f"urgent issue #{n} {action}")
            return "paged"
        case (name, _):
            log.debug("unhandled event %s", name)
            return None


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    event = sys.argv[1]
    with open(sys.argv[2]) as fh:
        body = json.load(fh)
    print(handle(event, body))
''', [
    M("match: **rest not last in mapping pattern",
      "`**rest` written in the middle of the mapping pattern; it must be the last element.",
      ('{"ref": "refs/heads/main", "commits": [*commits], **rest}',
       '{"ref": "refs/heads/main", **rest, "commits": [*commits]}')),
    M("match: bare name as mapping-pattern key",
      "`{action: \"opened\" | \"reopened\", ...}` - the key is written without quotes, as in a "
      "JavaScript object literal; mapping-pattern keys must be literals or dotted names.",
      ('{"action": "opened" | "reopened", "pull_request": pr}',
       '{action: "opened" | "reopened", "pull_request": pr}')),
], note="""
Intent: mistake 1 - the author wants "the remaining keys" in `rest`, so `**rest` moves to the
end of the pattern; mistake 2 - every other key in the file is a string literal, so
`action` is the string "action" (it cannot be a capture: the value after it is the pattern).
""")

# ---------------------------------------------------------------------------
case("match_c_switch_habits", MATCH, r'''
"""Vending machine simulator for the embedded-systems lab (Python prototype)."""

PRICES = {1: 120, 2: 120, 3: 150, 4: 90}
NAMES = {1: "cola", 2: "lemonade", 3: "iced tea", 4: "water"}


def insert_coin(credit, coin):
    match coin:
        case 5 | 10 | 20 | 50:
            credit += coin
        case 100 | 200:
            credit += coin
            print("large coin accepted")
        case _:
            print(f"coin {coin} rejected")
    return credit


def choose(slot, credit, stock):
    match slot:
        case 1 | 2 | 3 | 4:
            if stock[slot] == 0:
                print(f"{NAMES[slot]} sold out")
                return credit
            if credit < PRICES[slot]:
                print(f"need {PRICES[slot] - credit} more")
                return credit
            stock[slot] -= 1
            print(f"dispensing {NAMES[slot]}")
            return credit - PRICES[slot]
        case 0:
            print(f"returning {credit}")
            return 0
        case _:
            print("invalid slot")
            return credit


def main():
    stock = {1: 3, 2: 0, 3: 5, 4: 10}
    credit = 0
    for coin in (50, 50, 20, 3):
        credit = insert_coin(credit, coin)
    print("credit:", credit)
    credit = choose(2, credit, stock)
    credit = choose(1, credit, stock)
    credit = choose(0, credit, stock)


if __name__ == "__main__":
    main()
''', [
    M("match: C-style fall-through cases",
      "`case 5:` `case 10:` `case 20:` stacked with empty bodies so they fall through to "
      "`case 50:`, as in a C switch.",
      ("        case 5 | 10 | 20 | 50:\n", "        case 5:\n        case 10:\n        case 20:\n        case 50:\n")),
    M("match: break after each case",
      "`break` at the end of every case body in insert_coin(), which is not inside a loop "
      "(compile-time error: 'break' outside loop).",
      ("            credit += coin\n        case 100", "            credit += coin\n            break\n        case 100"),
      ('            print("large coin accepted")\n', '            print("large coin accepted")\n            break\n'),
      ('            print(f"coin {coin} rejected")\n', '            print(f"coin {coin} rejected")\n            break\n')),
    M("match: `default:` instead of `case _:`",
      "`default:` as the last branch of the match in choose().",
      ('        case _:\n            print("invalid slot")', '        default:\n            print("invalid slot")')),
], note="""
Situation: a C programmer prototyping firmware logic in Python, writing match like switch.
Intent: stacked cases become one or-pattern (`case 5 | 10 | 20 | 50:`), the breaks are
deleted (Python cases never fall through) and `default:` becomes `case _:`.
The `break` mistake is rejected only by compile(), not by ast.parse().
""")

# ---------------------------------------------------------------------------
case("async_helper_missing_async", ASYNC, r'''
"""Check the status of all our public repos concurrently (GitHub REST API)."""
import asyncio
import os
import sys

import aiohttp

API = "https://api.github.com"
ORG = "example-org"
MAX_PARALLEL = 8


async def fetch_json(session, url, sem):
    async with sem:
        async with session.get(url) as resp:
            if resp.status == 404:
                return None
            resp.raise_for_status()
            return await resp.json()


async def repo_summary(session, name, sem):
    repo, runs = await asyncio.gather(
        fetch_json(session, f"{API}/repos/{ORG}/{name}", sem),
        fetch_json(session, f"{API}/repos/{ORG}/{name}/actions/runs?per_page=1", sem),
    )
    if repo is None:
        return name, "missing", None
    last = runs["workflow_runs"][0]["conclusion"] if runs and runs["workflow_runs"] else "-"
    return name, repo["open_issues_count"], last


async def main(names):
    headers = {"Accept": "application/vnd.github+json"}
    token = os.environ.get("GITHUB_TOKEN")
    if token:
        headers["Authorization"] = f"Bearer {token}"
    sem = asyncio.Semaphore(MAX_PARALLEL)
    async with aiohttp.ClientSession(headers=headers) as session:
        results = await asyncio.gather(*(repo_summary(session, n, sem) for n in names))
    for name, issues, last in sorted(results):
        print(f"{name:30} issues={issues!s:>7} last_ci={last}")


if __name__ == "__main__":
    repos = sys.argv[1:] or ["api", "web", "infra", "docs"]
    asyncio.run(main(repos))
''', [
    M("async: async with / await in a plain def",
      "fetch_json is declared with plain `def` but uses `async with` and `await` "
      "(compile-time error: 'async with' outside async function).",
      ("async def fetch_json(", "def fetch_json(")),
    M("async: `async` written for `await`",
      "`repo, runs = async asyncio.gather(` - the wrong keyword in front of the call.",
      ("repo, runs = await asyncio.gather(", "repo, runs = async asyncio.gather(")),
], note="""
Mistake 1 is rejected only by compile(), not by ast.parse().
""")

# ---------------------------------------------------------------------------
case("async_def_keyword_order", ASYNC, r'''
"""Resize every image in a folder with a pool of async workers (PIL runs in a thread)."""
import asyncio
import sys
import time
from pathlib import Path

from PIL import Image

SIZE = (320, 320)
WORKERS = 4


def make_thumb(src: Path, dst_dir: Path) -> Path:
    dst = dst_dir / (src.stem + "_thumb.jpg")
    with Image.open(src) as im:
        im.thumbnail(SIZE)
        im.convert("RGB").save(dst, "JPEG", quality=85)
    return dst


async def worker(name: str, queue: asyncio.Queue, dst_dir: Path, done: list):
    while True:
        src = await queue.get()
        try:
            dst = await asyncio.to_thread(make_thumb, src, dst_dir)
            done.append(dst)
            print(f"[{name}] {src.name} -> {dst.name}")
        except Exception as exc:
            print(f"[{name}] failed on {src.name}: {exc}")
        finally:
            queue.task_done()


async def main(src_dir: Path):
    dst_dir = src_dir / "thumbs"
    dst_dir.mkdir(exist_ok=True)
    queue: asyncio.Queue = asyncio.Queue()
    for path in sorted(src_dir.iterdir()):
        if path.suffix.lower() in {".jpg", ".jpeg", ".png"}:
            queue.put_nowait(path)
    done: list = []
    tasks = [asyncio.create_task(worker(f"w{i}", queue, dst_dir, done)) for i in range(WORKERS)]
    started = time.perf_counter()
    await queue.join()
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(f"{len(done)} thumbnails in {time.perf_counter() - started:.1f}s")


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1] if len(sys.argv) > 1 else ".")))
''', [
    M("async: `def async` keyword order",
      "`def async worker(...)` instead of `async def worker(...)`.",
      ("async def worker(", "def async worker(")),
    M("async: postfix `.await`",
      "`src = queue.get().await` - Rust's postfix await (the author also writes async Rust).",
      ("        src = await queue.get()\n", "        src = queue.get().await\n")),
], note="""
Intent: mistake 2 - `await queue.get()` (the author uses prefix await correctly everywhere
else in the file).
""")

# ---------------------------------------------------------------------------
case("async_yield_from_and_top_level_await", ASYNC, r'''
"""Tail several log files at once and print the lines that match a pattern."""
import asyncio
import re
import sys

POLL = 0.5


async def follow(path):
    """Yield new lines appended to `path`, like tail -f."""
    with open(path, encoding="utf-8", errors="replace") as fh:
        fh.seek(0, 2)
        while True:
            line = fh.readline()
            if not line:
                await asyncio.sleep(POLL)
                continue
            yield line.rstrip("\n")


async def matching(path, pattern):
    async for line in follow(path):
        if pattern.search(line):
            yield line


async def watch(path, pattern, counts):
    async for line in matching(path, pattern):
        counts[path] = counts.get(path, 0) + 1
        print(f"{path}: {line}")


async def main(paths, regex, seconds):
    pattern = re.compile(regex)
    counts = {}
    tasks = [asyncio.create_task(watch(p, pattern, counts)) for p in paths]
    try:
        await asyncio.wait_for(asyncio.gather(*tasks), timeout=seconds)
    except asyncio.TimeoutError:
        pass
    for p in paths:
        print(f"{counts.get(p, 0):6} matches in {p}")


paths = sys.argv[2:] or ["/var/log/syslog"]
asyncio.run(main(paths, sys.argv[1] if len(sys.argv) > 1 else "error", seconds=60))
''', [
    M("async: `yield from` in an async generator",
      "matching() delegates with `yield from (...)`, which is not allowed in an async function "
      "(compile-time error).",
      ("    async for line in follow(path):\n        if pattern.search(line):\n            yield line\n",
       "    yield from (line for line in follow(path) if pattern.search(line))\n")),
    M("async: top-level await",
      "`await main(...)` at module level, copied from a notebook where top-level await works "
      "(compile-time error: 'await' outside function).",
      ('asyncio.run(main(paths, sys.argv[1] if len(sys.argv) > 1 else "error", seconds=60))',
       'await main(paths, sys.argv[1] if len(sys.argv) > 1 else "error", seconds=60)')),
], note="""
Situation: prototyped in a Jupyter notebook (top-level await allowed there), then saved as
a script.
Intent: mistake 1 - an async generator can only re-yield with an `async for` loop; the
three-line loop is the spelling the author would write (an async generator expression
cannot be delegated to). Mistake 2 - `asyncio.run(main(...))`, the standard script entry.
Both mistakes are rejected only by compile(), not by ast.parse().
""")

# ---------------------------------------------------------------------------
case("decorator_slips_flask_routes", OOP, r'''
"""Tiny inventory API for the warehouse tablets."""
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

ITEMS = {
    1: {"id": 1, "name": "pallet jack", "qty": 4},
    2: {"id": 2, "name": "shrink wrap roll", "qty": 37},
}


def next_id():
    return max(ITEMS, default=0) + 1


@app.route("/health")
def health():
    return {"ok": True}


@app.route("/items", methods=["GET"])
def list_items():
    low = request.args.get("low_stock", type=int)
    items = list(ITEMS.values())
    if low is not None:
        items = [i for i in items if i["qty"] <= low]
    return jsonify(items)


@app.route("/items", methods=["POST"])
def create_item():
    body = request.get_json(force=True)
    if not body or "name" not in body:
        abort(400, "name is required")
    item = {"id": next_id(), "name": body["name"], "qty": int(body.get("qty", 0))}
    ITEMS[item["id"]] = item
    return jsonify(item), 201


@app.route("/items/<int:item_id>", methods=["GET", "DELETE"])
def item_detail(item_id):
    item = ITEMS.get(item_id)
    if item is None:
        abort(404)
    if request.method == "DELETE":
        del ITEMS[item_id]
        return "", 204
    return jsonify(item)


@app.errorhandler(404)
def not_found(err):
    return jsonify(error="not found"), 404


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, debug=True)
''', [
    M("decorator: trailing colon", "`@app.route(\"/health\"):` - a colon after the decorator line.",
      ('@app.route("/health")\n', '@app.route("/health"):\n')),
    M("bracket: decorator call not closed",
      "`@app.route(\"/items/<int:item_id>\", methods=[\"GET\", \"DELETE\"]` - closing parenthesis missing.",
      ('methods=["GET", "DELETE"])\n', 'methods=["GET", "DELETE"]\n')),
    M("decorator: decorator and def on one line",
      "`@app.errorhandler(404) def not_found(err):` written on one line.",
      ("@app.errorhandler(404)\ndef not_found(err):", "@app.errorhandler(404) def not_found(err):")),
])

# ---------------------------------------------------------------------------
case("dataclass_fields_with_commas", OOP, r'''
"""Invoice models used by the monthly invoicing job."""
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import Enum


class Status(Enum):
    DRAFT = "draft"
    SENT = "sent"
    PAID = "paid"


class InvoiceError(Exception):
    # raised when someone edits an invoice that was already sent
    pass


@dataclass
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    vat_rate: Decimal = Decimal("0.21")

    @property
    def net(self) -> Decimal:
        return self.quantity * self.unit_price

    @property
    def vat(self) -> Decimal:
        return (self.net * self.vat_rate).quantize(Decimal("0.01"))


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date
    lines: list[Line] = field(default_factory=list)
    status: Status = Status.DRAFT

    def add(self, description, quantity, unit_price):
        if self.status is not Status.DRAFT:
            raise InvoiceError(f"invoice {self.number} is already {self.status.value}")
        self.lines.append(Line(description, quantity, Decimal(unit_price)))

    @property
    def total(self) -> Decimal:
        return sum((l.net + l.vat for l in self.lines), Decimal("0"))


if __name__ == "__main__":
    inv = Invoice("2024-0113", "Acme BV", date(2024, 3, 1))
    inv.add("consulting (hours)", 12, "95.00")
    inv.add("travel", 1, "42.50")
    for line in inv.lines:
        print(f"{line.description:24} {line.net:>9} {line.vat:>8}")
    print(f"{'total':24} {inv.total:>18}")
''', [
    M("class: body with only a comment",
      "class InvoiceError's body is only a comment (the `pass` was never written): "
      "IndentationError at the next statement.",
      ("    # raised when someone edits an invoice that was already sent\n    pass\n",
       "    # raised when someone edits an invoice that was already sent\n")),
    M("class: trailing commas after dataclass fields",
      "The three annotation-only fields of Line end in commas, as if they were parameters.",
      ("    description: str\n    quantity: int\n    unit_price: Decimal\n",
       "    description: str,\n    quantity: int,\n    unit_price: Decimal,\n")),
], note="""
Intent: mistake 2 - commas removed; the fourth field (with a default) had no comma, like the
last parameter of a signature, so it is unchanged.
""")

# ---------------------------------------------------------------------------
case("class_init_defaults_and_cache_decorator", OOP, r'''
"""Category tree for the shop's navigation menu."""
from functools import lru_cache


class Category:
    _registry = {}

    def __init__(self, name, slug=None, parent=None):
        self.name = name
        self.slug = slug or name.lower().replace(" ", "-")
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)
        Category._registry[self.slug] = self

    @classmethod
    def get(cls, slug):
        return cls._registry[slug]

    @property
    def path(self):
        node, parts = self, []
        while node is not None:
            parts.append(node.slug)
            node = node.parent
        return "/" + "/".join(reversed(parts))

    def walk(self, depth=0):
        yield depth, self
        for child in self.children:
            yield from child.walk(depth + 1)

    def __repr__(self):
        return f"Category({self.name!r})"


@lru_cache(maxsize=None)
def breadcrumb(slug):
    node = Category.get(slug)
    names = []
    while node:
        names.append(node.name)
        node = node.parent
    return " > ".join(reversed(names))


if __name__ == "__main__":
    root = Category("Shop", slug="")
    garden = Category("Garden", parent=root)
    Category("Tools", parent=garden)
    Category("Seeds & Bulbs", slug="seeds", parent=garden)
    kitchen = Category("Kitchen", parent=root)
    Category("Knives", parent=kitchen)
    for depth, cat in root.walk():
        print("  " * depth + cat.name, cat.path)
    print(breadcrumb("seeds"))
''', [
    M("def: non-default parameter after default",
      "`def __init__(self, name, slug=None, parent):` - parent has no default but follows one.",
      ("def __init__(self, name, slug=None, parent=None):", "def __init__(self, name, slug=None, parent):")),
    M("colon: missing after method def", "`def walk(self, depth=0)` without the colon.",
      ("    def walk(self, depth=0):\n", "    def walk(self, depth=0)\n")),
    M("decorator: decorator and def on one line",
      "`@lru_cache(maxsize=None) def breadcrumb(slug):` on one line.",
      ("@lru_cache(maxsize=None)\ndef breadcrumb(slug):", "@lru_cache(maxsize=None) def breadcrumb(slug):")),
], note="""
Intent: mistake 1 - `parent=None` rather than moving `parent` before `slug`: the body tests
`if parent is not None`, every call passes parent by keyword, and the root is created
without one.
Logic quirk kept: the root's slug "" is falsy, so it becomes "shop".
""")
