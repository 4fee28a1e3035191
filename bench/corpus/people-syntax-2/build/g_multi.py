"""A dozen larger files with 2 to 6 mistakes of different kinds each."""
from lib import case, M, START, END

NBSP = "\u00a0"
LSQ, RSQ = "\u2018", "\u2019"   # ‘ ’
LDQ, RDQ = "\u201c", "\u201d"   # “ ”
HELLIP = "\u2026"               # …


def nbsp_indent(text, first, last):
    """Edits turning the space indentation of meant lines first..last (1-based) into
    the alternating NBSP/space runs that HTML chat clients produce."""
    lines = text.lstrip("\n").splitlines()
    edits = []
    for l in lines[first - 1:last]:
        stripped = l.lstrip(" ")
        width = len(l) - len(stripped)
        run = "".join(NBSP if i % 2 == 0 else " " for i in range(width))
        edits.append((l + "\n", run + stripped + "\n"))
    return edits


# ---------------------------------------------------------------------------
CSV2SQLITE = r'''
import argparse
import csv
import sqlite3
import sys
from pathlib import Path


def sniff_dialect(path: Path) -> type[csv.Dialect]:
    """Guess the delimiter/quoting of a CSV file from its first few KB."""
    with path.open(newline="", encoding="utf-8") as f:
        sample = f.read(8192)
    try:
        return csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        return csv.excel


def clean_column(name: str) -> str:
    """Turn a CSV header into a safe SQLite column name."""
    cleaned = "".join(ch if ch.isalnum() else "_" for ch in name.strip().lower())
    cleaned = cleaned.strip("_") or "column"
    if cleaned[0].isdigit():
        cleaned = "c_" + cleaned
    return cleaned


def infer_type(values: list[str]) -> str:
    """Pick INTEGER, REAL or TEXT for a column based on sample values."""
    non_empty = [v for v in values if v.strip()]
    if not non_empty:
        return "TEXT"
    try:
        for v in non_empty:
            int(v)
        return "INTEGER"
    except ValueError:
        pass
    try:
        for v in non_empty:
            float(v)
        return "REAL"
    except ValueError:
        return "TEXT"


def import_csv(path: Path, db: sqlite3.Connection, table: str, sample_size: int = 500) -> dict:
    """Create `table` from the CSV file and insert all rows. Returns import statistics."""
    dialect = sniff_dialect(path)
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.reader(f, dialect)
        header = next(reader)
        rows = list(reader)

    columns = [clean_column(h) for h in header]
    # Make duplicate column names unique
    seen: dict[str, int] = {}
    for i, col in enumerate(columns):
        if col in seen:
            seen[col] += 1
            columns[i] = f"{col}_{seen[col]}"
        else:
            seen[col] = 0

    sample = rows[:sample_size]
    types = [infer_type([r[i] for r in sample if i < len(r)]) for i in range(len(columns))]

    col_defs = ", ".join(f'"{c}" {t}' for c, t in zip(columns, types))
    db.execute(f'DROP TABLE IF EXISTS "{table}"')
    db.execute(f'CREATE TABLE "{table}" ({col_defs})')

    placeholders = ", ".join("?" for _ in columns)
    skipped = 0
    good_rows = []
    for r in rows:
        if len(r) != len(columns):
            skipped += 1
            continue
        good_rows.append([v if v != "" else None for v in r])
    db.executemany(f'INSERT INTO "{table}" VALUES ({placeholders})', good_rows)
    db.commit()
    return {"table": table, "rows": len(good_rows), "skipped": skipped, "columns": dict(zip(columns, types))}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Import CSV files into a SQLite database.")
    parser.add_argument("database", help="path to the SQLite database (created if missing)")
    parser.add_argument("csv_files", nargs="+", type=Path, help="CSV files to import")
    parser.add_argument("--table", help="table name (only with a single CSV file)")
    parser.add_argument("--sample-size", type=int, default=500,
                        help="rows used to guess column types (default: 500)")
    args = parser.parse_args(argv)

    if args.table and len(args.csv_files) > 1:
        parser.error("--table can only be used with a single CSV file")

    db = sqlite3.connect(args.database)
    exit_code = 0
    for path in args.csv_files:
        if not path.exists():
            print(f"error: {path} does not exist", file=sys.stderr)
            exit_code = 1
            continue
        table = args.table or clean_column(path.stem)
        stats = import_csv(path, db, table, args.sample_size)
        print(f"Imported {stats['rows']} rows into {stats['table']!r} "
              f"({stats['skipped']} skipped)")
        for col, typ in stats["columns"].items():
            print(f"    {col:<24} {typ}")
    db.close()
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
'''
case("multi_llm_csv_importer", "user pasting an LLM answer", CSV2SQLITE, [
    M("llm: markdown fence", "The opening ```python fence (the user copied from the fence down).",
      (START, "```python\n")),
    M("llm: prose between two code blocks",
      "Between import_csv() and main(): the closing fence of the first block, the assistant's "
      "sentence introducing the CLI, and the opening fence of the second block.",
      ("\n\n\ndef main(argv=None) -> int:",
       "\n```\n\nNow let's add a command-line interface so you can run it from the terminal:\n\n"
       "```python\ndef main(argv=None) -> int:")),
    M("py312: nested same-quote f-string",
      "`f\"Imported {stats[\"rows\"]} rows into {stats[\"table\"]!r} \"` and the next line use "
      "double quotes inside double-quoted f-strings (valid only on 3.12+).",
      ("""print(f"Imported {stats['rows']} rows into {stats['table']!r} "\n              f"({stats['skipped']} skipped)")""",
       """print(f"Imported {stats["rows"]} rows into {stats["table"]!r} "\n              f"({stats["skipped"]} skipped)")""")),
    M("llm: answer cut off",
      "The answer stops at `sys.exit(main(` (output limit), with no final newline.",
      ('    sys.exit(main())\n', '    sys.exit(main(')),
], note="""
Situation: a chat answer in two code blocks with a sentence in between, pasted in one go,
and cut off at the very end. The assistant wrote the f-strings in 3.12 style; the user
runs 3.11.
Intent: fences and the in-between sentence are deleted (two blank lines kept before
main()); the f-strings get single inner quotes; the cut-off last line is completed as
`sys.exit(main())` - the only sensible completion of an `if __name__ == "__main__":` block
calling a main() that returns an exit code.
""")

