"""025-034: people who came from another language, one language per file; only habits
that make a SyntaxError are written (and counted)."""
from lib import M, case

# ---------------------------------------------------------------------------
# 025
case("access_log_status_ruby_unless_each_do_end_puts_interpolation",
     "habits from Ruby",
     r'''
# parse the access log, count status codes per path
# (first python script, I usually do this kind of thing in ruby)
import re
import sys
from collections import Counter, defaultdict

LINE = re.compile(r'"(?P<method>[A-Z]+) (?P<path>\S+) [^"]*" (?P<status>\d{3})')


def parse(lines):
    per_path = defaultdict(Counter)
    skipped = 0
    for line in lines:
        m = LINE.search(line)
        if not m:
            skipped += 1
            continue
        path = m.group("path").split("?")[0]
        per_path[path][m.group("status")] += 1
    return per_path, skipped


def report(per_path, min_errors):
    for path, statuses in sorted(per_path.items()):
        errors = sum(n for code, n in statuses.items() if code.startswith("5"))
        if errors < min_errors:
            continue
        total = sum(statuses.values())
        print(f"{path}: {errors}/{total} server errors")
        for code, n in statuses.most_common():
            print(f"   {code} x{n}")


if __name__ == "__main__":
    filename = sys.argv[1]
    min_errors = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    with open(filename, encoding="utf-8", errors="replace") as f:
        per_path, skipped = parse(f)
    if skipped:
        print(f"skipped {skipped} unparsable lines")
    report(per_path, min_errors)
''',
     [
         M("ruby: unless for if not",
           "parse() skips unmatched lines with 'unless m:'.",
           ("        if not m:\n", "        unless m:\n")),
         M("ruby: .each do |a, b| ... end block for a for loop",
           "The inner loop of report() is written as 'statuses.most_common.each do |code, n|' "
           "with an 'end' line after its body.",
           ("        for code, n in statuses.most_common():\n            print(f\"   {code} x{n}\")\n",
            "        statuses.most_common.each do |code, n|\n            print(f\"   {code} x{n}\")\n        end\n")),
         M("ruby: puts with #{} interpolation for print with an f-string",
           "'puts \"skipped #{skipped} unparsable lines\"' in the main block.",
           ('    print(f"skipped {skipped} unparsable lines")', '    puts "skipped #{skipped} unparsable lines"')),
     ],
     note="""
A Ruby developer's first Python script. meant.py is the Python the author meant, in the
file's own style: 'if not m:', a for loop over most_common(), print with an f-string
(the file uses f-strings everywhere else). The bare 'end' line would be a valid name on
its own; it belongs to the .each do mistake.
""")

# ---------------------------------------------------------------------------
# 026
case("service_health_go_short_var_decl_func_c_for_braces",
     "habits from Go",
     r'''
# Health checker for our internal services - port of the Go version
import json
import sys
import time
import urllib.request

SERVICES = {
    "auth": "http://auth.internal:8080/healthz",
    "billing": "http://billing.internal:8080/healthz",
    "search": "http://search.internal:9200/_cluster/health",
}


def check(name, url, timeout=3.0):
    start = time.monotonic()
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            body = resp.read()
            status = resp.status
    except OSError as err:
        return {"name": name, "ok": False, "error": str(err)}
    elapsed = time.monotonic() - start
    ok = status == 200
    if name == "search":
        health = json.loads(body).get("status")
        ok = ok and health in ("green", "yellow")
    return {"name": name, "ok": ok, "ms": round(elapsed * 1000)}


def main():
    results = []
    for name, url in SERVICES.items():
        results.append(check(name, url))
    failed = 0
    for i in range(len(results)):
        r = results[i]
        if not r["ok"]:
            failed += 1
        print(json.dumps(r))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
''',
     [
         M("go: := short variable declarations as statements",
           "check() declares 'start := time.monotonic()' and 'elapsed := ...'.",
           ("    start = time.monotonic()", "    start := time.monotonic()"),
           ("    elapsed = time.monotonic() - start", "    elapsed := time.monotonic() - start")),
         M("go: func for def",
           "'func check(name, url, timeout=3.0):'.",
           ("def check(name, url", "func check(name, url")),
         M("go: C-style for header with braces",
           "main()'s index loop is written 'for i := 0; i < len(results); i++ {' and closed "
           "by '}' after its body.",
           ("    for i in range(len(results)):\n", "    for i := 0; i < len(results); i++ {\n"),
           ("        print(json.dumps(r))\n", "        print(json.dumps(r))\n    }\n")),
     ],
     note="""
A Go developer ports a health checker. The index loop becomes 'for i in range(len(results)):'
(the body already uses results[i], so the loop keeps its index).
""")

