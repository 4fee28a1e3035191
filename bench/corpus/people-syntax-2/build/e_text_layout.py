"""Strings and docstrings left open, backslash continuations, tabs vs spaces,
look-alike characters from word processors and chat apps, CRLF files."""
from lib import case, M

STR = "writer of long strings and wrapped lines"
TABS = "editor mixing tabs and spaces"
UNI = "code via word processor / chat app"
WIN = "Windows user (CRLF files)"

LDQ, RDQ = "\u201c", "\u201d"       # “ ”
NBSP = "\u00a0"
ZWSP = "\u200b"
EN_DASH = "\u2013"


def curly(line):
    """What Word's AutoFormat does to straight double quotes on one line."""
    out, opening = [], True
    for ch in line:
        if ch == '"':
            out.append(LDQ if opening else RDQ)
            opening = not opening
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------------------
case("docstring_closed_with_two_quotes", STR, r'''
"""Unit conversion helpers for the recipe scaler."""

GRAMS_PER = {
    "g": 1.0,
    "kg": 1000.0,
    "oz": 28.3495,
    "lb": 453.592,
}
ML_PER = {
    "ml": 1.0,
    "l": 1000.0,
    "tsp": 4.92892,
    "tbsp": 14.7868,
    "cup": 236.588,
}


def to_grams(amount, unit):
    """Convert a weight to grams.

    >>> to_grams(2, "lb")
    907.184
    """
    return amount * GRAMS_PER[unit]


def to_ml(amount, unit):
    """Convert a volume to millilitres.

    Raises KeyError for units that are not volumes (e.g. "g").
    """
    return amount * ML_PER[unit]


def scale(ingredients, factor):
    """Return a new ingredient list with every amount multiplied by `factor`.

    `ingredients` is a list of (name, amount, unit) tuples; amounts are rounded
    to two decimals so the printed recipe stays readable.
    """
    return [(name, round(amount * factor, 2), unit) for name, amount, unit in ingredients]


def pretty(ingredients):
    """Format the list for printing, one ingredient per line."""
    lines = []
    for name, amount, unit in ingredients:
        if unit in GRAMS_PER and to_grams(amount, unit) >= 1000:
            amount, unit = round(to_grams(amount, unit) / 1000, 2), "kg"
        lines.append(f"{amount:>8} {unit:<5} {name}")
    return "\n".join(lines)


if __name__ == "__main__":
    pancakes = [("flour", 250, "g"), ("milk", 0.5, "l"), ("eggs", 2, "pc"), ("sugar", 2, "tbsp")]
    print(pretty(scale(pancakes, 3)))
''', [
    M("string: docstring closed with two quotes",
      "to_ml's docstring ends with `\"\"` instead of `\"\"\"`, so the string runs on to the "
      "opening quotes of scale()'s docstring and that docstring's text is parsed as code.",
      ('(e.g. "g").\n    """\n', '(e.g. "g").\n    ""\n')),
], note="""
CPython reports an unterminated triple-quoted string much further down (in pretty()),
not at the mistake: the quotes pair up differently from there on.
""")

# ---------------------------------------------------------------------------
case("sql_string_closed_with_other_quotes", STR, r'''
"""Nightly job: copy yesterday's finished orders into the reporting database."""
import sqlite3
import sys
from datetime import date, timedelta

SOURCE_DB = "shop.db"
REPORT_DB = "reporting.db"

CREATE_FACT = """
CREATE TABLE IF NOT EXISTS fact_orders (
    order_id     INTEGER PRIMARY KEY,
    order_day    TEXT NOT NULL,
    customer_id  INTEGER NOT NULL,
    items        INTEGER NOT NULL,
    total_cents  INTEGER NOT NULL
)
"""

SELECT_DAY = """
SELECT o.id, date(o.created_at), o.customer_id, COUNT(l.id), SUM(l.qty * l.price_cents)
FROM orders o
JOIN order_lines l ON l.order_id = o.id
WHERE o.status = 'done'
  AND date(o.created_at) = ?
GROUP BY o.id
"""

INSERT_FACT = "INSERT OR REPLACE INTO fact_orders VALUES (?, ?, ?, ?, ?)"


def copy_day(day):
    src = sqlite3.connect(SOURCE_DB)
    dst = sqlite3.connect(REPORT_DB)
    try:
        dst.execute(CREATE_FACT)
        rows = src.execute(SELECT_DAY, (day.isoformat(),)).fetchall()
        dst.executemany(INSERT_FACT, rows)
        dst.commit()
        return len(rows)
    finally:
        src.close()
        dst.close()


def usage():
    return f"""usage: {sys.argv[0]} [YYYY-MM-DD]

Copies the finished orders of the given day (default: yesterday)
from {SOURCE_DB} into {REPORT_DB}.
"""


if __name__ == "__main__":
    if len(sys.argv) > 2 or (len(sys.argv) == 2 and sys.argv[1] in ("-h", "--help")):
        print(usage())
        sys.exit(0)
    day = date.fromisoformat(sys.argv[1]) if len(sys.argv) == 2 else date.today() - timedelta(days=1)
    n = copy_day(day)
    print(f"{day}: {n} orders copied")
''', [
    M("string: triple-quoted string closed with the other quote kind",
      "SELECT_DAY is opened with `\"\"\"` and closed with `'''`; the string swallows the code "
      "down to the `f\"\"\"` in usage(), whose text then becomes code.",
      ("GROUP BY o.id\n\"\"\"\n", "GROUP BY o.id\n'''\n")),
], note="""
CPython reports an unterminated triple-quoted string near the end of the file, far below
the mistake.
""")