# ---------------------------------------------------------------------------
TODO = r'''
#!/usr/bin/env python3
"""todo.py - a small command-line todo list stored as JSON."""
import argparse
import json
import os
import sys
from datetime import date, datetime

DB = os.environ.get("TODO_FILE", os.path.expanduser("~/.todo.json"))
PRIORITIES = {"low": 0, "normal": 1, "high": 2}


def load():
    if not os.path.exists(DB):
        return []
    with open(DB, encoding="utf-8") as fh:
        return json.load(fh)


def save(items):
    tmp = DB + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(items, fh, indent=2)
    os.replace(tmp, DB)


def next_id(items):
    return max((i["id"] for i in items), default=0) + 1


def cmd_add(args, items):
    due = None
    if args.due:
        due = datetime.strptime(args.due, "%Y-%m-%d").date().isoformat()
    item = {
        "id": next_id(items),
        "text": " ".join(args.text),
        "priority": args.priority,
        "due": due,
        "done": False,
        "created": date.today().isoformat(),
    }
    items.append(item)
    print(f"added #{item['id']}: {item['text']}")


def sort_key(item):
    return (item["done"], -PRIORITIES[item["priority"]], item["due"] or "9999-12-31", item["id"])


def cmd_list(args, items):
    today = date.today().isoformat()
    shown = [i for i in items if args.all or not i["done"]]
    if not shown:
        print("nothing to do")
        return
    for item in sorted(shown, key=sort_key):
        mark = "x" if item["done"] else " "
        due = item["due"] or ""
        if due and due < today and not item["done"]:
            due += " (overdue)"
        print(f"[{mark}] {item['id']:>3}  {item['priority']:<6} {due:<22} {item['text']}")


def cmd_done(args, items):
    for item in items:
        if item["id"] in args.ids:
            item["done"] = True
            print(f"done #{item['id']}: {item['text']}")
    missing = set(args.ids) - {i["id"] for i in items}
    for i in sorted(missing):
        print(f"no item #{i}", file=sys.stderr)


def cmd_clean(args, items):
    keep = [i for i in items if not i["done"]]
    print(f"removed {len(items) - len(keep)} finished items")
    items[:] = keep


def build_parser():
    p = argparse.ArgumentParser(prog="todo")
    sub = p.add_subparsers(dest="command", required=True)

    a = sub.add_parser("add", help="add an item")
    a.add_argument("text", nargs="+")
    a.add_argument("-p", "--priority", choices=PRIORITIES, default="normal")
    a.add_argument("-d", "--due", help="due date, YYYY-MM-DD")
    a.set_defaults(func=cmd_add)

    l = sub.add_parser("list", help="show items")
    l.add_argument("-a", "--all", action="store_true", help="include finished items")
    l.set_defaults(func=cmd_list)

    d = sub.add_parser("done", help="mark items as done")
    d.add_argument("ids", nargs="+", type=int)
    d.set_defaults(func=cmd_done)

    c = sub.add_parser("clean", help="remove finished items")
    c.set_defaults(func=cmd_clean)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    items = load()
    args.func(args, items)
    if args.command != "list":
        save(items)


if __name__ == "__main__":
    main()
'''
case("multi_merge_todo_cli", "developer after a git merge", TODO, [
    M("merge: unresolved conflict block",
      "Both branches added a key to the item dict in cmd_add(); the conflict was committed.",
      ('        "priority": args.priority,\n        "due": due,\n',
       '<<<<<<< HEAD\n        "priority": args.priority,\n=======\n        "due": due,\n>>>>>>> feature/due-dates\n')),
    M("colon: missing after if", "`if due and due < today and not item[\"done\"]` without the colon (cmd_list).",
      ('        if due and due < today and not item["done"]:\n', '        if due and due < today and not item["done"]\n')),
    M("bracket: unclosed parenthesis", "`print(f\"removed ... finished items\"` - closing parenthesis missing in cmd_clean().",
      ('len(keep)} finished items")\n', 'len(keep)} finished items"\n')),
    M("merge: leftover conflict marker line",
      "A `>>>>>>> feature/due-dates` line left after the `--due` option, from a second conflict "
      "that was otherwise resolved by hand.",
      ('    a.add_argument("-d", "--due", help="due date, YYYY-MM-DD")\n',
       '    a.add_argument("-d", "--due", help="due date, YYYY-MM-DD")\n>>>>>>> feature/due-dates\n')),
], note="""
Situation: the feature/due-dates branch was merged into a branch that added priorities;
the merge was finished in a hurry and two more slips crept in while fixing it.
Intent: the conflict keeps both sides (sort_key() and cmd_list() use both "priority" and
"due").
""")

