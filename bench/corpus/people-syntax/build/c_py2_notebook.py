from lib import case

# ---------------------------------------------------------------- Py2 1
case("py2_word_frequency_prints", "Python 2 veteran", ["print statement", "print statement", "print statement", "print statement"],
     "Old Python 2 script. Four `print` statements without parentheses (usage line, header, per-word line, total).",
r'''import sys
import string


def count_words(path):
    counts = {}
    f = open(path)
    for line in f:
        for word in line.lower().split():
            word = word.strip(string.punctuation)
            if not word:
                continue
            counts[word] = counts.get(word, 0) + 1
    f.close()
    return counts


if len(sys.argv) < 2:
    print("usage: wordfreq.py FILE [N]")
    sys.exit(1)

n = 10
if len(sys.argv) > 2:
    n = int(sys.argv[2])

counts = count_words(sys.argv[1])
pairs = sorted(counts.items(), key=lambda kv: kv[1], reverse=True)
print("Top %d words in %s" % (n, sys.argv[1]))
for word, c in pairs[:n]:
    print("%-15s %5d" % (word, c))
print("total distinct words:", len(counts))
''', [('print("usage: wordfreq.py FILE [N]")', 'print "usage: wordfreq.py FILE [N]"'),
      ('print("Top %d words in %s" % (n, sys.argv[1]))', 'print "Top %d words in %s" % (n, sys.argv[1])'),
      ('print("%-15s %5d" % (word, c))', 'print "%-15s %5d" % (word, c)'),
      ('print("total distinct words:", len(counts))', 'print "total distinct words:", len(counts)')])

# ---------------------------------------------------------------- Py2 2
case("py2_except_comma_raise", "Python 2 veteran", ["except E, e", "raise E, msg", "except (A, B), e"],
     "Sysadmin with Python 2 habits. `except IOError, e:`, `raise ValueError, \"...\"` and `except (KeyError, ValueError), e:`.",
r'''import os


def read_hosts(path):
    hosts = []
    try:
        f = open(path)
    except IOError as e:
        print("cannot open", path, e)
        return hosts
    for line in f:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) < 2:
            raise ValueError("bad line: %s" % line)
        hosts.append((parts[0], parts[1:]))
    f.close()
    return hosts


def lookup(hosts, name):
    table = {}
    for ip, names in hosts:
        for n in names:
            table[n] = ip
    try:
        return table[name]
    except (KeyError, ValueError) as e:
        return None


hosts = read_hosts(os.environ.get("HOSTS_FILE", "/etc/hosts"))
print(lookup(hosts, "localhost"))
''', [("    except IOError as e:", "    except IOError, e:"),
      ('            raise ValueError("bad line: %s" % line)', '            raise ValueError, "bad line: %s" % line'),
      ("    except (KeyError, ValueError) as e:", "    except (KeyError, ValueError), e:")])

# ---------------------------------------------------------------- Py2 3
case("py2_backticks_ne_octal_long", "Python 2 veteran", ["<> operator", "backticks repr", "old octal literal", "long literal suffix L"],
     "Legacy Python 2 deploy script. `<>` for !=, backtick repr `` `mode` ``, octal `0755`, and `10L`.",
r'''import os

MAX_SIZE = 10 * 1024 * 1024
BACKUPS = 10


def ensure_dir(path, mode=0o755):
    if not os.path.isdir(path):
        os.makedirs(path, mode)
        print("created " + path + " with mode " + repr(mode))


def rotate(path):
    if not os.path.exists(path):
        return
    if os.path.getsize(path) < MAX_SIZE:
        return
    for i in range(BACKUPS - 1, 0, -1):
        src = "%s.%d" % (path, i)
        dst = "%s.%d" % (path, i + 1)
        if os.path.exists(src):
            os.rename(src, dst)
    os.rename(path, path + ".1")


def main(logdir):
    ensure_dir(logdir)
    for name in os.listdir(logdir):
        if name.split(".")[-1] != "log":
            continue
        rotate(os.path.join(logdir, name))


main("/var/log/myapp")
''', [("BACKUPS = 10\n", "BACKUPS = 10L\n"),
      ("mode=0o755", "mode=0755"),
      ("repr(mode)", "`mode`"),
      ('if name.split(".")[-1] != "log":', 'if name.split(".")[-1] <> "log":')])

