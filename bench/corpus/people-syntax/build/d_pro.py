from lib import case

# ---------------------------------------------------------------- pro 1
case("report_mailer_unclosed_def", "hurried professional", ["def parameter list never closed + missing colon"],
     "Backend dev in a hurry. The multi-line `def send_report(...` header never gets its `)` nor `:`; body follows on the next lines.",
r'''import smtplib
import logging
from email.message import EmailMessage

log = logging.getLogger(__name__)


def build_message(sender, recipients, subject, body):
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = ", ".join(recipients)
    msg["Subject"] = subject
    msg.set_content(body)
    return msg


def send_report(recipients, subject, body,
                sender="reports@example.com", host="localhost", retries=3):
    msg = build_message(sender, recipients, subject, body)
    for attempt in range(1, retries + 1):
        try:
            with smtplib.SMTP(host) as smtp:
                smtp.send_message(msg)
            log.info("report sent to %d recipients", len(recipients))
            return True
        except (smtplib.SMTPException, OSError) as exc:
            log.warning("attempt %d failed: %s", attempt, exc)
    return False


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    send_report(["ops@example.com"], "Nightly report", "All jobs finished.")
''', [('host="localhost", retries=3):', 'host="localhost", retries=3')])

# ---------------------------------------------------------------- pro 2
case("http_client_stray_paren", "hurried professional", ["stray ) on its own line"],
     "Dev refactoring a requests call: after collapsing the kwargs the old closing `)` was left alone on its own line.",
r'''import json
import urllib.request


def fetch_json(url, token, timeout=10):
    req = urllib.request.Request(
        url,
        headers={"Authorization": "Bearer " + token, "Accept": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return json.loads(resp.read().decode("utf-8"))


def list_open_issues(repo, token):
    data = fetch_json("https://api.example.com/repos/" + repo + "/issues?state=open", token)
    return [(i["number"], i["title"]) for i in data]


if __name__ == "__main__":
    for number, title in list_open_issues("acme/widgets", "TOKEN"):
        print("#%d %s" % (number, title))
''', [('    data = fetch_json("https://api.example.com/repos/" + repo + "/issues?state=open", token)\n',
       '    data = fetch_json("https://api.example.com/repos/" + repo + "/issues?state=open", token)\n    )\n')])

# ---------------------------------------------------------------- pro 3
case("module_docstring_unclosed", "hurried professional", ["module docstring closing quotes lost"],
     "Dev wrote a module docstring and never closed it: the `\"\"\"` after the usage paragraph is missing, so the string runs to EOF.",
r'''"""csvsplit - split a large CSV file into chunks.

Usage:
    python csvsplit.py input.csv 50000

Each chunk keeps the header row.
"""
import csv
import sys


def split(path, size):
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        part = 0
        out = None
        writer = None
        for i, row in enumerate(reader):
            if i % size == 0:
                if out:
                    out.close()
                part += 1
                out = open("%s.part%03d.csv" % (path, part), "w", newline="")
                writer = csv.writer(out)
                writer.writerow(header)
            writer.writerow(row)
        if out:
            out.close()
    return part


if __name__ == "__main__":
    n = split(sys.argv[1], int(sys.argv[2]))
    print("wrote", n, "files")
''', [('Each chunk keeps the header row.\n"""\n', 'Each chunk keeps the header row.\n\n')])

# ---------------------------------------------------------------- pro 4
case("function_docstring_lost_quotes", "hurried professional", ["function docstring closing quotes lost"],
     "Dev lost the closing `\"\"\"` of parse_duration()'s docstring; the opening quotes of the next docstring close it, so the error surfaces inside to_seconds()'s docstring text, far from the cause.",
r'''import re

UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_duration(text):
    """Parse strings like '1h30m' or '45s' into a list of (value, unit).

    Raises ValueError on anything else.
    """
    parts = re.findall(r"(\d+)([smhd])", text)
    if not parts or "".join(a + b for a, b in parts) != text:
        raise ValueError("bad duration: %r" % text)
    return [(int(v), u) for v, u in parts]


def to_seconds(text):
    """Total number of seconds in a duration string, e.g. '2m' -> 120."""
    return sum(v * UNITS[u] for v, u in parse_duration(text))


for t in ["45s", "1h30m", "2d", "10x"]:
    try:
        print(t, to_seconds(t))
    except ValueError as e:
        print(e)
''', [('    Raises ValueError on anything else.\n    """\n', '    Raises ValueError on anything else.\n')])