# ---------------------------------------------------------------------------
SURVEY = r'''
#!/usr/bin/env python
# coding: utf-8

# # Customer survey 2024 - first pass
# Questions q1..q12 are 1-5 Likert items, q13 is free text.

# In[1]:


# !pip install pandas seaborn --quiet


# In[2]:


import pandas as pd
import numpy as np
import seaborn as sns
import matplotlib.pyplot as plt

# %matplotlib inline
sns.set_theme(style="whitegrid")


# In[3]:


raw = pd.read_csv("survey_2024.csv", sep=";", encoding="latin-1")
raw.shape


# In[4]:


RENAME = {
    "Timestamp": "ts",
    "Which store do you usually visit?": "store",
    "How old are you?": "age_band",
    "Anything else you want to tell us?": "q13",
}
df = raw.rename(columns=RENAME)
likert = [c for c in df.columns if c.startswith("q") and c != "q13"]
df[likert] = df[likert].apply(pd.to_numeric, errors="coerce")
df = df.dropna(subset=likert, how="all")
len(df)


# In[5]:


# Sanne's question in Slack: “which store scores lowest on q4 (waiting time)?”
by_store = df.groupby("store")[likert].mean().round(2)
by_store.sort_values("q4").head(3)


# In[6]:


groups = {
    "service": ["q1", "q2", "q3", "q4"],
    "product": ["q5", "q6", "q7", "q8"],
    "price": ["q9", "q10", "q11", "q12"],
}
all_items = [q for qs in groups.values() for q in qs]
assert sorted(all_items) == sorted(likert), "question groups don't cover all items"
for name, qs in groups.items():
    df[name] = df[qs].mean(axis=1)
df[list(groups)].describe()


# In[7]:


labels = {1: "very unhappy", 2: "unhappy", 3: "neutral", 4: "happy", 5: "very happy"}
df["overall"] = df[list(groups)].mean(axis=1).round().map(labels)
df["overall"].value_counts(normalize=True).round(3)


# In[8]:


fig, ax = plt.subplots(figsize=(9, 5))
long = df.melt(id_vars="store", value_vars=list(groups))
sns.boxplot(data=long, x="variable", y="value", hue="store", ax=ax)
ax.set_title("Scores per area and store (1 = very unhappy, 5 = very happy)")
ax.set_xlabel("")
fig.savefig("fig_scores_by_store.png", dpi=120, bbox_inches="tight")


# In[9]:


comments = df["q13"].dropna().str.strip()
comments = comments[comments.str.len() > 20]
print(len(comments), "useful comments")
for c in comments.sample(min(5, len(comments)), random_state=1):
    print("-", c[:120])
'''
case("multi_notebook_survey", "analyst exporting a Jupyter notebook", SURVEY, [
    M("notebook: line magic", "`%matplotlib inline` left as code in the imports cell.",
      ("# %matplotlib inline\n", "%matplotlib inline\n")),
    M("comprehension: iterable unpacking in comprehension",
      "`all_items = [*qs for qs in groups.values()]` - flattening with `*` inside a list comprehension.",
      ("[q for qs in groups.values() for q in qs]", "[*qs for qs in groups.values()]")),
    M("comma: missing in dict literal", "`2: \"unhappy\" 3: \"neutral\"` - comma missing in the labels dict.",
      ('2: "unhappy", 3: "neutral"', '2: "unhappy" 3: "neutral"')),
    M("unicode: smart double quotes",
      "The plot title was pasted from a Slack message and came with curly quotes as string delimiters.",
      ('ax.set_title("Scores per area and store (1 = very unhappy, 5 = very happy)")',
       'ax.set_title(%sScores per area and store (1 = very unhappy, 5 = very happy)%s)' % (LDQ, RDQ))),
], note="""
Situation: a notebook export the analyst kept editing as a .py file.
Intent: the magic is commented out like the `# !pip install` line the analyst had already
commented out; `[*qs for ...]` becomes the nested comprehension that flattens the groups
(`list(itertools.chain.from_iterable(...))` would also do). The curly quotes inside the
comment in cell 5 are legal and stay.
""")

# ---------------------------------------------------------------------------
SHORTENER = r'''
"""Tiny URL shortener (stdlib only) - I usually write these in Go."""
import json
import random
import re
import string
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ALPHABET = string.ascii_letters + string.digits
CODE_RE = re.compile(r"^/([A-Za-z0-9]{6})$")
VALID_URL = re.compile(r"^https?://[^\s/$.?#].[^\s]*$")

store = {}
hits = {}
lock = threading.Lock()


def new_code(n=6):
    while True:
        code = "".join(random.choice(ALPHABET) for _ in range(n))
        if code not in store:
            return code


class Handler(BaseHTTPRequestHandler):
    def send_json(self, status, payload):
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        if self.path != "/shorten":
            self.send_json(404, {"error": "not found"})
            return
        length = int(self.headers.get("Content-Length", 0))
        try:
            data = json.loads(self.rfile.read(length) or b"{}")
        except json.JSONDecodeError:
            self.send_json(400, {"error": "invalid json"})
            return
        url = data.get("url", "")
        if not VALID_URL.match(url):
            self.send_json(400, {"error": "invalid url"})
            return
        with lock:
            code = new_code()
            store[code] = url
            hits[code] = 0
        self.send_json(201, {"code": code, "short": f"http://{self.headers['Host']}/{code}"})

    def do_GET(self):
        if self.path == "/stats":
            with lock:
                top = sorted(hits.items(), key=lambda kv: kv[1], reverse=True)[:10]
            self.send_json(200, {"links": len(store), "top": [{"code": c, "hits": n} for c, n in top]})
            return
        m = CODE_RE.match(self.path)
        if m is None:
            self.send_json(404, {"error": "not found"})
            return
        code = m.group(1)
        with lock:
            url = store.get(code)
            if url is not None:
                hits[code] += 1
        if url is None:
            self.send_json(404, {"error": "unknown code"})
        else:
            self.send_response(302)
            self.send_header("Location", url)
            self.end_headers()

    def log_message(self, fmt, *args):
        pass  # too noisy


def main(port=8080):
    server = ThreadingHTTPServer(("", port), Handler)
    print(f"listening on :{port}")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
'''
case("multi_go_url_shortener", "Go programmer", SHORTENER, [
    M("habit:go backtick raw string", "``CODE_RE = re.compile(`^/([A-Za-z0-9]{6})$`)`` - Go raw string literal for the regex.",
      ('CODE_RE = re.compile(r"^/([A-Za-z0-9]{6})$")', "CODE_RE = re.compile(`^/([A-Za-z0-9]{6})$`)")),
    M("habit:go `for {` infinite loop",
      "new_code() loops with Go's `for {` ... `}` instead of `while True:`.",
      ("    while True:\n        code = ", "    for {\n        code = "),
      ("            return code\n\n\nclass Handler", "            return code\n    }\n\n\nclass Handler")),
    M("colon: missing after else", "`else` without the colon in do_GET().",
      ("        else:\n            self.send_response(302)", "        else\n            self.send_response(302)")),
], note="""
Intent: mistake 1 - `r"..."` is the Python spelling of a Go raw string (the other two
regexes in the file already use it); mistake 2 - `while True:` and the closing brace line
deleted.
""")