# ---------------------------------------------------------------------------
case("backslash_trailing_space_and_comment", STR, r'''
"""Batch-convert screen recordings to small MP4s for the wiki."""
import os
import shlex
import subprocess
import sys

CRF = 28
MAX_WIDTH = 1280


def build_command(src, dst, fps=15):
    scale = f"scale='min({MAX_WIDTH},iw)':-2"
    # -an: drop the audio track, nobody needs it in a screen recording
    cmd = "ffmpeg -hide_banner -loglevel error -y " \
          f"-i {shlex.quote(src)} " \
          f"-vf \"{scale},fps={fps}\" " \
          f"-c:v libx264 -preset slow -crf {CRF} " \
          "-pix_fmt yuv420p -movflags +faststart -an " \
          f"{shlex.quote(dst)}"
    return cmd


def convert_all(folder, dry_run=False):
    done = skipped = 0
    for name in sorted(os.listdir(folder)):
        base, ext = os.path.splitext(name)
        if ext.lower() not in (".mov", ".mkv", ".webm"):
            continue
        src = os.path.join(folder, name)
        dst = os.path.join(folder, base + ".mp4")
        if os.path.exists(dst) and os.path.getmtime(dst) >= os.path.getmtime(src):
            skipped += 1
            continue
        cmd = build_command(src, dst)
        print(cmd)
        if not dry_run:
            subprocess.run(cmd, shell=True, check=True)
        done += 1
    return done, skipped


if __name__ == "__main__":
    folder = sys.argv[1] if len(sys.argv) > 1 else "."
    done, skipped = convert_all(folder, dry_run="-n" in sys.argv)
    print(f"converted {done}, skipped {skipped} (already up to date)")
''', [
    M("continuation: whitespace after backslash",
      "Two invisible spaces after the `\\` at the end of the `-i` line.",
      ('          f"-i {shlex.quote(src)} " \\\n', '          f"-i {shlex.quote(src)} " \\  \n')),
    M("continuation: comment after backslash",
      "`... -an \" \\  # -an: drop the audio track, ...` - a comment after the continuation backslash.",
      ("    # -an: drop the audio track, nobody needs it in a screen recording\n", ""),
      ('          "-pix_fmt yuv420p -movflags +faststart -an " \\\n',
       '          "-pix_fmt yuv420p -movflags +faststart -an " \\  # -an: drop the audio track, nobody needs it in a screen recording\n')),
], note="""
Intent: mistake 2 - the comment cannot stay after the backslash (and a comment line cannot
sit inside a backslash continuation either), so meant.py moves it, unchanged, to its own
line above the statement. Deleting the comment also compiles but loses the author's text;
wrapping the expression in parentheses and keeping the comment inline is a bigger change
of style but also acceptable.
""")

