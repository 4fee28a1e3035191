"""Cases 027-034: habits of other languages, written by people who also code in them."""
from lib import case, M, START, END

# ---------------------------------------------------------------------------
case("php_woocommerce_export_sigils_concat_comments",
     "French WordPress/PHP freelancer writing a one-off export script in Python for a client's accountant",
     r'''
# export des commandes WooCommerce -> CSV pour la compta
import csv
import sys

import mysql.connector

DB = {"host": "localhost", "user": "wp", "password": "", "database": "wordpress"}
PREFIX = "wp_"

QUERY = f"""
SELECT p.ID, p.post_date, pm.meta_value AS total
FROM {PREFIX}posts p
JOIN {PREFIX}postmeta pm ON pm.post_id = p.ID AND pm.meta_key = '_order_total'
WHERE p.post_type = 'shop_order' AND p.post_status = 'wc-completed'
  AND p.post_date >= %s AND p.post_date < %s
ORDER BY p.post_date
"""


def export(month):
    start = month + "-01"
    year, mon = map(int, month.split("-"))
    end = f"{year + mon // 12}-{mon % 12 + 1:02d}-01"

    # connexion + requete
    conn = mysql.connector.connect(**DB)
    cur = conn.cursor()
    cur.execute(QUERY, (start, end))
    rows = cur.fetchall()
    conn.close()

    filename = "commandes_" + month + ".csv"
    total = 0.0
    with open(filename, "w", newline="") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["id", "date", "total"])
        for order_id, date, amount in rows:
            total += float(amount)
            w.writerow([order_id, date.strftime("%d/%m/%Y"), amount.replace(".", ",")])
    print(len(rows), "commandes exportées dans", filename)
    print("total du mois :", round(total, 2))


if __name__ == "__main__":
    export(sys.argv[1] if len(sys.argv) > 1 else "2024-01")
''',
     [
         M("habit:php/js // comment",
           "The comment in `export` starts with `//` (PHP/JS); the file's other comment uses `#`.",
           ("    # connexion + requete\n", "    // connexion + requete\n")),
         M("habit:php . for string concatenation",
           "The file name is built with PHP's `.` operator; `+` is meant, as in `start` above.",
           ('filename = "commandes_" + month + ".csv"', 'filename = "commandes_" . month . ".csv"')),
         M("habit:php $ variable sigils",
           "The running total is written `$total` in its three uses (PHP sigil); the other "
           "variables of the function have none.",
           ("    total = 0.0\n", "    $total = 0.0\n"),
           ("total += float(amount)", "$total += float(amount)"),
           ("round(total, 2)", "round($total, 2)")),
     ],
     note='The freelancer writes PHP and JavaScript all day; comments and messages in French. Only the habits that break Python syntax are mistakes.')

# ---------------------------------------------------------------------------
case("ts_locales_sync_const_triple_equals_arrow",
     "TypeScript front-end developer syncing i18n JSON files with a Python script",
     r'''
import json
from pathlib import Path

# merge translation files: every locale gets the keys of en.json
LOCALES_DIR = Path("src/locales")
BASE = "en"


def flatten(obj, prefix=""):
    out = {}
    for key, value in obj.items():
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            out.update(flatten(value, full))
        else:
            out[full] = value
    return out


def unflatten(flat):
    root = {}
    for dotted, value in flat.items():
        node = root
        *parents, last = dotted.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[last] = value
    return root


base = flatten(json.loads((LOCALES_DIR / f"{BASE}.json").read_text("utf-8")))
report = []

for path in sorted(LOCALES_DIR.glob("*.json")):
    locale = path.stem
    if locale == BASE:
        continue
    current = flatten(json.loads(path.read_text("utf-8")))
    missing = [k for k in base if k not in current]
    unused = [k for k in current if k not in base]
    merged = {k: current.get(k, base[k]) for k in base}
    path.write_text(json.dumps(unflatten(merged), ensure_ascii=False, indent=2) + "\n", "utf-8")
    report.append((locale, len(missing), len(unused)))

report.sort(key=lambda r: r[1], reverse=True)
for locale, missing, unused in report:
    print(f"{locale}: {missing} missing, {unused} unused")
''',
     [
         M("habit:js const declaration",
           "`const BASE = \"en\"` - the JS/TS declaration keyword before a module constant.",
           ('BASE = "en"\n', 'const BASE = "en"\n')),
         M("habit:js === for ==",
           "`===` in the locale comparison.",
           ("if locale == BASE:", "if locale === BASE:")),
         M("habit:js arrow function for lambda",
           "The sort key is a JS arrow function `(r) => r[1]`; `lambda r: r[1]` is meant.",
           ("key=lambda r: r[1]", "key=(r) => r[1]")),
     ],
     note='TypeScript developer; the script keeps every locale JSON file in sync with en.json.')