# ---------------------------------------------------------------------------
LIBRARY = r'''
"""Library loans: who has which book, what is overdue (rewrite of our Kotlin tool)."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Optional

LOAN_DAYS = 21
FINE_PER_DAY = 0.25


@dataclass
class Book:
    isbn: str
    title: str
    author: str


@dataclass
class Member:
    id: int
    name: str
    email: Optional[str] = None


@dataclass
class Loan:
    book: Book
    member: Member
    start: date
    returned: Optional[date] = None

    @property
    def due(self) -> date:
        return self.start + timedelta(days=LOAN_DAYS)

    def days_late(self, today: date) -> int:
        end = self.returned or today
        return max(0, (end - self.due).days)


@dataclass
class Library:
    books: dict[str, Book] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    loans: list[Loan] = field(default_factory=list)

    def lend(self, isbn: str, member_id: int, today: date) -> Loan:
        book = self.books[isbn]
        member = self.members[member_id]
        if any(l.book.isbn == isbn and l.returned is None for l in self.loans):
            raise ValueError(f"{book.title} is already lent out")
        loan = Loan(book, member, today)
        self.loans.append(loan)
        return loan

    def find_open_loan(self, isbn: str) -> Optional[Loan]:
        for loan in self.loans:
            if loan.book.isbn == isbn and loan.returned is None:
                return loan
        return None

    def give_back(self, isbn: str, today: date) -> float:
        loan = self.find_open_loan(isbn)
        loan.returned = today
        return loan.days_late(today) * FINE_PER_DAY


def status(loan: Loan, today: date) -> str:
    late = loan.days_late(today)
    match late:
        case 0:
            return "on time"
        case 1 | 2 | 3:
            return f"{late} days late (grace)"
        case _:
            return f"{late} days late, fine {late * FINE_PER_DAY:.2f}"


def load(path: str) -> Library:
    with open(path, encoding="utf-8") as fh:
        raw = json.load(fh)
    lib = Library()
    for b in raw["books"]:
        lib.books[b["isbn"]] = Book(b["isbn"], b["title"], b["author"])
    for m in raw["members"]:
        lib.members[m["id"]] = Member(m["id"], m["name"], m.get("email"))
    for l in raw["loans"]:
        returned = date.fromisoformat(l["returned"]) if l.get("returned") else None
        lib.loans.append(Loan(lib.books[l["isbn"]], lib.members[l["member"]],
                              date.fromisoformat(l["start"]), returned))
    return lib


def main() -> None:
    lib = load(sys.argv[1] if len(sys.argv) > 1 else "library.json")
    today = date.today()
    open_loans = [l for l in lib.loans if l.returned is None]
    print(f"{len(open_loans)} books out, {len(lib.books) - len(open_loans)} on the shelf")
    for loan in sorted(open_loans, key=lambda l: l.due):
        contact = loan.member.email or "no e-mail"
        print(f"{loan.book.title[:30]:30} {loan.member.name:15} due {loan.due}  {status(loan, today)}  ({contact})")


if __name__ == "__main__":
    main()
'''
case("multi_kotlin_library_loans", "Kotlin programmer", LIBRARY, [
    M("habit:kotlin nullable type `T?`", "`def find_open_loan(self, isbn: str) -> Loan?:`.",
      ("-> Optional[Loan]:", "-> Loan?:")),
    M("habit:kotlin `!!` non-null assertion", "`loan = self.find_open_loan(isbn)!!` in give_back().",
      ("        loan = self.find_open_loan(isbn)\n        loan.returned", "        loan = self.find_open_loan(isbn)!!\n        loan.returned")),
    M("match: `else:` instead of `case _:`", "The last branch of the match in status() is `else:` (Kotlin `when ... else ->`).",
      ("        case _:\n            return f\"{late} days late, fine", "        else:\n            return f\"{late} days late, fine")),
], note="""
Intent: mistake 1 - `Optional[Loan]`, the spelling used for every other optional in the
file; mistake 2 - the `!!` is dropped (Python has no non-null assertion; the author
accepts a crash on None there, as the Kotlin code did).
""")

# ---------------------------------------------------------------------------
BACKUP = r'''
"""Copy each user's Desktop and Documents to the file server every evening.

Runs from Task Scheduler on the reception PC.
"""
import datetime
import logging
import os
import shutil
import subprocess
import sys

SOURCE_ROOT = r"C:\Users"
TARGET_ROOT = r"\\fileserver\backups\reception"
LOG_FILE = r"C:\Scripts\backup_log.txt"
FOLDERS = ["Desktop", "Documents"]
SKIP_USERS = {"Public", "Default", "Default User", "All Users"}

logging.basicConfig(filename=LOG_FILE, level=logging.INFO,
                    format="%(asctime)s %(levelname)s %(message)s")


def users():
    for name in sorted(os.listdir(SOURCE_ROOT)):
        if name in SKIP_USERS or name.startswith("."):
            continue
        if os.path.isdir(os.path.join(SOURCE_ROOT, name)):
            yield name


def robocopy(src, dst):
    cmd = ["robocopy", src, dst, "/MIR", "/R:2", "/W:5", "/NFL", "/NDL", "/NP"]
    result = subprocess.run(cmd, capture_output=True, text=True)
    # robocopy exit codes below 8 mean success
    if result.returncode >= 8:
        logging.error("robocopy failed for %s (code %s): %s", src, result.returncode, result.stdout[-500:])
        return False
    return True


def free_space_gb(path):
    try:
        return shutil.disk_usage(path).free / 1024 ** 3
    except OSError:
        return None


def main():
    started = datetime.datetime.now()
    space = free_space_gb(TARGET_ROOT)
    if space is None:
        logging.error("file server not reachable: %s", TARGET_ROOT)
        return 2
    if space < 20:
        logging.warning("only %.1f GB free on the file server", space)
    failures = 0
    for user in users():
        for folder in FOLDERS:
            src = os.path.join(SOURCE_ROOT, user, folder)
            if not os.path.isdir(src):
                continue
            dst = os.path.join(TARGET_ROOT, user, folder)
            if robocopy(src, dst):
                logging.info("copied %s", src)
            else:
                failures += 1
    minutes = (datetime.datetime.now() - started).total_seconds() / 60
    logging.info("done in %.1f minutes, %d failures", minutes, failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
'''
case("multi_crlf_windows_backup", "Windows user (CRLF files)", BACKUP, [
    M("string: \\U escape in a Windows path",
      "`SOURCE_ROOT = \"C:\\Users\"` without the r prefix: `\\U` starts a 32-bit unicode escape "
      "(SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes).",
      (r'SOURCE_ROOT = r"C:\Users"', r'SOURCE_ROOT = "C:\Users"')),
    M("whitespace: tab-indented lines in a space-indented file",
      "The body of `if result.returncode >= 8:` is indented with one tab (Notepad's Tab key) "
      "instead of 8 spaces (TabError).",
      ('        logging.error("robocopy failed', '\tlogging.error("robocopy failed'),
      ("        return False\n", "\treturn False\n")),
], crlf=True, note="""
Situation: an office admin's script edited in Notepad on Windows (CRLF line endings,
Tab key inserts a tab).
Intent: mistake 1 - `r"C:\\Users"`, like the two path constants right below it.
""")