# ---------------------------------------------------------------------------
case("backslash_missing_and_joined_lines", STR, r'''
"""Nightly rsync of the project shares to the NAS, with a simple lock file."""
import datetime
import os
import subprocess
import sys

SHARES = ["/srv/projects", "/srv/design", "/srv/finance"]
TARGET = "backup@nas.local:/volume1/backups"
LOCK = "/tmp/nightly_backup.lock"
EXCLUDES = ["*.tmp", ".DS_Store", "node_modules/", "__pycache__/"]


def rsync_command(share):
    excludes = " ".join("--exclude=" + e for e in EXCLUDES)
    dest = TARGET + "/" + os.path.basename(share)
    return "rsync -az --delete --partial " + \
           excludes + " " + \
           share + "/ " + dest


def should_run(now):
    # skip weekends unless FORCE is set
    return now.weekday() < 5 or \
        os.environ.get("FORCE") == "1"


def main():
    now = datetime.datetime.now()
    if not should_run(now):
        print("weekend, skipping (set FORCE=1 to override)")
        return 0
    if os.path.exists(LOCK) and \
            now.timestamp() - os.path.getmtime(LOCK) < 6 * 3600:
        print("another backup is still running", file=sys.stderr)
        return 1
    open(LOCK, "w").close()
    failures = 0
    try:
        for share in SHARES:
            cmd = rsync_command(share)
            print(now.strftime("%H:%M:%S"), cmd)
            result = subprocess.run(cmd, shell=True)
            if result.returncode != 0:
                failures += 1
    finally:
        os.remove(LOCK)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
''', [
    M("continuation: missing backslash",
      "`if os.path.exists(LOCK) and` ends the line without a `\\` (no brackets are open).",
      ("    if os.path.exists(LOCK) and \\\n", "    if os.path.exists(LOCK) and\n")),
    M("continuation: backslash left in the middle of a joined line",
      "Two continued lines were joined in the editor (vim `J`) and the `\\` stayed in the middle: "
      "`... + \\ excludes + \" \" + \\`.",
      ('    return "rsync -az --delete --partial " + \\\n           excludes',
       '    return "rsync -az --delete --partial " + \\ excludes')),
], note="""
Intent: mistake 1 - the author's style elsewhere in the file is backslash continuation, so
the backslash is added back (parentheses would also do). Mistake 2 - the stray backslash
is removed; meant.py restores the original line break (keeping the joined line without
the backslash is equally good).
""")

# ---------------------------------------------------------------------------
case("tabs_file_new_lines_with_spaces", TABS, r'''
#!/usr/bin/env python3
"""pre-commit hook: refuse commits that add print()/breakpoint()/pdb lines."""
import re
import subprocess
import sys

PATTERNS = [
⇥re.compile(r"^\+\s*print\("),
⇥re.compile(r"^\+.*\bbreakpoint\(\)"),
⇥re.compile(r"^\+.*\bimport pdb\b"),
⇥re.compile(r"^\+.*console\.log\("),
]
ALLOW_MARK = "# noqa: debug"


def staged_diff():
⇥out = subprocess.run(
⇥⇥["git", "diff", "--cached", "-U0", "--no-color"],
⇥⇥capture_output=True, text=True, check=True,
⇥)
⇥return out.stdout.splitlines()


def offending_lines(diff_lines):
⇥current = None
⇥hits = []
⇥for line in diff_lines:
⇥⇥if line.startswith("+++ b/"):
⇥⇥⇥current = line[6:]
⇥⇥⇥continue
⇥⇥if ALLOW_MARK in line:
⇥⇥⇥continue
⇥⇥for pat in PATTERNS:
⇥⇥⇥if pat.search(line):
⇥⇥⇥⇥hits.append((current, line[1:].strip()))
⇥⇥⇥⇥break
⇥return hits


def main():
⇥hits = offending_lines(staged_diff())
⇥if not hits:
⇥⇥return 0
⇥print("commit refused, debug statements staged:", file=sys.stderr)
⇥for path, text in hits:
⇥⇥print(f"  {path}: {text}", file=sys.stderr)
⇥print(f"(add '{ALLOW_MARK}' to a line to allow it)", file=sys.stderr)
⇥return 1


if __name__ == "__main__":
⇥sys.exit(main())
''', [
    M("whitespace: spaces in a tab-indented file",
      "The ALLOW_MARK check was added later in an editor set to 4-wide tabs and space "
      "indentation: 8 and 12 spaces where the rest of the function uses 2 and 3 tabs (TabError).",
      ("⇥⇥if ALLOW_MARK in line:\n⇥⇥⇥continue\n",
       "        if ALLOW_MARK in line:\n            continue\n")),
], note="""
Intent: the file is tab-indented throughout, so meant.py is tab-indented too (the author's
style); re-indenting the whole file with spaces would also compile but changes every line.
""")

