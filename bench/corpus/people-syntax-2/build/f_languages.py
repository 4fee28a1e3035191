"""People whose first language is Rust, Go, Kotlin, Ruby, PHP, MATLAB, R or Haskell."""
from lib import case, M

# ---------------------------------------------------------------------------
case("rust_habits_log_levels", "Rust programmer", r'''
"""Count log levels per module in our Rust service's logs (tooling being ported to Python)."""
import sys
from collections import defaultdict

LEVELS = ("TRACE", "DEBUG", "INFO", "WARN", "ERROR")


def parse_line(line: str):
    # format: 2024-05-01T12:00:00Z  INFO my_crate::module: message
    parts = line.split(None, 3)
    if len(parts) < 4 or parts[1] not in LEVELS:
        return None
    module = parts[2].rstrip(":")
    return parts[1], module


def count(lines):
    counts = defaultdict(lambda: dict.fromkeys(LEVELS, 0))
    skipped = 0
    for line in lines:
        parsed = parse_line(line)
        if parsed is None:
            skipped += 1
            continue
        level, module = parsed
        counts[module][level] += 1
    return counts, skipped


def print_table(counts):
    width = max((len(m) for m in counts), default=6)
    print("module".ljust(width), *(lv.rjust(6) for lv in LEVELS))
    for module in sorted(counts, key=lambda m: -counts[m]["ERROR"]):
        row = counts[module]
        print(module.ljust(width), *(str(row[lv]).rjust(6) for lv in LEVELS))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "service.log"
    with open(path, encoding="utf-8") as f:
        counts, skipped = count(f)
    print_table(counts)
    if skipped:
        print(f"{skipped} lines skipped (not in the expected format)")
    errors = sum(row["ERROR"] for row in counts.values())
    sys.exit(1 if errors > 0 else 0)


if __name__ == "__main__":
    main()
''', [
    M("habit:rust `fn` for def", "`fn parse_line(line: str):`.",
      ("def parse_line(line: str):", "fn parse_line(line: str):")),
    M("habit:rust `//` comment", "`// format: ...` comment line.",
      ("    # format: 2024", "    // format: 2024")),
    M("habit:rust `let mut` binding", "`let mut skipped = 0`.",
      ("    skipped = 0\n", "    let mut skipped = 0\n")),
    M("habit:rust `println!` macro", "`println!(f\"{skipped} lines skipped ...\")`.",
      ('        print(f"{skipped} lines', '        println!(f"{skipped} lines')),
])

# ---------------------------------------------------------------------------
case("go_colon_equals_everywhere", "Go programmer", r'''
"""Check which of our hosts answer on the ports they should (port of an old Go tool)."""
import socket
import sys
from concurrent.futures import ThreadPoolExecutor

CHECKS = {
    "db1.internal": [5432],
    "cache1.internal": [6379],
    "web1.internal": [80, 443],
    "web2.internal": [80, 443],
}
TIMEOUT = 2.0


def probe(host, port):
    try:
        conn = socket.create_connection((host, port), timeout=TIMEOUT)
        conn.close()
        return host, port, None
    except OSError as err:
        return host, port, str(err)


def run(checks):
    jobs = [(h, p) for h, ports in checks.items() for p in ports]
    failed = []
    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(lambda hp: probe(*hp), jobs))
    for host, port, err in results:
        status = "ok" if err is None else f"FAIL ({err})"
        print(f"{host:20} {port:5}  {status}")
        if err is not None:
            failed.append(f"{host}:{port}")
    return failed


def main():
    hosts = sys.argv[1:]
    checks = {h: p for h, p in CHECKS.items() if not hosts or h in hosts}
    failed = run(checks)
    if failed:
        print("unreachable:", ", ".join(failed))
        sys.exit(2)
    print("all reachable")


if __name__ == "__main__":
    main()
''', [
    M("habit:go `:=` as an assignment statement",
      "Six plain assignments written with Go's short variable declaration `:=` "
      "(an unparenthesized walrus is not a statement).",
      ("        conn = socket.create_connection(", "        conn := socket.create_connection("),
      ("    jobs = [(h, p)", "    jobs := [(h, p)"),
      ("    failed = []\n", "    failed := []\n"),
      ("        status = \"ok\"", "        status := \"ok\""),
      ("    hosts = sys.argv[1:]\n", "    hosts := sys.argv[1:]\n"),
      ("    checks = {h: p", "    checks := {h: p")),
    M("habit:go `func` for def", "`func probe(host, port):`.",
      ("def probe(host, port):", "func probe(host, port):")),
], note="""
Not every assignment has the habit: `results = ...` and `failed = run(checks)` were written
correctly, as happens in real files.
""")