# ---------------------------------------------------------------------------
# 027
case("crash_report_buckets_kotlin_val_fun_elvis_for_in_braces",
     "habits from Kotlin",
     r'''
# quick script to bucket our app's crash reports by version and severity
import csv
import sys
from collections import defaultdict

SEVERITY_ORDER = ["fatal", "error", "warning"]


def severity_of(row):
    kind = row["type"].lower()
    if kind in ("anr", "native_crash", "crash"):
        return "fatal"
    elif kind == "exception":
        return "error"
    else:
        return "warning"


def load(path):
    buckets = defaultdict(lambda: defaultdict(int))
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            version = row["app_version"] or "unknown"
            buckets[version][severity_of(row)] += 1
    return buckets


def main(path):
    buckets = load(path)
    versions = sorted(buckets, key=lambda v: [int(p) if p.isdigit() else 0 for p in v.split(".")])
    for version in versions:
        counts = buckets[version]
        line = ", ".join(f"{s}={counts[s]}" for s in SEVERITY_ORDER)
        print(f"{version:>10}  {line}")
    worst = max(versions, key=lambda v: buckets[v]["fatal"])
    print(f"most fatal crashes: {worst} ({buckets[worst]['fatal']})")


if __name__ == "__main__":
    main(sys.argv[1])
''',
     [
         M("kotlin: val in front of assignments",
           "Two assignments are declared Kotlin-style: 'val kind = ...' and 'val buckets = ...'.",
           ('    kind = row["type"].lower()', '    val kind = row["type"].lower()'),
           ("    buckets = defaultdict(", "    val buckets = defaultdict(")),
         M("kotlin: fun for def",
           "'fun severity_of(row):'.",
           ("def severity_of(row):", "fun severity_of(row):")),
         M("kotlin: elvis operator ?: for or",
           "'version = row[\"app_version\"] ?: \"unknown\"' (empty cell -> \"unknown\").",
           ('row["app_version"] or "unknown"', 'row["app_version"] ?: "unknown"')),
         M("kotlin: for (x in xs) { ... } loop",
           "main()'s loop is written 'for (version in versions) {' with a closing '}' after "
           "its body.",
           ("    for version in versions:\n", "    for (version in versions) {\n"),
           ('        print(f"{version:>10}  {line}")\n', '        print(f"{version:>10}  {line}")\n    }\n')),
     ],
     note="""
An Android developer's data script. '?:' becomes 'or' (csv gives '' for an empty cell,
which is what the elvis was meant to catch).
""")

# ---------------------------------------------------------------------------
# 028
case("survey_summary_pandas_r_dollar_column_in_operator_function_braces",
     "habits from R",
     r'''
# survey analysis, translated from my R script
import numpy as np
import pandas as pd

df = pd.read_csv("survey_2024.csv")
df = df[df["age"].notna()]

regions_of_interest = ["North", "East"]
sub = df[df["region"].isin(regions_of_interest)]


def summarise_group(d):
    return pd.Series({
        "n": len(d),
        "mean_score": d["score"].mean(),
        "sd_score": d["score"].std(),
        "pct_satisfied": (d["satisfied"] == "yes").mean() * 100,
    })


summary = sub.groupby("region").apply(summarise_group)
print(summary.round(2))

def age_band(age):
    if age < 30:
        return "18-29"
    elif age < 50:
        return "30-49"
    return "50+"

sub = sub.assign(band=sub["age"].apply(age_band))
print(pd.crosstab(sub["band"], sub["satisfied"], normalize="index").round(3))

scores = sub["score"].to_numpy()
ci = np.percentile(scores, [2.5, 97.5])
print("95% range of scores:", ci)
''',
     [
         M("r: $ for column access",
           "'df[df$age.notna()]' uses R's '$' to take the age column.",
           ('df = df[df["age"].notna()]', 'df = df[df$age.notna()]')),
         M("r: %in% for membership",
           "'df[\"region\"] %in% regions_of_interest' for the region filter.",
           ('df["region"].isin(regions_of_interest)', 'df["region"] %in% regions_of_interest')),
         M("r: name <- function(x) { ... } for def",
           "age_band is defined R-style, 'age_band <- function(age) {', with a closing '}' "
           "after the Python body.",
           ("def age_band(age):\n", "age_band <- function(age) {\n"),
           ('    return "50+"\n', '    return "50+"\n}\n')),
     ],
     note="""
An R user's first pandas script. meant.py uses pandas in the file's own style:
'df["age"]' (every other column is taken with ["..."]), '.isin(...)' for %in%,
'def age_band(age):'. The file's single blank lines around age_band are the author's.
""")