# ---------------------------------------------------------------------------
case("java_bank_account_block_comment_logic_ops_increment",
     "Java student (2nd year) porting a bank-account exercise to Python for a course switch",
     r'''
# BankAccount - port of the Java exercise (OOP lab 2)
# author: Jonas K.
# an account may go below zero up to its overdraft limit

class BankAccount:
    interest_rate = 0.015

    def __init__(self, owner, balance=0.0, overdraft=100.0):
        self.owner = owner
        self.balance = balance
        self.overdraft = overdraft
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount <= 0 or amount > self.balance + self.overdraft:
            return False
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return True

    def add_interest(self):
        if self.balance > 0 and len(self.history) > 0:
            interest = self.balance * self.interest_rate
            self.deposit(round(interest, 2))

    def __str__(self):
        return f"{self.owner}: {self.balance:.2f} EUR"


if __name__ == "__main__":
    acc = BankAccount("Jonas")
    acc.deposit(250)
    ok = acc.withdraw(300)
    print("withdraw 300:", ok)
    ok = acc.withdraw(100)
    print("withdraw 100:", ok)
    acc.add_interest()
    count = 0
    for i in range(len(acc.history)):
        kind, amount = acc.history[i]
        if kind == "withdraw":
            count += 1
        print(i + 1, kind, amount)
    print(acc, "-", count, "withdrawal(s)")
''',
     [
         M("habit:java /* */ block comment",
           "The header is a Java block comment (`/*`, ` * ` lines, ` */`); meant.py has the same "
           "three lines as `#` comments.",
           ('''# BankAccount - port of the Java exercise (OOP lab 2)
# author: Jonas K.
# an account may go below zero up to its overdraft limit
''', '''/*
 * BankAccount - port of the Java exercise (OOP lab 2)
 * author: Jonas K.
 * an account may go below zero up to its overdraft limit
 */
''')),
         M("habit:java && and || for and/or",
           "`||` in `withdraw` and `&&` in `add_interest`.",
           ("if amount <= 0 or amount >", "if amount <= 0 || amount >"),
           ("if self.balance > 0 and len(", "if self.balance > 0 && len(")),
         M("habit:java for(;;) loop header",
           "The history loop has a Java header, `for (int i = 0; i < len(acc.history); i++):`; "
           "the body indexes `acc.history[i]` and prints `i + 1`, so a loop over "
           "`range(len(acc.history))` is meant.",
           ("    for i in range(len(acc.history)):", "    for (int i = 0; i < len(acc.history); i++):")),
         M("habit:java ++ increment",
           "`count++` for the withdrawal counter.",
           ("            count += 1\n", "            count++\n")),
     ],
     note="Java student porting an OOP lab; the block comment was the Java file's header. Four habits of different kinds.")