# ---------------------------------------------------------------------------
case("kotlin_habits_streaks", "Kotlin programmer", r'''
"""Streak counter for the habit tracker export (habits.csv: date,habit,done)."""
import csv
import sys
from collections import defaultdict
from datetime import date, timedelta


def load(path):
    done = defaultdict(set)
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            if row["done"].strip().lower() in ("1", "true", "yes"):
                done[row["habit"]].add(date.fromisoformat(row["date"]))
    return done


def current_streak(days, today):
    streak = 0
    day = today if today in days else today - timedelta(days=1)
    while day in days:
        streak += 1
        day -= timedelta(days=1)
    return streak


def longest_streak(days):
    best = run = 0
    previous = None
    for day in sorted(days):
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    return best


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "habits.csv"
    today = date.fromisoformat(sys.argv[2]) if len(sys.argv) > 2 else date.today()
    habits = load(path)
    for habit in sorted(habits):
        days = habits[habit]
        cur = current_streak(days, today)
        best = longest_streak(days)
        label = "🔥" if cur >= 7 else ""
        print(f"{habit:20} current {cur:3}  best {best:3} {label}")
    top = max(habits, key=lambda h: longest_streak(habits[h]), default=None)
    print("most consistent habit:", top or "none yet")


if __name__ == "__main__":
    main()
''', [
    M("habit:kotlin `fun` for def", "`fun current_streak(days, today):`.",
      ("def current_streak(", "fun current_streak(")),
    M("habit:kotlin parenthesized for-in", "`for (day in sorted(days)):` - Kotlin's for header.",
      ("    for day in sorted(days):\n", "    for (day in sorted(days)):\n")),
    M("habit:kotlin `val` declaration", "`val days = habits[habit]` and `val best = ...` in main().",
      ("        days = habits[habit]\n", "        val days = habits[habit]\n"),
      ("        best = longest_streak(days)\n", "        val best = longest_streak(days)\n")),
    M("habit:kotlin elvis operator", "`top ?: \"none yet\"` - Kotlin's elvis operator for a None default.",
      ('top or "none yet"', 'top ?: "none yet"')),
], note="""
Intent: mistake 4 - `top or "none yet"` (`"none yet" if top is None else top` is equivalent
here, habit names are non-empty).
""")

