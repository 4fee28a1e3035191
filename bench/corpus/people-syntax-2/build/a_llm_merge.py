"""LLM answers pasted into files, and merge-conflict leftovers."""
from lib import case, M, START, END

LLM = "user pasting an LLM answer"
MERGE = "developer after a git merge"

# ---------------------------------------------------------------------------
case("llm_cutoff_pasted_above_main", LLM, r'''
#!/usr/bin/env python3
"""disk_report.py - show what is eating the disk on the build box."""
import argparse
import os
import sys


def human_size(num_bytes):
    """Return a human readable size like '3.2 GB'."""
    for unit in ["B", "KB", "MB", "GB", "TB"]:
        if num_bytes < 1024:
            return f"{num_bytes:.1f} {unit}"
        num_bytes /= 1024
    return f"{num_bytes:.1f} PB"


def largest_files(root, limit=20):
    """
    Walk `root` and return the `limit` largest files as (path, size) tuples,
    largest first. Files that disappear or can't be read are skipped.
    """
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        # don't descend into .git or node_modules, they are huge and boring
        dirnames[:] = [d for d in dirnames if d not in (".git", "node_modules")]
        for name in filenames:
            path = os.path.join(dirpath, name)
            try:
                size = os.path.getsize(path)
            except OSError:
                continue
            found.append((path, size))
    return sorted(found, key=lambda item: item[1], reverse=True)[:limit]


def main():
    parser = argparse.ArgumentParser(description="list the biggest files under a directory")
    parser.add_argument("root", nargs="?", default=".")
    parser.add_argument("-n", "--limit", type=int, default=20)
    args = parser.parse_args()

    if not os.path.isdir(args.root):
        print(f"not a directory: {args.root}", file=sys.stderr)
        return 1

    total = 0
    for path, size in largest_files(args.root, args.limit):
        total += size
        print(f"{human_size(size):>10}  {path}")
    print("-" * 40)
    print(f"{human_size(total):>10}  in the top {args.limit} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
''', [
    M("llm: answer cut off mid-function",
      "The chat answer (human_size + largest_files) stopped mid-token at `[:lim`; the user pasted "
      "it above their own main(). The open `[` swallows the following `def main():`.",
      ("reverse=True)[:limit]\n", "reverse=True)[:lim\n")),
], note="""
Situation: the user asked a chat assistant for two helper functions and pasted the
answer above the main() they had already written. The answer was cut off by the
output limit in the last line of largest_files().
Intent: the docstring says "return the `limit` largest files ... largest first", so the
cut-off slice is completed as `[:limit]`; nothing else of the answer was missing.
""")

# ---------------------------------------------------------------------------
PHOTOS = r'''
import os
import sys
import shutil
from datetime import datetime

PHOTO_EXTS = {".jpg", ".jpeg", ".png", ".heic"}


def taken_at(path):
    """Best guess at when the photo was taken: the file's modification time."""
    return datetime.fromtimestamp(os.path.getmtime(path))


def new_name(path, when, seen):
    ext = os.path.splitext(path)[1].lower()
    base = when.strftime("%Y-%m-%d_%H%M%S")
    candidate = base + ext
    counter = 1
    while candidate in seen:
        candidate = f"{base}_{counter}{ext}"
        counter += 1
    seen.add(candidate)
    return candidate


def rename_photos(folder, dry_run=True):
    seen = set()
    renamed = 0
    for name in sorted(os.listdir(folder)):
        src = os.path.join(folder, name)
        if not os.path.isfile(src):
            continue
        if os.path.splitext(name)[1].lower() not in PHOTO_EXTS:
            continue
        target = new_name(src, taken_at(src), seen)
        if target == name:
            continue
        dst = os.path.join(folder, target)
        print(f"{name} -> {target}")
        if not dry_run:
            shutil.move(src, dst)
        renamed += 1
    return renamed


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: rename_photos.py FOLDER [--apply]")
        sys.exit(1)
    folder = sys.argv[1]
    apply = "--apply" in sys.argv
    count = rename_photos(folder, dry_run=not apply)
    if apply:
        print(f"Renamed {count} photos.")
    else:
        print(f"{count} photos would be renamed. Run again with --apply to do it.")
'''
case("llm_whole_answer_with_fences_and_prose", LLM, PHOTOS, [
    M("llm: prose before the code",
      "The answer's opening sentence was pasted at the top of the file.",
      (START, "Sure! Here's a Python script that renames your photos based on the date they were taken:\n\n")),
    M("llm: markdown fence",
      "Opening ```python fence line left in.",
      ("import os\nimport sys\nimport shutil\n", "```python\nimport os\nimport sys\nimport shutil\n")),
    M("llm: markdown fence",
      "Closing ``` fence line left in after the last line of code.",
      ("--apply to do it.\")\n", "--apply to do it.\")\n```\n")),
    M("llm: prose after the code",
      "The answer's explanation (a Markdown heading, a numbered list, a closing offer) pasted below the code.",
      (END, "\n### How it works\n\n"
            "1. `taken_at()` uses the file's modification time as the capture date.\n"
            "2. `new_name()` builds a name like `2023-07-14_153012.jpg` and adds a counter if two photos share the same second.\n"
            "3. By default the script only prints what it would do. Pass `--apply` to actually rename the files.\n\n"
            "Let me know if you'd like it to read the real EXIF date with Pillow instead!\n")),
], note="""
Situation: the whole chat answer (intro sentence, fenced code block, explanation) was
selected with "copy" and saved as rename_photos.py.
Intent: meant.py is only the code inside the fence. The prose is deleted rather than
turned into comments (turning it into comments would also be an acceptable repair;
note that "### How it works" already is a valid comment line).
""")