# ---------------------------------------------------------------- pro 5
case("cache_walrus_and_default_eq", "hurried professional", ["== in default parameter", ":= used for attribute assignment"],
     "Dev writing a TTL cache. `def __init__(self, ttl==60):` (== in a default) and `self._data := {}` (walrus on an attribute) in clear().",
r'''import time


class TTLCache:
    def __init__(self, ttl=60):
        self.ttl = ttl
        self._data = {}

    def get(self, key, default=None):
        item = self._data.get(key)
        if item is None:
            return default
        value, expires = item
        if time.monotonic() > expires:
            del self._data[key]
            return default
        return value

    def set(self, key, value):
        self._data[key] = (value, time.monotonic() + self.ttl)

    def clear(self):
        self._data = {}

    def __len__(self):
        return len(self._data)


cache = TTLCache(ttl=2)
cache.set("a", 1)
if (v := cache.get("a")) is not None:
    print("hit", v)
cache.clear()
print(len(cache))
''', [("def __init__(self, ttl=60):", "def __init__(self, ttl==60):"),
      ("        self._data = {}\n\n    def __len__", "        self._data := {}\n\n    def __len__")])

# ---------------------------------------------------------------- pro 6
case("sql_builder_trailing_backslash", "hurried professional", ["trailing backslash before blank/comment line", "space after line-continuation backslash"],
     "Dev building SQL strings with `\\` continuations. One continuation is followed by a comment line (line 7) and another has a trailing space after the backslash (line 14).",
r'''def build_query(table, columns, where=None, limit=None):
    sql = "SELECT " + ", ".join(columns) + \
          " FROM " + table
    if where:
        clauses = []
        for col, val in where.items():
            clauses.append("%s = '%s'" % (col, val))
        sql += " WHERE " + \
               " AND ".join(clauses)
    if limit:
        sql += " LIMIT %d" % limit
    return sql


ok = build_query("users", ["id", "name"]) == \
    "SELECT id, name FROM users"
print(ok)
print(build_query("orders", ["id", "total"], {"status": "open", "region": "EU"}, 20))
''', [('        sql += " WHERE " + \\\n               " AND ".join(clauses)',
       '        sql += " WHERE " + \\\n               # joined with AND\n               " AND ".join(clauses)'),
      ('ok = build_query("users", ["id", "name"]) == \\\n', 'ok = build_query("users", ["id", "name"]) == \\ \n')])

# ---------------------------------------------------------------- pro 7
case("retry_decorator_bad_dedent", "hurried professional", ["dedent to a level that does not exist"],
     "Dev edited a decorator in a hurry: the `raise last_exc` line is indented 6 spaces, matching no outer level.",
r'''import functools
import time


def retry(times=3, delay=0.5, exceptions=(Exception,)):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last_exc = None
            for attempt in range(times):
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:
                    last_exc = exc
                    time.sleep(delay * (2 ** attempt))
            raise last_exc
        return wrapper
    return decorator


@retry(times=4, delay=0.01, exceptions=(ZeroDivisionError,))
def flaky(x):
    return 1 / x


print(flaky(2))
''', [("            raise last_exc\n", "      raise last_exc\n")])

# ---------------------------------------------------------------- pro 8
case("log_parser_header_same_line", "hurried professional", ["first body statement on header line, rest indented below", "first body statement on header line, rest indented below"],
     "Dev wrote `for line in f: line = line.strip()` with the rest of the loop body indented beneath, and did the same with `if m: level = m.group(1)`.",
r'''import re
import sys
from collections import Counter

PATTERN = re.compile(r"^\S+ \S+ (DEBUG|INFO|WARNING|ERROR|CRITICAL) ")


def count_levels(path):
    counts = Counter()
    errors = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            m = PATTERN.match(line)
            if m:
                level = m.group(1)
                counts[level] += 1
                if level in ("ERROR", "CRITICAL"):
                    errors.append(line)
    return counts, errors


counts, errors = count_levels(sys.argv[1])
for level, n in counts.most_common():
    print("%-8s %d" % (level, n))
print("last errors:")
for e in errors[-5:]:
    print("  " + e)
''', [("        for line in f:\n            line = line.strip()\n", "        for line in f: line = line.strip()\n"),
      ("            if m:\n                level = m.group(1)\n", "            if m: level = m.group(1)\n")])

# ---------------------------------------------------------------- pro 9
case("settings_unclosed_at_eof", "hurried professional", ["unclosed bracket at end of file"],
     "Dev saved settings.py mid-edit: the final LOGGING dict lacks its closing `}` at end of file.",
r'''import os

BASE_DIR = os.path.dirname(os.path.abspath(__file__))
DEBUG = os.environ.get("DEBUG", "0") == "1"
SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only")
ALLOWED_HOSTS = ["localhost", "127.0.0.1", "api.example.com"]

DATABASE = {
    "engine": "postgres",
    "name": os.environ.get("DB_NAME", "app"),
    "user": os.environ.get("DB_USER", "app"),
    "host": os.environ.get("DB_HOST", "localhost"),
    "port": int(os.environ.get("DB_PORT", "5432")),
}

LOGGING = {
    "version": 1,
    "handlers": {
        "console": {"class": "logging.StreamHandler", "level": "DEBUG" if DEBUG else "INFO"},
    },
    "root": {"handlers": ["console"], "level": "INFO"},
}
''', [('    "root": {"handlers": ["console"], "level": "INFO"},\n}\n', '    "root": {"handlers": ["console"], "level": "INFO"},\n')])