# ---------------------------------------------------------------------------
# 029
case("accelerometer_peaks_matlab_percent_comments_elseif_dot_power",
     "habits from MATLAB",
     r'''
# moving average filter + peak detection on the accelerometer log
# (rewrite of my old MATLAB script)
import numpy as np
import matplotlib.pyplot as plt

data = np.loadtxt("accel_log.csv", delimiter=",", skiprows=1)
t = data[:, 0]
a = data[:, 1]

# moving average with window w
w = 15
kernel = np.ones(w) / w
a_smooth = np.convolve(a, kernel, mode="same")

# find peaks above the threshold
threshold = a_smooth.mean() + 2 * a_smooth.std()
peaks = []
for i in range(1, len(a_smooth) - 1):
    if a_smooth[i] > threshold and a_smooth[i] >= a_smooth[i - 1] and a_smooth[i] > a_smooth[i + 1]:
        peaks.append(i)

if len(peaks) == 0:
    print("no peaks found")
elif len(peaks) == 1:
    print("one peak at t =", t[peaks[0]])
else:
    intervals = np.diff(t[peaks])
    print(f"{len(peaks)} peaks, mean interval {intervals.mean():.3f} s")

energy = np.sum(a_smooth ** 2) * (t[1] - t[0])
print("signal energy:", energy)

plt.plot(t, a, color="0.7", label="raw")
plt.plot(t, a_smooth, label=f"moving average (w={w})")
plt.plot(t[peaks], a_smooth[peaks], "rv", label="peaks")
plt.axhline(threshold, linestyle=":", color="k")
plt.xlabel("t [s]")
plt.legend()
plt.show()
''',
     [
         M("matlab: % comments",
           "Two section comments start with MATLAB's '%'.",
           ("# moving average with window w", "% moving average with window w"),
           ("# find peaks above the threshold", "% find peaks above the threshold")),
         M("matlab: elseif for elif",
           "'elseif len(peaks) == 1:'.",
           ("elif len(peaks) == 1:", "elseif len(peaks) == 1:")),
         M("matlab: .^ element-wise power",
           "'np.sum(a_smooth .^ 2)'.",
           ("a_smooth ** 2", "a_smooth .^ 2")),
     ],
     note="""
An engineer moves a MATLAB analysis to numpy. '.^' becomes '**' (element-wise on arrays).
""")