# ---------------------------------------------------------------------------
case("ruby_habits_budget", "Ruby programmer", r'''
"""Categorise bank statement lines (CSV from the bank) into budget buckets."""
import csv
import json
import sys

RULES = {
    "groceries": ["albert heijn", "jumbo", "lidl", "aldi"],
    "transport": ["ns.nl", "shell", "bp ", "ov-chipkaart"],
    "housing": ["rent", "eneco", "vattenfall", "waternet"],
    "fun": ["spotify", "netflix", "cinema", "steam"],
}


class Categoriser:
    def __init__(self, rules):
        self.rules = rules
        self.unmatched = 0

    def category(self, description):
        text = description.lower()
        for bucket, needles in self.rules.items():
            if any(n in text for n in needles):
                return bucket
        self.unmatched += 1
        return "other"

    def totals(self, rows):
        result = {}
        for row in rows:
            amount = float(row["amount"].replace(",", "."))
            if amount > 0:
                bucket = "income"
            elif row["description"].lower().startswith("transfer to savings"):
                bucket = "savings"
            else:
                bucket = self.category(row["description"])
            result[bucket] = round(result.get(bucket, 0.0) + amount, 2)
        return result


if __name__ == "__main__":
    if not len(sys.argv) > 1:
        sys.exit("usage: budget.py STATEMENT.csv [rules.json]")
    rules = RULES
    if len(sys.argv) > 2:
        with open(sys.argv[2]) as fh:
            rules = json.load(fh)
    cat = Categoriser(rules)
    with open(sys.argv[1], newline="", encoding="latin-1") as fh:
        totals = cat.totals(csv.DictReader(fh, delimiter=";"))
    for bucket, amount in sorted(totals.items(), key=lambda kv: kv[1]):
        print(f"{bucket:10} {amount:10.2f}")
    print(f"{cat.unmatched} transactions were not matched by any rule")
''', [
    M("habit:ruby `require`", "`require 'json'` instead of `import json`.",
      ("import json\n", "require 'json'\n")),
    M("habit:ruby `@ivar`", "`@unmatched += 1` for the instance attribute.",
      ("        self.unmatched += 1\n", "        @unmatched += 1\n")),
    M("habit:ruby `elsif`", "`elsif row[\"description\"]...:`.",
      ('            elif row["description"]', '            elsif row["description"]')),
    M("habit:ruby `unless`", "`unless len(sys.argv) > 1:`.",
      ("    if not len(sys.argv) > 1:\n", "    unless len(sys.argv) > 1:\n")),
], note="""
Intent: mistake 4 - `unless cond:` becomes `if not cond:` (meant.py keeps the author's
`not len(sys.argv) > 1` shape rather than rewriting it as `len(sys.argv) < 2`).
""")

# ---------------------------------------------------------------------------
case("php_habits_guestbook", "PHP programmer", r'''
"""Render the guestbook entries (entries.json) into a static HTML page."""
import html
import json
from datetime import datetime

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>{title}</title></head>
<body>
<h1>{title}</h1>
{entries}
<p class="footer">{count} entries, generated {generated}</p>
</body></html>
"""


class Guestbook:
    def __init__(self, path):
        self.path = path
        self.entries = []

    def load(self):
        with open(self.path, encoding="utf-8") as fh:
            self.entries = json.load(fh)
        self.entries.sort(key=lambda e: e["posted"], reverse=True)
        return self

    def css_class(self, entry):
        stars = int(entry.get("rating", 0))
        if stars >= 4:
            return "entry good"
        elif stars == 0:
            return "entry"
        else:
            return "entry meh"

    def render_entry(self, entry):
        name = html.escape(entry.get("name") or "anonymous")
        text = html.escape(entry["message"]).replace("\n", "<br>")
        when = datetime.fromisoformat(entry["posted"]).strftime("%d %b %Y")
        return f'<div class="{self.css_class(entry)}"><b>{name}</b> <i>{when}</i><p>{text}</p></div>'

    def render(self, title):
        parts = [self.render_entry(e) for e in self.entries if not e.get("hidden")]
        return PAGE.format(title=html.escape(title), entries="\n".join(parts),
                           count=len(parts), generated=datetime.now().strftime("%Y-%m-%d %H:%M"))


if __name__ == "__main__":
    book = Guestbook("entries.json").load()
    out = book.render("Our guestbook")
    with open("guestbook.html", "w", encoding="utf-8") as fh:
        fh.write(out)
    print("wrote guestbook.html with", len(book.entries), "entries")
''', [
    M("habit:php `$` variables",
      "render_entry() uses `$name`, `$text`, `$when` for its locals, including inside the "
      "f-string replacement fields.",
      ("        name = html.escape(", "        $name = html.escape("),
      ("        text = html.escape(", "        $text = html.escape("),
      ("        when = datetime.", "        $when = datetime."),
      ("<b>{name}</b> <i>{when}</i><p>{text}</p>", "<b>{$name}</b> <i>{$when}</i><p>{$text}</p>")),
    M("habit:php `elseif`", "`elseif stars == 0:`.",
      ("        elif stars == 0:\n", "        elseif stars == 0:\n")),
    M("habit:php `->` member access", "`self->entries` in render().",
      ("for e in self.entries if not", "for e in self->entries if not")),
    M("habit:php `echo` statement", "`echo \"wrote guestbook.html with\", len(book.entries), \"entries\"`.",
      ('    print("wrote guestbook.html with", len(book.entries), "entries")',
       '    echo "wrote guestbook.html with", len(book.entries), "entries"')),
])