# ---------------------------------------------------------------- pro 10
case("find_user_return_outside", "hurried professional", ["'return' outside function (compile-time)"],
     "Dev's last line of find_user() (`return None`) lost its indentation, landing at module level. CPython's parser accepts it; compile() rejects it ('return' outside function).",
r'''USERS = [
    {"id": 1, "name": "ana", "active": True},
    {"id": 2, "name": "ben", "active": False},
    {"id": 3, "name": "cho", "active": True},
]


def find_user(users, name):
    for u in users:
        if u["name"] == name and u["active"]:
            return u
    return None


print(find_user(USERS, "ana"))
print(find_user(USERS, "ben"))
''', [("            return u\n    return None\n", "            return u\nreturn None\n")])

# ---------------------------------------------------------------- pro 11
case("budget_break_outside_loop", "hurried professional", ["'break' outside loop (compile-time)"],
     "Dev's budget check (`if total > LIMIT: ... break`) was dedented out of the for loop. Parses fine; compile() rejects 'break' outside loop.",
r'''LIMIT = 500.0

expenses = [("rent", 300.0), ("food", 120.0), ("bike repair", 95.0), ("books", 40.0)]

total = 0.0
approved = []
for name, amount in expenses:
    total += amount
    if total > LIMIT:
        print("limit reached at", name)
        break
    approved.append(name)

print("approved:", approved)
print("total:", total)
''', [('    if total > LIMIT:\n        print("limit reached at", name)\n        break\n    approved.append(name)\n',
       '    approved.append(name)\nif total > LIMIT:\n    print("limit reached at", name)\n    break\n')])

# ---------------------------------------------------------------- pro 12
case("request_counter_nonlocal_global", "hurried professional", ["nonlocal with no enclosing binding (compile-time)"],
     "Dev used `nonlocal request_count` inside a module-level function where the variable is a global. Parses; compile() rejects (no binding for nonlocal). Meant `global`.",
r'''import time

request_count = 0
started = time.time()


def handle(path):
    global request_count
    request_count += 1
    if path == "/health":
        return 200, "ok"
    if path == "/stats":
        rate = request_count / max(time.time() - started, 1e-9)
        return 200, "requests=%d rate=%.1f/s" % (request_count, rate)
    return 404, "not found"


for p in ["/health", "/stats", "/nope", "/stats"]:
    print(p, handle(p))
''', [("    global request_count", "    nonlocal request_count")])

# ---------------------------------------------------------------- pro 13
case("module_level_nonlocal_and_continue", "hurried professional", ["nonlocal at module level (compile-time)", "'continue' not in loop (compile-time)"],
     "Dev pasted a function body to module level while debugging: a `nonlocal seen` line now sits at module level, and the tail of the for loop (the `if key in seen: ... continue` block and the two lines after it) lost its indentation, leaving `continue` outside the loop. Both parse; compile() rejects them.",
r'''import sys

seen = set()
duplicates = 0

for line in sys.stdin:
    key = line.strip().lower()
    if key in seen:
        duplicates += 1
        continue
    seen.add(key)
    print(line, end="")

print("duplicates dropped:", duplicates, file=sys.stderr)
''', [("seen = set()\nduplicates = 0\n", "nonlocal seen\nseen = set()\nduplicates = 0\n"),
      ("    if key in seen:\n        duplicates += 1\n        continue\n    seen.add(key)\n    print(line, end=\"\")\n",
       "if key in seen:\n    duplicates += 1\n    continue\nseen.add(key)\nprint(line, end=\"\")\n")])

# ---------------------------------------------------------------- pro 14
case("async_fetch_await_in_def", "hurried professional", ["'await' outside async function (compile-time)", "missing colon (with)"],
     "Dev converting sync code to asyncio forgot `async` on `def fetch_all(...)` which uses `await`, and `async with sem` lacks its colon.",
r'''import asyncio
import random


async def fetch(i, sem):
    async with sem:
        await asyncio.sleep(random.random() / 10)
        return i * i


async def fetch_all(n, limit=5):
    sem = asyncio.Semaphore(limit)
    tasks = [fetch(i, sem) for i in range(n)]
    results = await asyncio.gather(*tasks)
    return results


print(asyncio.run(fetch_all(20)))
''', [("async def fetch_all(n, limit=5):", "def fetch_all(n, limit=5):"),
      ("    async with sem:", "    async with sem")])