# ---------------------------------------------------------------------------
# 030
case("localizable_strings_check_swift_let_guard_else_func",
     "habits from Swift",
     r'''
# Checks that every key in en.lproj/Localizable.strings exists in the other languages too
import re
import sys
from pathlib import Path

ENTRY = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;\s*$')


def parse_strings(path):
    entries = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith(("//", "/*", "*")):
            continue
        match = ENTRY.match(line)
        if match is None:
            print(f"{path}:{number}: cannot parse line")
            continue
        key, value = match.groups()
        entries[key] = value
    return entries


def placeholders(value):
    return sorted(re.findall(r"%(?:\d+\$)?[@dfs]", value))


def check(base_dir):
    base = parse_strings(base_dir / "en.lproj" / "Localizable.strings")
    problems = 0
    for lproj in sorted(base_dir.glob("*.lproj")):
        if lproj.name == "en.lproj":
            continue
        other = parse_strings(lproj / "Localizable.strings")
        for key, value in base.items():
            if key not in other:
                print(f"{lproj.name}: missing {key!r}")
                problems += 1
            elif placeholders(value) != placeholders(other[key]):
                print(f"{lproj.name}: placeholders differ for {key!r}")
                problems += 1
    return problems


if __name__ == "__main__":
    base_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("Resources")
    count = check(base_dir)
    print(f"{count} problem(s)")
    sys.exit(1 if count else 0)
''',
     [
         M("swift: let in front of assignments",
           "check() declares 'let base = ...' and 'let other = ...'.",
           ("    base = parse_strings(", "    let base = parse_strings("),
           ("        other = parse_strings(", "        let other = parse_strings(")),
         M("swift: guard <condition> else for an early exit",
           "The parse check is written as a guard: 'guard match is not None else:' followed by "
           "the print and 'continue'.",
           ("        if match is None:\n", "        guard match is not None else:\n")),
         M("swift: func for def",
           "'func placeholders(value):'.",
           ("def placeholders(value):", "func placeholders(value):")),
     ],
     note="""
An iOS developer checks Localizable.strings files. 'guard C else: <exit>' means
'if not C: <exit>', so meant.py reads 'if match is None:'.
""")

# ---------------------------------------------------------------------------
# 031
case("work_orders_export_csharp_slash_comments_var_foreach_dollar_string",
     "habits from C#",
     r'''
# Export open work orders from the SQL Server DB to a CSV for the planners
import csv
import datetime
import sys

import pyodbc

CONN_STR = (
    "DRIVER={ODBC Driver 17 for SQL Server};"
    "SERVER=plant-sql01;DATABASE=Maintenance;Trusted_Connection=yes;"
)
QUERY = """
SELECT wo.Id, wo.Title, wo.Priority, wo.DueDate, a.Name AS Asset
FROM WorkOrders wo JOIN Assets a ON a.Id = wo.AssetId
WHERE wo.Status = 'Open'
ORDER BY wo.Priority, wo.DueDate
"""


def fetch_open_orders(conn):
    cursor = conn.cursor()
    cursor.execute(QUERY)
    columns = [c[0] for c in cursor.description]
    return [dict(zip(columns, row)) for row in cursor.fetchall()]


def is_overdue(order, today):
    return order["DueDate"] is not None and order["DueDate"].date() < today


def write_csv(orders, path):
    today = datetime.date.today()
    with open(path, "w", newline="", encoding="utf-8-sig") as f:
        # planners open it in German Excel, so ; as delimiter
        writer = csv.writer(f, delimiter=";")
        writer.writerow(["Id", "Title", "Priority", "Due", "Asset", "Overdue"])
        for order in orders:
            due = order["DueDate"].strftime("%d.%m.%Y") if order["DueDate"] else ""
            writer.writerow([order["Id"], order["Title"], order["Priority"], due,
                             order["Asset"], "YES" if is_overdue(order, today) else ""])


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "open_work_orders.csv"
    with pyodbc.connect(CONN_STR) as conn:
        orders = fetch_open_orders(conn)
    write_csv(orders, path)
    overdue = sum(1 for o in orders if is_overdue(o, datetime.date.today()))
    print(f"Exported {len(orders)} open work orders ({overdue} overdue) to {path}")


if __name__ == "__main__":
    main()
''',
     [
         M("csharp: // comments",
           "The header comment and the delimiter comment start with '//'.",
           ("# Export open work orders", "// Export open work orders"),
           ("        # planners open it", "        // planners open it")),
         M("csharp: var declaration",
           "'var today = datetime.date.today()' in write_csv().",
           ("    today = datetime.date.today()", "    var today = datetime.date.today()")),
         M("csharp: foreach (var x in xs)",
           "'foreach (var order in orders):'.",
           ("        for order in orders:", "        foreach (var order in orders):")),
         M("csharp: $\"...\" interpolated string for an f-string",
           "The summary line uses C#'s '$\"...{x}...\"' interpolation.",
           ('print(f"Exported {len(orders)}', 'print($"Exported {len(orders)}')),
     ],
     crlf=True,
     note="""
A C# developer at a plant writes an export script on Windows (CRLF line endings).
'$"..."' becomes an f-string with the same text.
""")