# ---------------------------------------------------------------------------
RELAY = r'''
"""Relay GitLab pipeline events to our chat webhook (aiohttp app)."""
import asyncio
import hmac
import json
import logging
import os
from typing import Any

from aiohttp import ClientSession, ClientTimeout, web

CHAT_WEBHOOK = os.environ.get("CHAT_WEBHOOK", "")
GITLAB_TOKEN = os.environ.get("GITLAB_TOKEN", "")
ICONS = {
    "success": ":white_check_mark:",
    "failed": ":x:",
    "canceled": ":no_entry_sign:",
    "running": ":hourglass:",
}

routes = web.RouteTableDef()
log = logging.getLogger("relay")


def verify(request: web.Request) -> bool:
    token = request.headers.get("X-Gitlab-Token", "")
    return bool(GITLAB_TOKEN) and hmac.compare_digest(token, GITLAB_TOKEN)


def format_message(event: dict[str, Any]) -> str | None:
    attrs = event.get("object_attributes", {})
    status = attrs.get("status")
    if status not in ICONS:
        return None
    project = event["project"]["path_with_namespace"]
    ref = attrs.get("ref", "?")
    duration = attrs.get("duration") or 0
    user = event.get("user", {}).get("username", "someone")
    return (f"{ICONS[status]} {project} pipeline #{attrs['id']} on `{ref}` {status}"
            f" after {duration // 60}m{duration % 60:02d}s (by {user})")


async def post_to_chat(session: ClientSession, text: str) -> None:
    payload = {"text": text, "username": "gitlab"}
    for attempt in range(3):
        async with session.post(CHAT_WEBHOOK, json=payload) as resp:
            if resp.status < 500:
                if resp.status >= 400:
                    log.warning("chat webhook refused message: %s", await resp.text())
                return
        await asyncio.sleep(2 ** attempt)
    log.error("giving up on message: %s", text)


@routes.get("/healthz")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"ok": True, "queue": request.app["queue"].qsize()})


@routes.post("/gitlab")
async def gitlab_hook(request: web.Request) -> web.Response:
    if not verify(request):
        raise web.HTTPUnauthorized()
    if request.headers.get("X-Gitlab-Event") != "Pipeline Hook":
        return web.Response(status=204)
    try:
        event = await request.json()
    except json.JSONDecodeError:
        raise web.HTTPBadRequest(text="invalid json")
    message = format_message(event)
    if message:
        await request.app["queue"].put(message)
    return web.Response(status=202)


async def sender(app: web.Application) -> None:
    async with ClientSession(timeout=ClientTimeout(total=10)) as session:
        while True:
            text = await app["queue"].get()
            try:
                await post_to_chat(session, text)
            except Exception:
                log.exception("failed to post")
            finally:
                app["queue"].task_done()


async def on_startup(app: web.Application) -> None:
    app["queue"] = asyncio.Queue(maxsize=100)
    app["sender"] = asyncio.create_task(sender(app))


async def on_cleanup(app: web.Application) -> None:
    app["sender"].cancel()


def make_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    if not CHAT_WEBHOOK:
        raise SystemExit("CHAT_WEBHOOK is not set")
    web.run_app(make_app(), port=int(os.environ.get("PORT", "8081")))
'''
case("multi_async_webhook_relay", "developer new to asyncio", RELAY, [
    M("type-hint: return arrow inside the parameter list",
      "`def format_message(event: dict[str, Any] -> str | None):` - the `)` was typed after the return annotation.",
      ("def format_message(event: dict[str, Any]) -> str | None:", "def format_message(event: dict[str, Any] -> str | None):")),
    M("async: async with / await in a plain def",
      "post_to_chat is a plain `def` but uses `async with` and `await` (compile-time error).",
      ("async def post_to_chat(", "def post_to_chat(")),
    M("decorator: trailing colon", "`@routes.get(\"/healthz\"):`.",
      ('@routes.get("/healthz")\n', '@routes.get("/healthz"):\n')),
], note="""
Mistake 2 is rejected only by compile(), not by ast.parse(); CPython reports the parser
errors first, so it surfaces only after the other two are fixed.
""")

# ---------------------------------------------------------------------------
BUCKET = r'''
"""Token-bucket rate limiter shared in #platform (with a tiny demo at the bottom)."""
import threading
import time
from typing import Optional, Protocol


class Clock(Protocol):
    def now(self) -> float: ...


class MonotonicClock:
    def now(self) -> float:
        return time.monotonic()


class FakeClock:
    def __init__(self, start: float = 0.0):
        self.t = start

    def now(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


class TokenBucket:
    def __init__(self, rate: float, capacity: int, clock: Optional[Clock] = None):
        self.rate = rate
        self.capacity = capacity
        self.clock = clock or MonotonicClock()
        self.tokens = float(capacity)
        self.updated = self.clock.now()
        self.lock = threading.Lock()

    def _refill(self) -> None:
        now = self.clock.now()
        self.tokens = min(self.capacity, self.tokens + (now - self.updated) * self.rate)
        self.updated = now

    def try_acquire(self, n: int = 1) -> bool:
        with self.lock:
            self._refill()
            if self.tokens >= n:
                self.tokens -= n
                return True
            return False

    def wait_time(self, n: int = 1) -> float:
        with self.lock:
            self._refill()
            missing = n - self.tokens
            return max(0.0, missing / self.rate)


def demo():
    clock = FakeClock()
    bucket = TokenBucket(rate=2, capacity=5, clock=clock)
    results = []
    for second in range(6):
        allowed = sum(1 for _ in range(4) if bucket.try_acquire())
        results.append((second, allowed, round(bucket.tokens, 2)))
        clock.advance(1)
    fmt = lambda row: f"t={row[0]}s allowed={row[1]} left={row[2]}"
    print("\n".join(map(fmt, results)))
    print('next token in', bucket.wait_time(), 's')


if __name__ == "__main__":
    demo()
'''
case("multi_chat_paste_rate_limiter", "code via word processor / chat app", BUCKET, [
    M("unicode: ellipsis character for `...`",
      "The Protocol method body `...` became a single `…` (U+2026) when posted in chat.",
      ("def now(self) -> float: ...\n", "def now(self) -> float: %s\n" % HELLIP)),
    M("unicode: no-break spaces in indentation",
      "_refill()'s three body lines are indented with alternating U+00A0 and spaces.",
      *nbsp_indent(BUCKET, 37, 39)),
    M("lambda: assignment in lambda body",
      "`fmt = lambda row: line = f\"t=...\"` - an assignment inside the lambda.",
      ('fmt = lambda row: f"t=', 'fmt = lambda row: line = f"t=')),
    M("unicode: smart single quotes",
      "The line with single-quoted strings came out with ‘ ’ curly quotes.",
      ("    print('next token in', bucket.wait_time(), 's')",
       "    print(%snext token in%s, bucket.wait_time(), %ss%s)" % (LSQ, RSQ, LSQ, RSQ))),
], note="""
Situation: a colleague posted the module in a chat channel; it was copied from the rendered
message, which rewrote some characters.
Intent: mistake 3 - the lambda returns the formatted string (the name `line` is never used).
""")