# ---------------------------------------------------------------------------
case("matlab_habits_peaks", "MATLAB user", r'''
# Smooth the accelerometer trace and find the peaks (translated from peaks.m)
import numpy as np
import matplotlib.pyplot as plt

fs = 100.0  # sampling rate in Hz
data = np.loadtxt("accel.csv", delimiter=",", skiprows=1)
t = data[:, 0]
a = data[:, 1]

# moving average with a window of 0.25 s
win = int(0.25 * fs)
kernel = np.ones(win) / win
a_smooth = np.convolve(a, kernel, mode="same")

# energy and threshold
energy = a_smooth ** 2
threshold = np.mean(energy) + 2 * np.std(energy)

peaks = []
for k in range(1, len(energy) - 1):
    if energy[k] > threshold and energy[k] >= energy[k - 1] and energy[k] >= energy[k + 1]:
        if len(peaks) == 0 or t[k] - t[peaks[-1]] > 0.5:
            peaks.append(k)

print("found", len(peaks), "peaks")
if len(peaks) != 0:
    intervals = np.diff(t[peaks])
    print("mean interval: %.3f s" % np.mean(intervals))
    rate = 60.0 / np.mean(intervals)
    if rate > 150:
        print("rate %.0f per minute - suspiciously high" % rate)
    elif rate < 40:
        print("rate %.0f per minute - suspiciously low" % rate)
    else:
        print("rate %.0f per minute" % rate)

plt.plot(t, a, color="0.7", label="raw")
plt.plot(t, a_smooth, label="smoothed")
plt.plot(t[peaks], a_smooth[peaks], "rx", label="peaks")
plt.xlabel("time [s]")
plt.legend()
plt.savefig("peaks.png")
''', [
    M("habit:matlab `%` comment", "Two comment lines start with `%` instead of `#`.",
      ("# moving average with", "% moving average with"),
      ("# energy and threshold", "% energy and threshold")),
    M("habit:matlab element-wise `.^`", "`energy = a_smooth .^ 2`.",
      ("energy = a_smooth ** 2", "energy = a_smooth .^ 2")),
    M("habit:matlab `~=`", "`if len(peaks) ~= 0:`.",
      ("if len(peaks) != 0:", "if len(peaks) ~= 0:")),
    M("habit:matlab `elseif`", "`elseif rate < 40:`.",
      ("    elif rate < 40:", "    elseif rate < 40:")),
], note="""
The first comment and the inline `# sampling rate` comment were already written with `#`.
""")