# ---------------------------------------------------------------------------
# 032
case("newsletter_import_php_dollar_vars_arrow_dot_concat_echo",
     "habits from PHP",
     r'''
# import newsletter subscribers from the old PHP site's CSV export into the new DB
import csv
import sqlite3
import sys

DB = "newsletter.db"


def normalise_email(raw):
    return raw.strip().lower()


def import_csv(path, conn):
    added = skipped = 0
    log = ""
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            email = normalise_email(row["email"])
            if "@" not in email:
                log += "bad address: " + email + "\n"
                skipped += 1
                continue
            cur = conn.execute("SELECT 1 FROM subscribers WHERE email = ?", (email,))
            if cur.fetchone():
                skipped += 1
                continue
            conn.execute(
                "INSERT INTO subscribers (email, name, source) VALUES (?, ?, ?)",
                (email, row.get("name", ""), "php-export"),
            )
            added += 1
    conn.commit()
    return added, skipped, log


def main():
    conn = sqlite3.connect(DB)
    conn.execute("CREATE TABLE IF NOT EXISTS subscribers (email TEXT PRIMARY KEY, name TEXT, source TEXT)")
    added, skipped, log = import_csv(sys.argv[1], conn)
    print(log, end="")
    print("added " + str(added) + ", skipped " + str(skipped))
    conn.close()


if __name__ == "__main__":
    main()
''',
     [
         M("php: $ in front of variable names",
           "Three uses of email in import_csv() are written '$email'.",
           ("            email = normalise_email(", "            $email = normalise_email("),
           ('if "@" not in email:', 'if "@" not in $email:'),
           ("WHERE email = ?\", (email,))", "WHERE email = ?\", ($email,))")),
         M("php: .= and . for string concatenation",
           "The log line is built with '.=' and '.'.",
           ('log += "bad address: " + email + "\\n"', 'log .= "bad address: " . email . "\\n"')),
         M("php: -> for attribute access",
           "The INSERT is called as 'conn->execute('.",
           ("            conn.execute(\n", "            conn->execute(\n")),
         M("php: echo for print",
           "The summary is printed with 'echo' and no parentheses.",
           ('    print("added " + str(added) + ", skipped " + str(skipped))',
            '    echo "added " + str(added) + ", skipped " + str(skipped)')),
     ],
     note="""
A PHP developer moves a newsletter list to SQLite. '.=' / '.' become '+=' / '+' (the
file concatenates with '+' elsewhere). Note: '"a" . name' alone would be valid Python
(attribute access on a str), so the concatenation counts only together with '.=' on
the same line; 'echo x' becomes 'print(x)'.
""")

# ---------------------------------------------------------------------------
# 033
case("tic_tac_toe_ai_java_for_header_and_and_not_typed_declaration",
     "habits from Java",
     r'''
# Tic-tac-toe winner check + a simple computer move (I mostly write Java, first Python thing)
import random

EMPTY = " "


def winner(board):
    lines = []
    for i in range(3):
        lines.append(board[i])
        lines.append([board[0][i], board[1][i], board[2][i]])
    lines.append([board[0][0], board[1][1], board[2][2]])
    lines.append([board[0][2], board[1][1], board[2][0]])
    for line in lines:
        if line[0] != EMPTY and line[0] == line[1] and line[1] == line[2]:
            return line[0]
    return None


def is_full(board):
    return all(cell != EMPTY for row in board for cell in row)


def computer_move(board, me, other):
    free = [(r, c) for r in range(3) for c in range(3) if board[r][c] == EMPTY]
    for player in (me, other):  # first try to win, then block
        for r, c in free:
            board[r][c] = player
            won = winner(board) == player
            board[r][c] = EMPTY
            if won:
                return r, c
    if board[1][1] == EMPTY:
        return 1, 1
    return random.choice(free)


def show(board):
    for i in range(3):
        print(" | ".join(board[i]))
        if i < 2:
            print("--+---+--")


if __name__ == "__main__":
    board = [[EMPTY] * 3 for _ in range(3)]
    turn = "X"
    while not winner(board) and not is_full(board):
        r, c = computer_move(board, turn, "O" if turn == "X" else "X")
        board[r][c] = turn
        turn = "O" if turn == "X" else "X"
    show(board)
    result = winner(board)
    print("winner: " + result if result else "draw")
''',
     [
         M("java: for (int i = 0; i < n; i++) header",
           "winner()'s loop over rows and columns is written 'for (int i = 0; i < 3; i++):'.",
           ("    for i in range(3):\n        lines.append", "    for (int i = 0; i < 3; i++):\n        lines.append")),
         M("java: && for and",
           "The three-in-a-row test joins its comparisons with '&&'.",
           ("line[0] != EMPTY and line[0] == line[1] and line[1] == line[2]",
            "line[0] != EMPTY && line[0] == line[1] && line[1] == line[2]")),
         M("java: ! for not",
           "The game loop reads 'while !winner(board) and !is_full(board):'.",
           ("while not winner(board) and not is_full(board):", "while !winner(board) and !is_full(board):")),
         M("java: typed variable declaration (String x = ...)",
           "'String result = winner(board)'.",
           ("    result = winner(board)", "    String result = winner(board)")),
     ],
     note="""
A Java developer's first Python program. The Java loop header becomes
'for i in range(3):'. ('&&' and '!' are separate habits; both appear in one line each.)
""")