# ---------------------------------------------------------------------------
CONFIG = r'''
"""Load settings for the nightly export job."""
import os
import sys

import yaml

DEFAULTS = {
    "output_dir": "exports",
    "batch_size": 500,
    "compress": True,
    "notify": [],
}


def load_config(path: str) -> dict:
    """Load the YAML config and fill in defaults for anything missing."""
    if not os.path.exists(path):
        print(f"warning: {path} not found, using defaults", file=sys.stderr)
        return dict(DEFAULTS)
    with open(path, encoding="utf-8") as fh:
        data = yaml.safe_load(fh) or {}
    config = dict(DEFAULTS)
    for key, value in data.items():
        if key not in DEFAULTS:
            print(f"warning: unknown setting {key!r} ignored", file=sys.stderr)
            continue
        config[key] = value
    return config


def validate(config):
    errors = []
    if not isinstance(config["batch_size"], int) or config["batch_size"] <= 0:
        errors.append("batch_size must be a positive integer")
    if not isinstance(config["notify"], list):
        errors.append("notify must be a list of e-mail addresses")
    return errors


if __name__ == "__main__":
    cfg = load_config(sys.argv[1] if len(sys.argv) > 1 else "export.yml")
    problems = validate(cfg)
    for p in problems:
        print("config error:", p, file=sys.stderr)
    if problems:
        sys.exit(2)
    for key in sorted(cfg):
        print(f"{key:12} = {cfg[key]!r}")
'''
case("llm_two_versions_first_cut_off", LLM, CONFIG, [
    M("llm: two versions of a function pasted",
      "The first (cut-off) answer's load_config was pasted, and the regenerated answer's "
      "load_config pasted right after it; the first version ends at `data.items(` with the "
      "parenthesis never closed.",
      ("\n\ndef load_config(path: str) -> dict:\n",
       "\n\ndef load_config(path):\n"
       "    \"\"\"Load the YAML config and fill in defaults.\"\"\"\n"
       "    with open(path) as fh:\n"
       "        data = yaml.safe_load(fh)\n"
       "    config = DEFAULTS.copy()\n"
       "    for key, value in data.items(\n"
       "def load_config(path: str) -> dict:\n")),
], note="""
Situation: the first answer stopped mid-line, the user pressed "regenerate" and pasted
the second answer below the first one instead of over it.
Intent: the second, complete version replaces the first, so meant.py has only the
annotated load_config (the one the rest of the file was written against: it handles a
missing file and unknown keys). Completing the first version instead would leave two
definitions of the same function; I would not accept that as what the user meant.
""")