# ---------------------------------------------------------------------------
case("r_habits_reaction_times", "R user", r'''
# Compare reaction times between the two conditions (was analysis.R)
import csv
import statistics

from scipy import stats


def read_times(path):
    groups = {}
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            if row["correct"] != "1":
                continue
            groups.setdefault(row["condition"], []).append(float(row["rt_ms"]))
    return groups


def summarise(values, digits=2):
    return {
        "n": len(values),
        "mean": round(statistics.mean(values), digits),
        "sd": round(statistics.stdev(values), digits),
        "median": round(statistics.median(values), digits),
    }


def trim(values, k=2.5):
    m = statistics.mean(values)
    s = statistics.stdev(values)
    return [v for v in values if abs(v - m) <= k * s]


groups = read_times("reaction_times.csv")
for g in sorted(groups):
    print(g, summarise(groups[g]))

a = trim(groups["congruent"])
b = trim(groups["incongruent"])
t, p = stats.ttest_ind(a, b, equal_var=False)
label = "significant" if p < 0.05 else "n.s."
print(f"Welch t = {t:.2f}, p = {p:.4f} ({label})")

secs = list(map(lambda x: x / 1000, a + b))
print(f"pooled mean after trimming: {statistics.mean(secs):.3f} s")
''', [
    M("habit:r `<-` for a parameter default", "`def summarise(values, digits <- 2):`.",
      ("def summarise(values, digits=2):", "def summarise(values, digits <- 2):")),
    M("habit:r parenthesized for-in", "`for (g in sorted(groups)):`.",
      ("for g in sorted(groups):", "for (g in sorted(groups)):")),
    M("habit:r if-else expression with `<-`",
      "`label <- if (p < 0.05) \"significant\" else \"n.s.\"` - R's if/else as a value, assigned with `<-`.",
      ('label = "significant" if p < 0.05 else "n.s."', 'label <- if (p < 0.05) "significant" else "n.s."')),
    M("habit:r `function(x)` anonymous function", "`map(function(x) x / 1000, a + b)`.",
      ("map(lambda x: x / 1000, a + b)", "map(function(x) x / 1000, a + b)")),
], note="""
Intent: mistake 3 - Python's conditional expression with `=`. The author's other
assignments all use `=`, and a plain `x <- 5` would even be legal Python (a comparison
with -5), which is why only the `<-` slips that are syntax errors appear here.
""")

# ---------------------------------------------------------------------------
case("haskell_habits_rle", "Haskell programmer", r'''
"""Run-length encode / decode text files (a warm-up exercise, done the functional way)."""
import sys
from functools import reduce
from itertools import groupby


def encode(text):
    return [(ch, len(list(run))) for ch, run in groupby(text)]


def decode(pairs):
    return "".join(ch * n for ch, n in pairs)


def to_string(pairs):
    # "aaab" -> "3a1b"
    return "".join(f"{n}{ch}" for ch, n in pairs)


def from_string(s):
    pairs, digits = [], ""
    for ch in s:
        if ch.isdigit():
            digits += ch
        else:
            pairs.append((ch, int(digits)))
            digits = ""
    return pairs


def ratio(original, encoded):
    return len(encoded) / len(original) if original else 1.0


def main(args):
    mode, path = args[0], args[1]
    text = open(path, encoding="utf-8").read()
    if mode == "encode":
        out = to_string(encode(text))
        print(out)
        print(f"ratio: {ratio(text, out):.2f}", file=sys.stderr)
    elif mode == "decode":
        print(decode(from_string(text.strip())), end="")
    else:
        sys.exit("usage: rle.py encode|decode FILE")
    total = reduce(lambda acc, p: acc + p[1], encode(text), 0)
    if total != len(text):
        sys.exit("internal error: lengths differ")


if __name__ == "__main__":
    main(sys.argv[1:])
''', [
    M("habit:haskell `--` comment", "`-- \"aaab\" -> \"3a1b\"` comment line.",
      ('    # "aaab" -> "3a1b"', '    -- "aaab" -> "3a1b"')),
    M("habit:haskell `let` binding", "`let out = to_string(encode(text))`.",
      ("        out = to_string(", "        let out = to_string(")),
    M("habit:haskell backslash lambda", "`reduce(\\acc, p -> acc + p[1], ...)`.",
      ("reduce(lambda acc, p: acc + p[1],", "reduce(\\acc, p -> acc + p[1],")),
    M("habit:haskell `/=` for not-equal", "`if total /= len(text):`.",
      ("if total != len(text):", "if total /= len(text):")),
], note="""
Logic quirk kept: the final length check runs in decode mode too, where it is trivially true.
""")