# ---------------------------------------------------------------------------
CACHE = r'''
"""In-memory caching layer in front of the pricing service."""
from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

PriceKey = tuple[str, str]  # (sku, currency)


@dataclass
class Stats:
    hits: int = 0
    misses: int = 0
    evictions: int = 0
    expired: int = 0

    @property
    def hit_rate(self) -> float:
        total = self.hits + self.misses
        return self.hits / total if total else 0.0


class TTLCache(Generic[K, V]):
    def __init__(self, maxsize: int = 1024, ttl: float = 60.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.maxsize = maxsize
        self.ttl = ttl
        self.clock = clock
        self._data: OrderedDict[K, tuple[float, V]] = OrderedDict()
        self.stats = Stats()

    def get(self, key: K) -> V | None:
        item = self._data.get(key)
        if item is None:
            self.stats.misses += 1
            return None
        stored_at, value = item
        if self.clock() - stored_at > self.ttl:
            del self._data[key]
            self.stats.expired += 1
            self.stats.misses += 1
            return None
        self._data.move_to_end(key)
        self.stats.hits += 1
        return value

    def put(self, key: K, value: V) -> None:
        self._data[key] = (self.clock(), value)
        self._data.move_to_end(key)
        while len(self._data) > self.maxsize:
            self._data.popitem(last=False)
            self.stats.evictions += 1

    def get_or_load(self, key: K, loader: Callable[[K], V]) -> V:
        value = self.get(key)
        if value is None:
            value = loader(key)
            self.put(key, value)
        return value

    def __len__(self) -> int:
        return len(self._data)


def report(cache: TTLCache, name: str) -> str:
    s = cache.stats
    lines = [
        f"cache {name!r}: {len(cache)}/{cache.maxsize} entries",
        f"  hit rate  {s.hit_rate:.1%}",
        f"  evictions {s.evictions}, expired {s.expired}",
    ]
    return "\n".join(lines)


def fake_price_lookup(key: PriceKey) -> float:
    sku, currency = key
    time.sleep(0.01)
    base = sum(map(ord, sku)) / 10
    return round(base * {"EUR": 1.0, "USD": 1.08, "GBP": 0.86}[currency], 2)


if __name__ == "__main__":
    prices: TTLCache[PriceKey, float] = TTLCache(maxsize=3, ttl=5)
    requests = [("A-100", "EUR"), ("B-200", "USD"), ("A-100", "EUR"), ("C-300", "GBP"),
                ("D-400", "EUR"), ("A-100", "EUR"), ("B-200", "USD")]
    for key in requests:
        price = prices.get_or_load(key, fake_price_lookup)
        print(f"{key[0]} in {key[1]}: {price}")
    print(report(prices, "prices"))
    print("keys in cache:\n" + "\n".join(map(str, prices._data)))
    summary = {"hits": prices.stats.hits, "misses": prices.stats.misses}
    print(f"summary: {' / '.join(f'{k}={v}' for k, v in summary.items())}")
'''
case("multi_py312_ttl_cache", "developer used to Python 3.12+", CACHE, [
    M("py312: type statement", "`type PriceKey = tuple[str, str]  # (sku, currency)`.",
      ("PriceKey = tuple[str, str]  #", "type PriceKey = tuple[str, str]  #")),
    M("py312: PEP 695 generic class",
      "`class TTLCache[K: Hashable, V]:` with no TypeVars or Generic import.",
      ("from typing import Generic, TypeVar\n\nK = TypeVar(\"K\", bound=Hashable)\nV = TypeVar(\"V\")\n\n", ""),
      ("class TTLCache(Generic[K, V]):", "class TTLCache[K: Hashable, V]:")),
    M("py312: backslash in f-string expression",
      "`print(f\"keys in cache:\\n{'\\n'.join(map(str, prices._data))}\")` - a backslash inside the "
      "replacement field (allowed only from 3.12).",
      ('print("keys in cache:\\n" + "\\n".join(map(str, prices._data)))',
       'print(f"keys in cache:\\n{\'\\n\'.join(map(str, prices._data))}")')),
    M("py312: nested same-quote f-string",
      "`f\"summary: {\" / \".join(f\"{k}={v}\" for ...)}\"` - double quotes (and a double-quoted "
      "f-string) nested inside a double-quoted f-string.",
      ("""print(f"summary: {' / '.join(f'{k}={v}' for k, v in summary.items())}")""",
       """print(f"summary: {" / ".join(f"{k}={v}" for k, v in summary.items())}")""")),
], note="""
Situation: developed with Python 3.13 locally, the service image pins 3.11.
Intent: the 3.11 spellings the author used before 3.12: a plain alias assignment; bound
TypeVars plus Generic[K, V] (the TypeVars go after the imports); the backslash f-string
becomes string concatenation (`"keys in cache:\\n" + "\\n".join(...)`; moving the join
into a variable is equally good); nested f-strings switch to single quotes inside.
""")