# ---------------------------------------------------------------------------
# 034
case("log_compress_purge_bash_then_fi_do_done_dollar_echo",
     "habits from Bash",
     r'''
#!/usr/bin/env python3
# nightly: compress yesterday's app logs and delete archives older than 30 days
import gzip
import os
import shutil
import sys
import time
from pathlib import Path

LOG_DIR = Path(os.environ.get("LOG_DIR", "/var/log/myapp"))
KEEP_DAYS = 30


def compress_old_logs(log_dir):
    count = 0
    for log in sorted(log_dir.glob("*.log.1")):
        target = log.with_name(log.name + ".gz")
        with open(log, "rb") as src, gzip.open(target, "wb") as dst:
            shutil.copyfileobj(src, dst)
        log.unlink()
        count += 1
    return count


def purge_archives(log_dir, days):
    cutoff = time.time() - days * 86400
    removed = 0
    for archive in log_dir.glob("*.gz"):
        if archive.stat().st_mtime < cutoff:
            archive.unlink()
            removed += 1
    return removed


if __name__ == "__main__":
    if not LOG_DIR.is_dir():
        print(f"{LOG_DIR} does not exist", file=sys.stderr)
        sys.exit(1)
    done = compress_old_logs(LOG_DIR)
    gone = purge_archives(LOG_DIR, KEEP_DAYS)
    print(f"compressed {done}, removed {gone} archives older than {KEEP_DAYS} days")
''',
     [
         M("bash: for ...; do ... done",
           "compress_old_logs() loops with 'for log in sorted(...); do' and closes with 'done' "
           "after the body ('done' alone would be a valid name).",
           ('for log in sorted(log_dir.glob("*.log.1")):', 'for log in sorted(log_dir.glob("*.log.1")); do'),
           ("        count += 1\n", "        count += 1\n    done\n")),
         M("bash: if ...; then ... fi",
           "The directory check is 'if not LOG_DIR.is_dir(); then' with 'fi' after its body.",
           ("    if not LOG_DIR.is_dir():\n", "    if not LOG_DIR.is_dir(); then\n"),
           ("        sys.exit(1)\n", "        sys.exit(1)\n    fi\n")),
         M("bash: $ in front of variable names",
           "The two calls pass '$LOG_DIR'.",
           ("compress_old_logs(LOG_DIR)", "compress_old_logs($LOG_DIR)"),
           ("purge_archives(LOG_DIR, KEEP_DAYS)", "purge_archives($LOG_DIR, KEEP_DAYS)")),
         M("bash: echo for print",
           "The summary line is printed with 'echo f\"...\"'.",
           ('    print(f"compressed {done}, removed {gone} archives older than {KEEP_DAYS} days")',
            '    echo f"compressed {done}, removed {gone} archives older than {KEEP_DAYS} days"')),
     ],
     note="""
A sysadmin who writes shell scripts moves a log cron job to Python. meant.py drops the
'; then' / '; do' and the 'fi' / 'done' lines, uses the names without '$', and prints
with print(...). (The script's own variable 'done' is a Python name and stays.)
""")