# ---------------------------------------------------------------------------
case("spaces_file_pasted_tab_lines", TABS, r'''
"""Convert the exported contacts CSV into the JSON the phone app imports."""
import csv
import json
import sys


def normalise_phone(raw):
    digits = "".join(ch for ch in raw if ch.isdigit() or ch == "+")
    if digits.startswith("00"):
        digits = "+" + digits[2:]
    elif digits.startswith("0"):
        digits = "+31" + digits[1:]
    return digits


def convert(rows):
    contacts = []
    for row in rows:
        name = (row.get("First Name", "") + " " + row.get("Last Name", "")).strip()
        if not name:
            name = row.get("Company", "").strip()
        phones = [normalise_phone(row[k]) for k in ("Mobile", "Phone", "Work Phone") if row.get(k)]
        if not phones:
            continue
        contacts.append({
            "name": name,
            "phones": sorted(set(phones)),
            "email": row.get("E-mail Address", "").lower() or None,
        })
    return contacts


def main(src, dst):
    with open(src, newline="", encoding="utf-8-sig") as fh:
        contacts = convert(csv.DictReader(fh))
    with open(dst, "w", encoding="utf-8") as fh:
        json.dump({"version": 2, "contacts": contacts}, fh, ensure_ascii=False, indent=2)
    print(f"{len(contacts)} contacts written to {dst}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "contacts.json")
''', [
    M("whitespace: tab-indented lines pasted into a space-indented file",
      "The `elif digits.startswith(\"0\")` branch body was pasted from a colleague's snippet "
      "and is indented with one tab instead of 8 spaces (TabError).",
      ('        digits = "+31" + digits[1:]\n', '\tdigits = "+31" + digits[1:]\n')),
    M("whitespace: tab-indented lines pasted into a space-indented file",
      "The `if not name:` body is indented with one tab and four spaces (renders as 12 columns).",
      ('            name = row.get("Company", "").strip()\n', '\t    name = row.get("Company", "").strip()\n')),
], note="""
Both pasted lines look correctly indented in an editor with 8-column tabs.
""")

# ---------------------------------------------------------------------------
LOAN = r'''
# Loan repayment calculator – handout for week 3
# Type this in exactly as shown and run it with: python loan.py


def monthly_payment(principal, annual_rate, years):
    r = annual_rate / 100 / 12
    n = years * 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def schedule(principal, annual_rate, years):
    balance = principal
    payment = monthly_payment(principal, annual_rate, years)
    rows = []
    for month in range(1, years * 12 + 1):
        interest = balance * annual_rate / 100 / 12
        balance = balance - (payment - interest)
        rows.append((month, payment, interest, max(balance, 0)))
    return rows


principal = float(input("How much do you want to borrow? "))
rate = float(input("Interest rate in % per year: "))
years = int(input("For how many years? "))

pay = monthly_payment(principal, rate, years)
print("Your monthly payment is", round(pay, 2))
print("Total paid:", round(pay * years * 12, 2))
print("Of which interest:", round(pay * years * 12 - principal, 2))

answer = input("Show the first year’s schedule? (y/n) ")
if answer == "y":
    for month, p, i, b in schedule(principal, rate, years)[:12]:
        print(month, round(p, 2), round(i, 2), round(b, 2))
'''
_quoted = [l for l in LOAN.splitlines() if '"' in l]
case("word_handout_smart_quotes_en_dash", UNI, LOAN, [
    M("unicode: smart double quotes",
      "Word's AutoFormat turned every straight double quote into “ and ” (%d lines)." % len(_quoted),
      *[(l + "\n", curly(l) + "\n") for l in _quoted]),
    M("unicode: en dash as minus",
      "Word replaced ` - ` (space, hyphen, space) with an en dash in three subtractions.",
      ("balance - (payment - interest)", "balance %s (payment %s interest)" % (EN_DASH, EN_DASH)),
      ("pay * years * 12 - principal", "pay * years * 12 %s principal" % EN_DASH)),
], note="""
Situation: a teacher wrote the exercise in Word and students copied it from the handout.
Intent: only the characters that break the code are restored. Word also curled the
apostrophe inside "first year’s schedule" and put an en dash in the first comment; both
are legal where they are, so meant.py keeps them (a repair that straightens them is not
wrong, just larger). `(1 + r) ** -n` has no spaces around the minus, so Word left it alone.
""")