# ---------------------------------------------------------------- Py2 4
case("py2_exec_and_print_redirect", "Python 2 veteran", ["exec statement", "print statement"],
     "Old plugin loader from Python 2. `exec code in namespace` statement and `print \"loaded\", name`.",
r'''import glob
import os


def load_plugins(folder):
    plugins = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.py"))):
        name = os.path.splitext(os.path.basename(path))[0]
        namespace = {"__name__": name}
        with open(path) as f:
            code = f.read()
        exec(code, namespace)
        if "run" in namespace:
            plugins[name] = namespace["run"]
            print("loaded", name)
    return plugins


plugins = load_plugins("plugins")
for name in plugins:
    plugins[name]()
''', [("        exec(code, namespace)", "        exec code in namespace"),
      ('            print("loaded", name)', '            print "loaded", name')])

# ---------------------------------------------------------------- Py2 5
case("py2_class_prints_and_ne", "Python 2 veteran", ["print statement", "<> operator", "missing colon (class)"],
     "Python 2 programmer writing a small stack class. `class Stack(object)` without colon, `print \"empty\"`-style statement in show(), `<>` in pop().",
r'''class Stack(object):
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def pop(self):
        if len(self.items) != 0:
            return self.items.pop()
        return None

    def show(self):
        if not self.items:
            print("(empty)")
        for x in reversed(self.items):
            print(x)


def balanced(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    s = Stack()
    for ch in text:
        if ch in "([{":
            s.push(ch)
        elif ch in ")]}":
            if s.pop() != pairs[ch]:
                return False
    return s.pop() is None


for t in ["(a[b]{c})", "(]", "((", ""]:
    print(repr(t), balanced(t))
''', [("class Stack(object):", "class Stack(object)"),
      ('            print("(empty)")', '            print "(empty)"'),
      ("if len(self.items) != 0:", "if len(self.items) <> 0:")])

# ---------------------------------------------------------------- DS 1
case("notebook_magics_histogram", "data scientist (notebook export)", ["IPython line magic", "shell escape !pip"],
     "Data scientist exported a notebook to .py by hand-copying cells. `%matplotlib inline` and `!pip install seaborn` left in. meant.py comments them out (removing them would be equally valid).",
r'''# !pip install seaborn
import numpy as np
import matplotlib.pyplot as plt
# %matplotlib inline

rng = np.random.default_rng(42)
heights = rng.normal(170, 8, size=500)
weights = heights * 0.45 + rng.normal(0, 6, size=500)

fig, axes = plt.subplots(1, 2, figsize=(10, 4))
axes[0].hist(heights, bins=30, color="steelblue")
axes[0].set_title("Height (cm)")
axes[1].scatter(heights, weights, s=5, alpha=0.5)
axes[1].set_xlabel("height")
axes[1].set_ylabel("weight")
plt.tight_layout()
plt.savefig("hist.png")

print("mean height", heights.mean())
print("corr", np.corrcoef(heights, weights)[0, 1])
''', [("# !pip install seaborn", "!pip install seaborn"), ("# %matplotlib inline", "%matplotlib inline")])