# ---------------------------------------------------------------------------
case("csharp_access_log_var_foreach_ternary",
     "C#/.NET developer asked to summarise nginx access logs on a Linux box",
     r'''
import re
import sys
from collections import Counter

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\w+) (?P<path>\S+)[^"]*" '
    r'(?P<status>\d{3}) (?P<size>\d+|-)'
)


def parse(path):
    entries = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = LINE_RE.match(line)
            if not m:
                continue
            d = m.groupdict()
            d["status"] = int(d["status"])
            d["size"] = 0 if d["size"] == "-" else int(d["size"])
            entries.append(d)
    return entries


def summary(entries):
    status_counts = Counter(e["status"] for e in entries)
    errors = [e for e in entries if e["status"] >= 500]
    top_paths = Counter(e["path"] for e in entries).most_common(5)
    total_bytes = sum(e["size"] for e in entries)

    print(f"requests: {len(entries)}")
    print(f"traffic:  {total_bytes / 1024 / 1024:.1f} MB")
    for status, n in sorted(status_counts.items()):
        print(f"  {status}: {n}")
    print("top paths:")
    for path, n in top_paths:
        print(f"  {n:>6}  {path}")
    label = "errors" if len(errors) != 1 else "error"
    print(f"{len(errors)} server {label}")


if __name__ == "__main__":
    summary(parse(sys.argv[1] if len(sys.argv) > 1 else "access.log"))
''',
     [
         M("habit:c# var declaration",
           "`var entries = []` - C#'s `var` before the first assignment.",
           ("    entries = []\n", "    var entries = []\n")),
         M("habit:c# foreach loop",
           "`foreach path, n in top_paths:` - C# loop keyword.",
           ("    for path, n in top_paths:", "    foreach path, n in top_paths:")),
         M("habit:c#/c++ ! for not",
           "`if !m:` - the C-family negation for a failed regex match.",
           ("            if not m:", "            if !m:")),
         M("habit:c# ternary ?:",
           "The plural label uses C#'s `cond ? a : b`; the Python conditional expression with the "
           "same branches is meant.",
           ('label = "errors" if len(errors) != 1 else "error"',
            'label = len(errors) != 1 ? "errors" : "error"')),
     ],
     note='C#/.NET developer summarising nginx logs; the regular expression is correct and unchanged.')

# ---------------------------------------------------------------------------
case("go_port_checker_walrus_func_range",
     "Go backend developer writing a quick port checker for an ops runbook",
     r'''
import socket
import sys
from concurrent.futures import ThreadPoolExecutor

DEFAULT_PORTS = [22, 80, 443, 3306, 5432, 6379, 8080]


def check(host, port, timeout=1.0):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(timeout)
    try:
        err = s.connect_ex((host, port))
    finally:
        s.close()
    return port, err == 0


def scan(host, ports):
    results = {}
    with ThreadPoolExecutor(max_workers=32) as pool:
        futures = [pool.submit(check, host, p) for p in ports]
        for f in futures:
            port, ok = f.result()
            results[port] = ok
    return results


def main():
    if len(sys.argv) < 2:
        print("usage: portcheck HOST [PORT...]")
        sys.exit(1)
    host = sys.argv[1]
    ports = [int(p) for p in sys.argv[2:]] or DEFAULT_PORTS
    try:
        addr = socket.gethostbyname(host)
    except socket.gaierror as e:
        print(f"cannot resolve {host}: {e}")
        sys.exit(2)
    results = scan(addr, ports)
    open_ports = [p for p, ok in sorted(results.items()) if ok]
    for p in sorted(results):
        print(f"{p:>5}  {'open' if results[p] else 'closed'}")
    print(f"{len(open_ports)}/{len(ports)} open on {host} ({addr})")


if __name__ == "__main__":
    main()
''',
     [
         M("habit:go func for def",
           "`func scan(host, ports):` - Go's keyword for the second function.",
           ("def scan(host, ports):", "func scan(host, ports):")),
         M("habit:go for _, x := range loop header",
           "The futures loop is written Go style, `for _, f := range futures:`; `for f in futures:` "
           "is meant (the index is discarded).",
           ("        for f in futures:", "        for _, f := range futures:")),
         M("habit:go := assignment statement",
           "Two first assignments in `main` use Go's `:=` as a statement (`host := ...`, "
           "`results := ...`); Python only allows `:=` inside expressions.",
           ("    host = sys.argv[1]\n", "    host := sys.argv[1]\n"),
           ("    results = scan(addr, ports)\n", "    results := scan(addr, ports)\n")),
     ],
     note='Go developer; script for an ops runbook. The rest of the file is idiomatic Python.')