# ---------------------------------------------------------------------------
GREP = r'''
"""Scan the service logs for slow requests (snippet from the #backend channel)."""
import gzip
import re
import sys
from pathlib import Path

SLOW_MS = 800
LINE_RE = re.compile(r"(?P<ts>\S+ \S+) .* path=(?P<path>\S+) .* took=(?P<ms>\d+)ms")


def open_log(path):
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8", errors="replace")
    return open(path, encoding="utf-8", errors="replace")


def slow_requests(path, threshold):
    with open_log(path) as fh:
        for line in fh:
            m = LINE_RE.search(line)
            if m and int(m.group("ms")) >= threshold:
                yield m.group("ts"), m.group("path"), int(m.group("ms"))


def main(folder, threshold=SLOW_MS):
    worst = {}
    for path in sorted(Path(folder).glob("api-*.log*")):
        for ts, req_path, ms in slow_requests(path, threshold):
            if ms > worst.get(req_path, (0, ""))[0]:
                worst[req_path] = (ms, ts)
    for req_path, (ms, ts) in sorted(worst.items(), key=lambda kv: -kv[1][0])[:20]:
        print(f"{ms:>6} ms  {ts}  {req_path}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/var/log/api",
         int(sys.argv[2]) if len(sys.argv) > 2 else SLOW_MS)
'''
_html_indent = NBSP + " " + NBSP + " "   # what "&nbsp; &nbsp;" turns into


def _nbsp_lines(text, first, last):
    """Edits that turn the 4-space indentation units of the given meant lines into the
    alternating NBSP/space sequence that HTML chat clients produce."""
    lines = text.lstrip("\n").splitlines()
    edits = []
    for l in lines[first - 1:last]:
        stripped = l.lstrip(" ")
        units = (len(l) - len(stripped)) // 4
        if units:
            edits.append((l + "\n", _html_indent * units + stripped + "\n"))
    return edits


case("chat_paste_nbsp_and_zero_width_space", UNI, GREP, [
    M("unicode: no-break spaces in indentation",
      "slow_requests() was copied from a Teams message: its indentation is alternating U+00A0 "
      "no-break spaces and normal spaces (HTML `&nbsp; &nbsp;`), on all five body lines.",
      *_nbsp_lines(GREP, 18, 22)),
    M("unicode: zero-width space",
      "A U+200B zero-width space (inserted by the chat client where it wrapped the long line) "
      "between `Path(folder).glob(` and the pattern.",
      ('glob("api-*.log*")', 'glob(%s"api-*.log*")' % ZWSP)),
], note="""
Situation: the snippet was posted in a chat channel and copied from the rendered message.
Both mistakes are invisible in most editors.
""")

# ---------------------------------------------------------------------------
case("ime_fullwidth_punctuation", UNI, r'''
# 库存预警脚本：每天早上检查库存，把低于安全库存的商品打印出来发给采购
import csv
import sys

安全库存 = 20


def 读取库存(文件名):
    商品列表 = []
    with open(文件名, encoding="utf-8") as f:
        for 行 in csv.DictReader(f):
            商品列表.append((行["sku"], 行["名称"], int(行["库存"])))
    return 商品列表


def 低库存(商品列表, 阈值=安全库存):
    return [(sku, 名称, 数量) for sku, 名称, 数量 in 商品列表 if 数量 < 阈值]


if __name__ == "__main__":
    文件 = sys.argv[1] if len(sys.argv) > 1 else "inventory.csv"
    清单 = 低库存(读取库存(文件))
    if 清单:
        print(f"库存预警：{len(清单)} 个商品低于安全库存")
        for sku, 名称, 数量 in 清单:
            print(f"  {sku}  {名称}  剩余 {数量}")
    else:
        print("库存正常，无需预警")
''', [
    M("unicode: full-width colon", "`for 行 in csv.DictReader(f)：` - the IME's full-width colon (U+FF1A).",
      ("for 行 in csv.DictReader(f):", "for 行 in csv.DictReader(f)\uff1a")),
    M("unicode: full-width comma", "`商品列表.append((行[\"sku\"]，行[\"名称\"], ...))` - full-width comma (U+FF0C) between arguments.",
      ('(行["sku"], 行["名称"]', '(行["sku"]\uff0c行["名称"]')),
    M("unicode: full-width parentheses", "`print（\"库存正常，无需预警\"）` - full-width parentheses (U+FF08/U+FF09).",
      ('print("库存正常，无需预警")', '\uff08'.join(["print", '"库存正常，无需预警"\uff09']))),
], note="""
Situation: identifiers, comments and strings are in Chinese, typed with a Chinese input
method that produces full-width punctuation unless switched to half-width.
Intent: only the punctuation that is part of the Python syntax is made half-width. The
full-width colons and commas inside the comment and inside string literals (e.g.
"库存预警：", "库存正常，无需预警") are what the author wants printed and stay.
""")