# ---------------------------------------------------------------- DS 2
case("survey_cleaning_plain_python", "data scientist (notebook export)", ["missing comma (dict)", "unclosed bracket (list comprehension)"],
     "Analyst cleaning survey CSV with plain Python. Missing comma after `\"n/a\": None` in the NORMALIZE dict; the list comprehension for `ages` is missing its `]` (runs into the next line).",
r'''import csv

NORMALIZE = {
    "yes": True,
    "y": True,
    "no": False,
    "n": False,
    "n/a": None,
    "": None,
}


def clean_row(row):
    out = {}
    out["id"] = int(row["id"])
    out["age"] = int(row["age"]) if row["age"].strip().isdigit() else None
    out["country"] = row["country"].strip().title()
    out["smoker"] = NORMALIZE.get(row["smoker"].strip().lower())
    return out


with open("survey.csv", newline="") as f:
    rows = [clean_row(r) for r in csv.DictReader(f)]

ages = [r["age"] for r in rows if r["age"] is not None]
print("rows:", len(rows))
print("mean age:", sum(ages) / len(ages))
smokers = sum(1 for r in rows if r["smoker"])
print("smokers:", smokers)
''', [('    "n/a": None,\n', '    "n/a": None\n'),
      ('ages = [r["age"] for r in rows if r["age"] is not None]', 'ages = [r["age"] for r in rows if r["age"] is not None')])

# ---------------------------------------------------------------- DS 3
case("notebook_help_and_cell_magic", "data scientist (notebook export)", ["IPython cell magic %%time", "IPython ? help", "missing closing paren"],
     "Data scientist's notebook export. `%%time` cell magic, `df.describe?` help query left in, and `df.groupby(\"region\")[\"sales\"].sum(` unclosed on the last line.",
r'''import pandas as pd

# %%time
df = pd.read_csv("sales_2023.csv", parse_dates=["date"])
df = df.dropna(subset=["sales"])
df["month"] = df["date"].dt.month

# df.describe?
monthly = df.groupby("month")["sales"].sum()
print(monthly)

best = monthly.idxmax()
print("best month:", best)
print(df.groupby("region")["sales"].sum())
''', [("# %%time", "%%time"), ("# df.describe?", "df.describe?"),
      ('print(df.groupby("region")["sales"].sum())', 'print(df.groupby("region")["sales"].sum()')])

# ---------------------------------------------------------------- DS 4
case("model_scores_dict_equals", "data scientist (notebook export)", ["dict with = instead of :", "missing comma (call args)"],
     "ML engineer summarizing scores. The `summary` dict uses `\"mean\" = ...` (= instead of :) for two keys, and `sorted(..., key=... reverse=True)` lacks a comma.",
r'''import statistics

results = [
    {"model": "logreg", "score": 0.81},
    {"model": "random_forest", "score": 0.86},
    {"model": "xgboost", "score": 0.88},
    {"model": "knn", "score": 0.74},
]

scores = [r["score"] for r in results]
summary = {
    "mean": statistics.mean(scores),
    "stdev": statistics.stdev(scores),
    "best": max(scores),
}

ranked = sorted(results, key=lambda r: r["score"], reverse=True)
for i, r in enumerate(ranked, 1):
    print(i, r["model"], r["score"])
print(summary)
''', [('    "mean": statistics.mean(scores),', '    "mean" = statistics.mean(scores),'),
      ('    "stdev": statistics.stdev(scores),', '    "stdev" = statistics.stdev(scores),'),
      ('key=lambda r: r["score"], reverse=True', 'key=lambda r: r["score"] reverse=True')])

# ---------------------------------------------------------------- DS 5
case("notebook_ls_and_fstring", "data scientist (notebook export)", ["shell escape !ls", "unbalanced f-string brace", "missing colon (for)"],
     "Data scientist. `!ls data/` shell escape left in, `f\"{len(rows)} rows loaded\"` typed as `f\"{len(rows) rows loaded\"`, and `for name in files` without colon.",
r'''import json
import os

# !ls data/
files = [f for f in os.listdir("data") if f.endswith(".json")]

rows = []
for name in files:
    with open(os.path.join("data", name)) as fh:
        rows.extend(json.load(fh))

print(f"{len(rows)} rows loaded from {len(files)} files")

by_label = {}
for r in rows:
    by_label.setdefault(r["label"], []).append(r["value"])

for label, values in sorted(by_label.items()):
    print(label, len(values), sum(values) / len(values))
''', [("# !ls data/", "!ls data/"),
      ('f"{len(rows)} rows loaded', 'f"{len(rows) rows loaded'),
      ("for name in files:", "for name in files")])