# ---------------------------------------------------------------------------
LIFE = r'''
"""Conway's Game of Life in the terminal (my first Python program, I normally write Rust)."""
import os
import random
import sys
import time

WIDTH = 60
HEIGHT = 24
ALIVE = "#"
DEAD = " "


class Board:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.cells = [[False] * width for _ in range(height)]
        self.generation = 0

    def randomize(self, density):
        for y in range(self.height):
            for x in range(self.width):
                self.cells[y][x] = random.random() < density

    def neighbours(self, x, y):
        count = 0
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if dx == 0 and dy == 0:
                    continue
                nx = (x + dx) % self.width
                ny = (y + dy) % self.height
                if self.cells[ny][nx]:
                    count += 1
        return count

    def step(self):
        new = [[False] * self.width for _ in range(self.height)]
        for y in range(self.height):
            for x in range(self.width):
                n = self.neighbours(x, y)
                alive = self.cells[y][x]
                new[y][x] = n == 3 or (alive and n == 2)
        self.cells = new
        self.generation += 1

    def population(self):
        return sum(row.count(True) for row in self.cells)

    def is_empty(self):
        return not any(any(row) for row in self.cells)

    def render(self):
        lines = ["".join(ALIVE if c else DEAD for c in row) for row in self.cells]
        density = float(self.population()) / (self.width * self.height)
        lines.append(f"gen {self.generation}  population {self.population()}  density {density:.2f}")
        return "\n".join(lines)


def clear_screen():
    os.system("cls" if os.name == "nt" else "clear")


def main():
    density = float(sys.argv[1]) if len(sys.argv) > 1 else 0.25
    delay = 0.1
    board = Board(WIDTH, HEIGHT)
    board.randomize(density)
    history = []
    while not board.is_empty():
        clear_screen()
        print(board.render())
        snapshot = tuple(map(tuple, board.cells))
        if snapshot in history:
            print("stable pattern reached")
            break
        history = history[-10:] + [snapshot]
        board.step()
        time.sleep(delay)
    else:
        print("everything died")


if __name__ == "__main__":
    main()
'''
case("multi_rust_game_of_life", "Rust programmer", LIFE, [
    M("bracket: unclosed bracket", "`self.cells = [[False] * width for _ in range(height)` - the outer `]` is missing in __init__.",
      ("        self.cells = [[False] * width for _ in range(height)]\n", "        self.cells = [[False] * width for _ in range(height)\n")),
    M("habit:rust `&&`", "`if dx == 0 && dy == 0:`.",
      ("if dx == 0 and dy == 0:", "if dx == 0 && dy == 0:")),
    M("habit:rust `as` cast", "`self.population() as f64 / (...)` - Rust numeric cast.",
      ("density = float(self.population()) / (", "density = self.population() as f64 / (")),
    M("habit:rust `Vec::new()`", "`history = Vec::new()`.",
      ("    history = []\n", "    history = Vec::new()\n")),
    M("habit:rust `!` for not", "`while !board.is_empty():`.",
      ("while not board.is_empty():", "while !board.is_empty():")),
], note="""
Intent: mistake 3 - `float(...)` is the Python conversion for `as f64` (in Python 3 the
division would be float anyway, but the author clearly wanted the cast).
Logic quirk kept: `history` only remembers the last 11 generations.
""")

# ---------------------------------------------------------------------------
FUEL = r'''
# Linear regression of fuel consumption on speed, translated from fit_fuel.m
import numpy as np
import matplotlib.pyplot as plt


def load_trips(path):
    data = np.genfromtxt(path, delimiter=",", names=True)
    return data["speed_kmh"], data["litres_per_100km"]


def fit_poly(x, y, degree):
    # least squares via the Vandermonde matrix
    A = np.vander(x, degree + 1)
    coeffs, residuals, rank, sv = np.linalg.lstsq(A, y, rcond=None)
    y_hat = A @ coeffs
    ss_res = np.sum((y - y_hat) ** 2)
    ss_tot = np.sum((y - np.mean(y)) ** 2)
    r2 = 1 - ss_res / ss_tot
    return coeffs, r2


def normal_equations(x, y):
    X = np.column_stack([np.ones_like(x), x])
    beta = np.linalg.solve(X.T @ X, X.T @ y)
    return beta


speed, fuel = load_trips("trips.csv")
ok = ~np.isnan(speed) & ~np.isnan(fuel)
speed = speed[ok]
fuel = fuel[ok]
print("trips used:", len(speed))

beta = normal_equations(speed, fuel)
print("linear: fuel = %.3f + %.4f * speed" % (beta[0], beta[1]))

degrees = [1, 2, 3]
best_r2 = -np.inf
best_deg = 0
for i in range(1, len(degrees) + 1):
    coeffs, r2 = fit_poly(speed, fuel, degrees[i - 1])
    print("degree %d: R^2 = %.4f" % (degrees[i - 1], r2))
    if r2 > best_r2 + 0.01:
        best_r2 = r2
        best_deg = degrees[i - 1]

coeffs, r2 = fit_poly(speed, fuel, best_deg)
grid = np.linspace(speed.min(), speed.max(), 200)
plt.figure(figsize=(8, 5))
plt.scatter(speed, fuel, s=8, alpha=0.5, label="trips")
plt.plot(grid, np.polyval(coeffs, grid), "r-", label="degree %d fit" % best_deg)
plt.xlabel("speed [km/h]")
plt.ylabel("fuel [l/100km]")
plt.legend()
plt.grid(True)
plt.savefig("fuel_fit.png", dpi=150)

optimum = grid[np.argmin(np.polyval(coeffs, grid))]
print("most economical speed: %.0f km/h" % optimum)
'''
case("multi_matlab_fuel_regression", "MATLAB user", FUEL, [
    M("habit:matlab function header with output list",
      "`function [coeffs, r2] = fit_poly(x, y, degree)` - MATLAB's function syntax; without it "
      "there is no `return` either (MATLAB returns the named outputs).",
      ("def fit_poly(x, y, degree):\n", "function [coeffs, r2] = fit_poly(x, y, degree)\n"),
      ("    r2 = 1 - ss_res / ss_tot\n    return coeffs, r2\n", "    r2 = 1 - ss_res / ss_tot\n")),
    M("habit:matlab `'` transpose", "`np.linalg.solve(X' @ X, X' @ y)` - MATLAB's transpose operator.",
      ("np.linalg.solve(X.T @ X, X.T @ y)", "np.linalg.solve(X' @ X, X' @ y)")),
    M("habit:matlab space-separated array", "`degrees = [1 2 3]`.",
      ("degrees = [1, 2, 3]", "degrees = [1 2 3]")),
    M("habit:matlab `for i = 1:n` loop", "`for i = 1:len(degrees)`.",
      ("for i in range(1, len(degrees) + 1):", "for i = 1:len(degrees)")),
    M("bracket: unclosed parenthesis",
      "`plt.plot(grid, np.polyval(coeffs, grid), \"r-\", label=\"degree %d fit\" % best_deg` - the "
      "closing parenthesis of plt.plot is missing; the next line is swallowed.",
      ('label="degree %d fit" % best_deg)\n', 'label="degree %d fit" % best_deg\n')),
], note="""
Intent: mistake 1 - `def fit_poly(x, y, degree):` plus `return coeffs, r2` (the caller
unpacks two values); mistake 4 - `range(1, len(degrees) + 1)` keeps the author's 1-based
loop, which the body already compensates for with `degrees[i - 1]` (a reviewer might
prefer `for deg in degrees:`, a bigger rewrite). `~np.isnan(...)` is valid NumPy and
stays.
Trap: the line `function [coeffs, r2] = fit_poly(x, y, degree)` is on its own valid Python
(an assignment to the subscript `function[coeffs, r2]`); CPython reports "unexpected
indent" on the next line, the first line of the function body.
""")