# ---------------------------------------------------------------------------
case("rust_csv_describe_fn_let_mut_closure",
     "Rust developer writing a quick CSV column summary for a colleague who only has Python",
     r'''
import csv
import statistics
import sys
from dataclasses import dataclass


@dataclass
class Stats:
    name: str
    count: int
    mean: float
    median: float
    stdev: float


def column_values(rows: list[dict], name: str) -> list[float]:
    values = []
    for row in rows:
        raw = row.get(name, "").strip()
        if not raw:
            continue
        try:
            values.append(float(raw))
        except ValueError:
            pass
    return values


def describe(rows: list[dict], name: str) -> Stats | None:
    values = column_values(rows, name)
    if len(values) < 2:
        return None
    return Stats(
        name=name,
        count=len(values),
        mean=statistics.fmean(values),
        median=statistics.median(values),
        stdev=statistics.stdev(values),
    )


def main(path: str) -> None:
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    columns = rows[0].keys() if rows else []
    stats = [s for s in (describe(rows, c) for c in columns) if s is not None]
    stats.sort(key=lambda s: s.stdev, reverse=True)
    width = max((len(s.name) for s in stats), default=6)
    print(f"{'column':<{width}}  {'n':>6}  {'mean':>10}  {'median':>10}  {'stdev':>10}")
    for s in stats:
        print(f"{s.name:<{width}}  {s.count:>6}  {s.mean:>10.3f}  {s.median:>10.3f}  {s.stdev:>10.3f}")


if __name__ == "__main__":
    main(sys.argv[1])
''',
     [
         M("habit:rust fn for def",
           "`fn column_values(...) -> list[float]:` - Rust's `fn` (the return arrow is fine in "
           "Python, the keyword is not).",
           ("def column_values(", "fn column_values(")),
         M("habit:rust let mut binding",
           "`let mut values = []` for the accumulator list.",
           ("    values = []\n", "    let mut values = []\n")),
         M("habit:rust |x| closure for lambda",
           "The sort key is a Rust closure `|s| s.stdev`.",
           ("key=lambda s: s.stdev", "key=|s| s.stdev")),
     ],
     note='Rust developer; `Stats | None` (valid since 3.10) and the `->` return annotations are Python and stay.')