# ---------------------------------------------------------------------------
case("crlf_scanned_invoices_unclosed_bracket", WIN, r'''
"""Rename scanned invoices from the scanner's names to INV_<date>_<n>.pdf."""
import os
import re
import sys
from datetime import datetime

SCAN_DIR = r"C:\Users\office\Documents\Scans"
PATTERN = re.compile(r"^SCAN_(\d{8})_(\d{6})\.pdf$", re.IGNORECASE)


def new_names(folder):
    files = sorted(f for f in os.listdir(folder) if PATTERN.match(f))
    per_day = {}
    plan = []
    for name in files:
        day, time_part = PATTERN.match(name).groups()
        stamp = datetime.strptime(day + time_part, "%Y%m%d%H%M%S")
        per_day[day] = per_day.get(day, 0) + 1
        plan.append((name, f"INV_{stamp:%Y-%m-%d}_{per_day[day]:02d}.pdf"))
    return plan


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else SCAN_DIR
    plan = new_names(folder)
    if not plan:
        print("Nothing to rename in", folder)
        return
    for old, new in plan:
        print(f"{old:32} -> {new}")
    if input("Rename these files? [y/N] ").strip().lower() != "y":
        return
    for old, new in plan:
        target = os.path.join(folder, new)
        if os.path.exists(target):
            print("skipped, already exists:", new)
            continue
        os.rename(os.path.join(folder, old), target)
    input("Done. Press Enter to close this window.")


if __name__ == "__main__":
    main()
''', [
    M("bracket: unclosed parenthesis",
      "`files = sorted(f for f in os.listdir(folder) if PATTERN.match(f)` - the `sorted(` "
      "call is never closed; the error is reported on a later line.",
      ("if PATTERN.match(f))\n", "if PATTERN.match(f)\n")),
], crlf=True, note="""
Situation: written in Notepad++ on the office PC and double-clicked to run.
""")

# ---------------------------------------------------------------------------
case("crlf_windows_path_escaped_quote", WIN, r'''
"""Weekly disk space report for the office file server (Task Scheduler job)."""
import shutil
from datetime import date

DRIVES = ["C:\\", "D:\\", "E:\\"]
WARN_PERCENT = 85
REPORT_DIR = "C:\Reports\\"

lines = []
worst = 0
for drive in DRIVES:
    try:
        total, used, free = shutil.disk_usage(drive)
    except OSError:
        lines.append(f"{drive:5} not available")
        continue
    percent = used * 100 // total
    worst = max(worst, percent)
    lines.append(f"{drive:5} {used / 2**30:8.1f} GB used of {total / 2**30:8.1f} GB ({percent}%)")

path = REPORT_DIR + f"disk_{date.today():%Y%m%d}.txt"
with open(path, "w", encoding="utf-8") as fh:
    fh.write("\r\n".join(lines) + "\r\n")
if worst >= WARN_PERCENT:
    print("WARNING: a drive is above", WARN_PERCENT, "percent")
else:
    print("All drives OK")
print("Report saved to", path)
''', [
    M("string: backslash escapes the closing quote",
      "`REPORT_DIR = \"C:\\Reports\\\"` - the final backslash of the Windows path escapes the "
      "closing quote, so the string never ends.",
      ('REPORT_DIR = "C:\\Reports\\\\"', 'REPORT_DIR = "C:\\Reports\\"')),
    M("colon: missing after else", "`else` without the colon near the end.",
      ("else:\n    print(\"All drives OK\")", "else\n    print(\"All drives OK\")")),
], crlf=True, note="""
Intent: mistake 1 - the smallest fix doubles only the final backslash:
`"C:\\Reports\\\\"`; the author's `\\R` is left alone (an unrecognised escape that keeps
the backslash; Python 3.11 only warns). A raw string cannot end in a backslash, so
`r"C:\\Reports\\"` is not an option; `"C:\\\\Reports\\\\"` is equally good.
""")