# ---------------------------------------------------------------------------
NOTES = r'''
"""Notes API for the team wiki sidebar (FastAPI + SQLite)."""
from __future__ import annotations

import sqlite3
import time
from contextlib import contextmanager
from typing import Iterator, Optional

import httpx
from fastapi import Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel, Field

DB_PATH = "notes.db"
MAX_TITLE = 120
SLACK_HOOK = "https://hooks.slack.com/services/T000/B000/XXXX"

SCHEMA = """
CREATE TABLE IF NOT EXISTS notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT '',
    pinned INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    updated REAL NOT NULL
)
"""

app = FastAPI(title="notes", version="0.4.1")


class NoteIn(BaseModel):
    title: str = Field(..., max_length=MAX_TITLE)
    body: str = ""
    tags: list[str] = []
    pinned: bool = False


class NoteOut(NoteIn):
    id: int
    created: float
    updated: float


@contextmanager
def connect() -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
        conn.commit()
    finally:
        conn.close()


def get_db() -> Iterator[sqlite3.Connection]:
    with connect() as conn:
        yield conn


def row_to_note(row: sqlite3.Row) -> NoteOut:
    return NoteOut(
        id=row["id"],
        title=row["title"],
        body=row["body"],
        tags=[t for t in row["tags"].split(",") if t],
        pinned=bool(row["pinned"]),
        created=row["created"],
        updated=row["updated"],
    )


async def announce(note: NoteOut) -> None:
    if not note.pinned:
        return
    async with httpx.AsyncClient(timeout=5) as client:
        await client.post(SLACK_HOOK, json={"text": f":pushpin: pinned note: {note.title}"})


@app.on_event("startup")
def init_db() -> None:
    with connect() as conn:
        conn.execute(SCHEMA)


@app.get("/notes", response_model=list[NoteOut])
def list_notes(
    tag: Optional[str] = None,
    q: Optional[str] = Query(None, min_length=2),
    limit: int = 50,
    db: sqlite3.Connection = Depends(get_db),
):
    sql = "SELECT * FROM notes WHERE 1=1"
    params: list = []
    if tag:
        sql += " AND (',' || tags || ',') LIKE ?"
        params.append(f"%,{tag},%")
    if q:
        sql += " AND (title LIKE ? OR body LIKE ?)"
        params += [f"%{q}%", f"%{q}%"]
    sql += " ORDER BY pinned DESC, updated DESC" \
           " LIMIT ?"
    params.append(limit)
    return [row_to_note(r) for r in db.execute(sql, params)]


@app.get("/notes/{note_id}", response_model=NoteOut)
def get_note(note_id: int, db: sqlite3.Connection = Depends(get_db)):
    row = db.execute("SELECT * FROM notes WHERE id = ?", (note_id,)).fetchone()
    if row is None:
        raise HTTPException(status_code=404, detail="note not found")
    return row_to_note(row)


@app.post("/notes", response_model=NoteOut, status_code=201)
async def create_note(note: NoteIn, db: sqlite3.Connection = Depends(get_db)):
    now = time.time()
    cur = db.execute(
        "INSERT INTO notes (title, body, tags, pinned, created, updated) VALUES (?, ?, ?, ?, ?, ?)",
        (note.title, note.body, ",".join(note.tags), int(note.pinned), now, now),
    )
    created = NoteOut(id=cur.lastrowid, created=now, updated=now, **note.dict())
    await announce(created)
    return created


@app.put("/notes/{note_id}", response_model=NoteOut)
async def update_note(note_id: int, note: NoteIn, db: sqlite3.Connection = Depends(get_db)):
    old = db.execute("SELECT * FROM notes WHERE id = ?", (note_id,)).fetchone()
    if old is None:
        raise HTTPException(status_code=404, detail="note not found")
    now = time.time()
    db.execute(
        "UPDATE notes SET title = ?, body = ?, tags = ?, pinned = ?, updated = ? WHERE id = ?",
        (note.title, note.body, ",".join(note.tags), int(note.pinned), now, note_id),
    )
    updated = NoteOut(id=note_id, created=old["created"], updated=now, **note.dict())
    if note.pinned and not old["pinned"]:
        await announce(updated)
    return updated


@app.delete("/notes/{note_id}", status_code=204)
def delete_note(note_id: int, db: sqlite3.Connection = Depends(get_db)):
    cur = db.execute("DELETE FROM notes WHERE id = ?", (note_id,))
    if cur.rowcount == 0:
        raise HTTPException(status_code=404, detail="note not found")


@app.get("/tags")
def list_tags(db: sqlite3.Connection = Depends(get_db)) -> dict[str, int]:
    counts: dict[str, int] = {}
    for (tags,) in db.execute("SELECT tags FROM notes"):
        for t in filter(None, tags.split(",")):
            counts[t] = counts.get(t, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


@app.get("/stats")
def stats(db: sqlite3.Connection = Depends(get_db)):
    total, pinned, last = db.execute(
        "SELECT COUNT(*), COALESCE(SUM(pinned), 0), MAX(updated) FROM notes"
    ).fetchone()
    return {
        "total": total,
        "pinned": pinned,
        "last_update": last,
        "db": DB_PATH,
    }
'''
case("multi_hurried_fastapi_notes", "hurried backend developer", NOTES, [
    M("merge: leftover conflict marker line",
      "A `=======` line left between `import httpx` and the fastapi import after resolving an "
      "import conflict by keeping both sides.",
      ("import httpx\nfrom fastapi", "import httpx\n=======\nfrom fastapi")),
    M("type-hint: annotation after the default", "`limit = 50: int,` in list_notes()'s parameters.",
      ("    limit: int = 50,\n", "    limit = 50: int,\n")),
    M("bracket: unclosed bracket", "`params += [f\"%{q}%\", f\"%{q}%\"` - closing `]` missing.",
      ('params += [f"%{q}%", f"%{q}%"]\n', 'params += [f"%{q}%", f"%{q}%"\n')),
    M("continuation: whitespace after backslash", "A trailing space after the `\\` that continues the ORDER BY string.",
      ('updated DESC" \\\n', 'updated DESC" \\ \n')),
    M("async: await in a plain def",
      "update_note() lost its `async` but still awaits announce() (compile-time error).",
      ("async def update_note(", "def update_note(")),
    M("comma: missing in dict literal", "`\"pinned\": pinned` without the comma in stats()'s return value.",
      ('        "pinned": pinned,\n', '        "pinned": pinned\n')),
], note="""
Situation: a Friday-afternoon change to a small internal service: merge, quick edits, push.
Mistake 5 is rejected only by compile(); CPython reports the parser errors first.
""")