# ---------------------------------------------------------------------------
ACCESS = r'''
"""Summarise an nginx access log: top paths, status codes, bytes served."""
import re
import sys
from collections import Counter, namedtuple

Entry = namedtuple("Entry", "ip path status size")

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[[^\]]+\] "(?P<method>\S+) (?P<path>\S+) [^"]*" '
    r'(?P<status>\d{3}) (?P<size>\S+)'
)


class AccessLog:
    def __init__(self, path):
        self.path = path
        self.skipped = 0

    def parse_line(self, line):
        m = LINE_RE.match(line)
        if not m:
            self.skipped += 1
            return None
        try:
            size = int(m.group("size"))
        except ValueError:
            size = 0  # nginx writes "-" when no body was sent
        return Entry(m.group("ip"), m.group("path"), int(m.group("status")), size)

    def entries(self):
        with open(self.path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                entry = self.parse_line(line)
                if entry is not None:
                    yield entry


def summarise(log, top=10):
    paths = Counter()
    statuses = Counter()
    total_bytes = 0
    for e in log.entries():
        paths[e.path] += 1
        statuses[e.status] += 1
        total_bytes += e.size
    print(f"{sum(statuses.values())} requests, {total_bytes / 1e6:.1f} MB served")
    print(f"{log.skipped} lines could not be parsed")
    print()
    print("status codes:")
    for status, n in sorted(statuses.items()):
        print(f"  {status}  {n}")
    print()
    print(f"top {top} paths:")
    for path, n in paths.most_common(top):
        print(f"  {n:>7}  {path}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: logsummary.py ACCESS_LOG")
    summarise(AccessLog(sys.argv[1]))
'''
case("llm_fix_pasted_inside_old_method", LLM, ACCESS, [
    M("llm: new version spliced into the old one",
      "The assistant's fixed parse_line was pasted with the cursor inside the old parse_line's "
      "try block: the old head (def, split, try:) is above the new method and the old tail "
      "(except ..., return Entry(...)) below it, so the try has no except and the except no try.",
      ("    def parse_line(self, line):\n        m = LINE_RE.match(line)\n",
       "    def parse_line(self, line):\n"
       "        parts = line.split()\n"
       "        try:\n"
       "            ip, path, status = parts[0], parts[6], int(parts[8])\n"
       "    def parse_line(self, line):\n        m = LINE_RE.match(line)\n"),
      ("int(m.group(\"status\")), size)\n",
       "int(m.group(\"status\")), size)\n"
       "        except (IndexError, ValueError):\n"
       "            self.skipped += 1\n"
       "            return None\n"
       "        return Entry(ip, path, status, int(parts[9]))\n")),
], note="""
Situation: the old parse_line split on whitespace and crashed on "-" sizes; the user asked
a chat assistant for a regex-based version and pasted it while the cursor was in the
middle of the old method, so the old method's first and last lines surround the new one.
Intent: the new (regex) version replaces the old one entirely: LINE_RE is defined at the
top of the file only for it, and it already handles the "-" size the user was fixing.
""")

# ---------------------------------------------------------------------------
case("merge_conflict_in_settings_dict", MERGE, r'''
"""Ping every service in SERVICES and report the ones that are down."""
import sys
import time

import requests

SETTINGS = {
    "timeout": 10,
    "verify_ssl": True,
    "retries": 3,
    "user_agent": "healthcheck/1.4",
}

SERVICES = {
    "auth": "https://auth.internal.example.com/health",
    "billing": "https://billing.internal.example.com/health",
    "search": "https://search.internal.example.com/status",
    "media": "https://media.internal.example.com/health",
}


def check(name, url):
    headers = {"User-Agent": SETTINGS["user_agent"]}
    for attempt in range(1, SETTINGS["retries"] + 1):
        try:
            resp = requests.get(url, headers=headers, timeout=SETTINGS["timeout"],
                                verify=SETTINGS["verify_ssl"])
            if resp.status_code == 200:
                return True, resp.elapsed.total_seconds()
        except requests.RequestException as exc:
            print(f"  {name}: attempt {attempt} failed: {exc}")
        time.sleep(attempt)
    return False, None


def main():
    down = []
    for name, url in SERVICES.items():
        ok, seconds = check(name, url)
        if ok:
            print(f"{name:10} up    {seconds * 1000:.0f} ms")
        else:
            print(f"{name:10} DOWN")
            down.append(name)
    if down:
        print("down:", ", ".join(down))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
''', [
    M("merge: unresolved conflict block",
      "Both branches added a key after \"timeout\"; the conflict markers were committed as-is.",
      ('    "verify_ssl": True,\n    "retries": 3,\n',
       '<<<<<<< HEAD\n    "verify_ssl": True,\n=======\n    "retries": 3,\n>>>>>>> feature/retries\n')),
], note="""
Situation: HEAD added "verify_ssl", the feature/retries branch added "retries", both right
after "timeout"; git could not merge the two adjacent additions.
Intent: keep both sides. check() reads SETTINGS["verify_ssl"] and SETTINGS["retries"], so
dropping either side would turn the file into a KeyError.
""")