# ---------------------------------------------------------------------------
case("ruby_backup_rotation_unless_elsif_each_do",
     "Ruby/Rails developer rewriting a personal backup script in Python",
     r'''
import os
import shutil
import tarfile
from datetime import datetime
from pathlib import Path

SOURCES = [Path.home() / "notes", Path.home() / "projects" / "blog"]
DEST = Path("/mnt/backup")
KEEP = 5


def archive_name(src):
    stamp = datetime.now().strftime("%Y%m%d-%H%M")
    return DEST / f"{src.name}-{stamp}.tar.gz"


def make_archive(src):
    target = archive_name(src)
    with tarfile.open(target, "w:gz") as tar:
        tar.add(src, arcname=src.name)
    return target


def prune(prefix):
    archives = sorted(DEST.glob(f"{prefix}-*.tar.gz"))
    old = archives[:-KEEP] if len(archives) > KEEP else []
    for path in old:
        path.unlink()
    return len(old)


if not DEST.is_dir():
    raise SystemExit(f"backup disk not mounted at {DEST}")

free_gb = shutil.disk_usage(DEST).free / 1e9
if free_gb < 2:
    print(f"warning: only {free_gb:.1f} GB free")
elif free_gb < 10:
    print(f"note: {free_gb:.1f} GB free")

for src in SOURCES:
    if not src.exists():
        print(f"skip {src} (missing)")
        continue
    target = make_archive(src)
    size_mb = os.path.getsize(target) / 1e6
    removed = prune(src.name)
    print(f"{src.name}: {target.name} ({size_mb:.1f} MB), pruned {removed}")
''',
     [
         M("habit:ruby .each do |x| ... end block",
           "The pruning loop is a Ruby block, `old.each do |path|` with an `end` line under its "
           "body; meant is the `for` loop over the same list (the `end` goes with it).",
           ("    for path in old:\n        path.unlink()\n",
            "    old.each do |path|\n        path.unlink()\n    end\n")),
         M("habit:ruby unless",
           "`unless DEST.is_dir():` - Ruby's `unless`, i.e. `if not`.",
           ("if not DEST.is_dir():", "unless DEST.is_dir():")),
         M("habit:ruby elsif",
           "`elsif` for the second disk-space branch.",
           ("elif free_gb < 10:", "elsif free_gb < 10:")),
     ],
     note="Ruby/Rails developer's personal backup script. A bare `end` line is not a syntax error by itself in Python; it is part of the `.each do` mistake because it closes that block.")

# ---------------------------------------------------------------------------
case("matlab_sensor_peaks_percent_comments_tilde_dot_ops",
     "physiology PhD student moving lab analysis scripts from MATLAB to Python/numpy",
     r'''
import numpy as np
import matplotlib.pyplot as plt

# load the sensor recording (two columns: time [s], voltage [mV])
data = np.loadtxt("recording_03.txt", skiprows=1)
t = data[:, 0]
v = data[:, 1]

fs = 1 / np.mean(np.diff(t))
print("sampling rate: %.1f Hz" % fs)

# moving average filter
win = 25
kernel = np.ones(win) / win
v_smooth = np.convolve(v, kernel, mode="same")

# find peaks above threshold
threshold = np.mean(v_smooth) + 2 * np.std(v_smooth)
peaks = []
for i in range(1, len(v_smooth) - 1):
    if v_smooth[i] > threshold and v_smooth[i] >= v_smooth[i - 1] and v_smooth[i] > v_smooth[i + 1]:
        peaks.append(i)

print("found %d peaks" % len(peaks))
if len(peaks) != 0:
    intervals = np.diff(t[peaks])
    print("mean interval: %.3f s, rate %.1f /min" % (np.mean(intervals), 60 / np.mean(intervals)))

plt.figure()
plt.plot(t, v, color="0.7", label="raw")
plt.plot(t, v_smooth, "b", label="smoothed")
plt.plot(t[peaks], v_smooth[peaks], "ro")
plt.xlabel("time (s)")
plt.ylabel("voltage (mV)")
plt.legend()
plt.show()
''',
     [
         M("habit:matlab % comments",
           "The three section comments start with MATLAB's `%`.",
           ("# load the sensor recording", "% load the sensor recording"),
           ("# moving average filter", "% moving average filter"),
           ("# find peaks above threshold", "% find peaks above threshold")),
         M("habit:matlab ./ element-wise operator",
           "`np.ones(win) ./ win` - MATLAB's element-wise division; numpy's `/` is already "
           "element-wise.",
           ("kernel = np.ones(win) / win", "kernel = np.ones(win) ./ win")),
         M("habit:matlab ~= for !=",
           "`~=` for not-equal in the peaks test.",
           ("if len(peaks) != 0:", "if len(peaks) ~= 0:")),
     ],
     note='Lab analysis moved from MATLAB to numpy; `%` string formatting inside the print calls is Python and stays.')