# ---------------------------------------------------------------------------
case("merge_conflict_rename_vs_pagination", MERGE, r'''
"""Sync users from the HR API into the local SQLite directory."""
import sqlite3
import sys

import requests

API = "https://hr.example.com/api/v2"
DB_PATH = "directory.db"


def get_users(session, page_size=100):
    users, page = [], 1
    while True:
        resp = session.get(API + "/users", params={"page": page, "per_page": page_size})
        resp.raise_for_status()
        batch = resp.json()["users"]
        users.extend(batch)
        if len(batch) < page_size:
            break
        page += 1
    return users


def upsert(conn, user):
    conn.execute(
        "INSERT INTO users (id, email, name, dept) VALUES (?, ?, ?, ?) "
        "ON CONFLICT(id) DO UPDATE SET email=excluded.email, name=excluded.name, dept=excluded.dept",
        (user["id"], user["email"], user["full_name"], user.get("department", "")),
    )


def main():
    token = sys.argv[1] if len(sys.argv) > 1 else None
    if not token:
        sys.exit("usage: sync_users.py API_TOKEN")
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {token}"
    conn = sqlite3.connect(DB_PATH)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT, name TEXT, dept TEXT)"
    )
    users = get_users(session)
    for user in users:
        upsert(conn, user)
    conn.commit()
    conn.close()
    print(f"synced {len(users)} users")


if __name__ == "__main__":
    main()
''', [
    M("merge: unresolved conflict block",
      "HEAD renamed fetch_users to get_users; origin/main rewrote the body to page through the "
      "API. The conflict (both versions between markers) was left in the file.",
      ('def get_users(session, page_size=100):\n    users, page = [], 1\n',
       '<<<<<<< HEAD\n'
       'def get_users(session):\n'
       '    resp = session.get(API + "/users")\n'
       '    resp.raise_for_status()\n'
       '    return resp.json()["users"]\n'
       '=======\n'
       'def fetch_users(session, page_size=100):\n    users, page = [], 1\n'),
      ('        page += 1\n    return users\n',
       '        page += 1\n    return users\n>>>>>>> origin/main\n')),
], note="""
Situation: a rename on one branch (fetch_users -> get_users, call site in main() updated)
collided with a rewrite of the body on the other (pagination).
Intent (a judgement call, see README): meant.py keeps HEAD's name, because main() calls
get_users(), and origin/main's paginated body, because that change is the reason the other
branch exists. This is the resolution a reviewer would ask for, but it is not literally
either side; taking one side whole also compiles.
""")

# ---------------------------------------------------------------------------
case("merge_markers_left_after_manual_fix", MERGE, r'''
"""Monthly sales report from the exported orders CSV."""
import csv
import sys
from collections import defaultdict
from datetime import datetime

VAT_RATE = 0.21
IGNORED_STATUSES = {"cancelled", "refunded", "test"}


def read_orders(path):
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["status"].lower() in IGNORED_STATUSES:
                continue
            yield row


def month_of(row):
    return datetime.strptime(row["created_at"][:10], "%Y-%m-%d").strftime("%Y-%m")


def build_report(rows):
    totals = defaultdict(float)
    counts = defaultdict(int)
    for row in rows:
        month = month_of(row)
        net = float(row["amount"]) / (1 + VAT_RATE)
        totals[month] += net
        counts[month] += 1
    return totals, counts


def print_report(totals, counts):
    print(f"{'month':8} {'orders':>7} {'net':>12} {'avg':>9}")
    for month in sorted(totals):
        avg = totals[month] / counts[month]
        print(f"{month:8} {counts[month]:>7} {totals[month]:>12,.2f} {avg:>9,.2f}")
    print(f"{'total':8} {sum(counts.values()):>7} {sum(totals.values()):>12,.2f}")


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "orders.csv"
    totals, counts = build_report(read_orders(path))
    print_report(totals, counts)
''', [
    M("merge: leftover conflict marker line",
      "The user resolved the first conflict by hand (deleted the other side and the ======= / "
      ">>>>>>> lines) but missed the `<<<<<<< HEAD` line.",
      ("VAT_RATE = 0.21\nIGNORED", "VAT_RATE = 0.21\n<<<<<<< HEAD\nIGNORED")),
    M("merge: leftover conflict marker line",
      "Second conflict: both sides were wanted and kept, the `<<<<<<<` line was deleted but the "
      "`=======` and `>>>>>>> fix/order-counts` lines were not.",
      ("        totals[month] += net\n        counts[month] += 1\n",
       "        totals[month] += net\n=======\n        counts[month] += 1\n>>>>>>> fix/order-counts\n")),
], note="""
Situation: two conflicts, both resolved by hand in the editor, with some marker lines
forgotten.
Intent: the content between the markers is already the resolution; meant.py only drops
the marker lines.
""")
