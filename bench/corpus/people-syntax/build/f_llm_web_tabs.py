from lib import case

# ---------------------------------------------------------------- LLM 1
_m = r'''import argparse
import hashlib
import os


def file_hash(path, chunk_size=65536):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while True:
            chunk = f.read(chunk_size)
            if not chunk:
                break
            h.update(chunk)
    return h.hexdigest()


def find_duplicates(root):
    seen = {}
    duplicates = []
    for dirpath, _, filenames in os.walk(root):
        for name in filenames:
            path = os.path.join(dirpath, name)
            try:
                digest = file_hash(path)
            except OSError:
                continue
            if digest in seen:
                duplicates.append((seen[digest], path))
            else:
                seen[digest] = path
    return duplicates


def main():
    parser = argparse.ArgumentParser(description="Find duplicate files by content.")
    parser.add_argument("root", help="directory to scan")
    args = parser.parse_args()
    for original, dup in find_duplicates(args.root):
        print(f"{dup} is a duplicate of {original}")


if __name__ == "__main__":
    main()
'''
case("llm_markdown_fences", "LLM output pasted verbatim", ["markdown code fence left in", "markdown code fence left in"],
     "Chat-assistant answer saved straight to a .py file: the opening ```python and closing ``` fence lines are still there (first and last line). meant.py deletes them.",
     _m, [], broken="```python\n" + _m + "```\n")

# ---------------------------------------------------------------- LLM 2
_m = r'''import sqlite3


def init_db(path="todo.db"):
    conn = sqlite3.connect(path)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS todo (id INTEGER PRIMARY KEY, title TEXT NOT NULL, done INTEGER DEFAULT 0)"
    )
    return conn


def add_task(conn, title):
    conn.execute("INSERT INTO todo (title) VALUES (?)", (title,))
    conn.commit()


def complete_task(conn, task_id):
    conn.execute("UPDATE todo SET done = 1 WHERE id = ?", (task_id,))
    conn.commit()


def list_tasks(conn):
    return conn.execute("SELECT id, title, done FROM todo ORDER BY id").fetchall()

# Example usage

conn = init_db(":memory:")
add_task(conn, "Buy milk")
add_task(conn, "Write report")
complete_task(conn, 1)
for task_id, title, done in list_tasks(conn):
    print(task_id, "[x]" if done else "[ ]", title)
'''
case("llm_two_code_blocks_with_prose", "LLM output pasted verbatim", ["markdown code fence left in", "markdown prose line left in", "markdown code fence left in"],
     "Two chat code blocks pasted together: the closing ``` of the first block, the prose heading `### Example usage` and the opening ```python of the second block are in the middle of the file. meant.py drops the fences and keeps the heading as a comment.",
     _m, [("\n# Example usage\n\n", "\n```\n\n### Example usage\n\n```python\n")])

# ---------------------------------------------------------------- LLM 3
case("llm_cutoff_mid_fstring", "LLM output cut off", ["output truncated mid-line (unclosed f-string and call)"],
     "LLM answer hit its length limit: the last line stops inside `print(f\"Processed {count} records in {elapsed:.2f`. meant.py completes the obvious line; deleting the truncated line would also compile, so several repairs are reasonable.",
r'''import csv
import time


def normalize_phone(raw):
    digits = "".join(ch for ch in raw if ch.isdigit())
    if len(digits) == 10:
        return "+1" + digits
    if len(digits) == 11 and digits.startswith("1"):
        return "+" + digits
    return None


def clean_file(src, dst):
    count = 0
    bad = 0
    with open(src, newline="") as fin, open(dst, "w", newline="") as fout:
        reader = csv.DictReader(fin)
        writer = csv.DictWriter(fout, fieldnames=reader.fieldnames)
        writer.writeheader()
        for row in reader:
            phone = normalize_phone(row.get("phone", ""))
            if phone is None:
                bad += 1
                continue
            row["phone"] = phone
            row["email"] = row.get("email", "").strip().lower()
            writer.writerow(row)
            count += 1
    return count, bad


if __name__ == "__main__":
    start = time.perf_counter()
    count, bad = clean_file("contacts.csv", "contacts_clean.csv")
    elapsed = time.perf_counter() - start
    print(f"Skipped {bad} rows with invalid phone numbers")
    print(f"Processed {count} records in {elapsed:.2f}s")
''', [('    print(f"Processed {count} records in {elapsed:.2f}s")\n', '    print(f"Processed {count} records in {elapsed:.2f')])

# ---------------------------------------------------------------- LLM 4
case("llm_cutoff_after_main_guard", "LLM output cut off", ["output truncated after block header (no body)"],
     "LLM answer truncated right after `if __name__ == \"__main__\":`. meant.py adds the obvious `main()` body.",
r'''import random

SUITS = ["hearts", "diamonds", "clubs", "spades"]
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def new_deck():
    deck = [(r, s) for s in SUITS for r in RANKS]
    random.shuffle(deck)
    return deck


def card_value(card):
    rank = card[0]
    if rank in ("J", "Q", "K"):
        return 10
    if rank == "A":
        return 11
    return int(rank)


def hand_value(hand):
    total = sum(card_value(c) for c in hand)
    aces = sum(1 for c in hand if c[0] == "A")
    while total > 21 and aces:
        total -= 10
        aces -= 1
    return total


def main():
    deck = new_deck()
    player = [deck.pop(), deck.pop()]
    dealer = [deck.pop(), deck.pop()]
    while hand_value(player) < 21:
        print("Your hand:", player, hand_value(player))
        if input("Hit or stand? [h/s] ").lower() != "h":
            break
        player.append(deck.pop())
    while hand_value(dealer) < 17:
        dealer.append(deck.pop())
    p, d = hand_value(player), hand_value(dealer)
    print("You:", p, "Dealer:", d)
    if p > 21 or (d <= 21 and d >= p):
        print("Dealer wins")
    else:
        print("You win")


if __name__ == "__main__":
    main()
''', [('if __name__ == "__main__":\n    main()\n', 'if __name__ == "__main__":\n')])

# ---------------------------------------------------------------- LLM 5
case("llm_placeholder_and_cutoff_list", "LLM output cut off", ["unquoted <PLACEHOLDER> value", "output truncated inside a list (unclosed bracket at EOF)"],
     "LLM-generated API client: `API_KEY = <YOUR_API_KEY>` placeholder left unquoted, and the output was cut off after the last complete element of the CITIES list (no closing `]` nor the loop that followed). meant.py quotes the placeholder and closes the list with `]` only.",
r'''import json
import urllib.parse
import urllib.request

API_KEY = "<YOUR_API_KEY>"
BASE_URL = "https://api.example-weather.com/v1/current"


def get_weather(city):
    query = urllib.parse.urlencode({"q": city, "key": API_KEY, "units": "metric"})
    with urllib.request.urlopen(BASE_URL + "?" + query, timeout=10) as resp:
        data = json.load(resp)
    return {
        "city": city,
        "temp": data["main"]["temp"],
        "description": data["weather"][0]["description"],
    }


CITIES = [
    "London",
    "Paris",
    "Tokyo",
    "Nairobi",
]
''', [('API_KEY = "<YOUR_API_KEY>"', "API_KEY = <YOUR_API_KEY>"), ('    "Nairobi",\n]\n', '    "Nairobi",\n')])

# ---------------------------------------------------------------- WEB 1
case("web_smart_quotes_tutorial", "code pasted from a web page", ["smart double quotes", "smart single quotes", "smart double quotes"],
     "Beginner copied a blog tutorial whose CMS turned quotes into typographic ones: “…” on the greeting print, ‘…’ on the name default, “…” in the input prompt.",
r'''def greet(name='friend'):
    print("Hello, " + name + "!")


def ask_age():
    age = int(input("How old are you? "))
    if age >= 18:
        print("You can vote.")
    else:
        print("You can vote in", 18 - age, "years.")


greet()
greet("Sam")
ask_age()
''', [("print(\"Hello, \" + name + \"!\")", "print(\u201cHello, \u201d + name + \u201c!\u201d)"),
      ("name='friend'", "name=\u2018friend\u2019"),
      ("input(\"How old are you? \")", "input(\u201cHow old are you? \u201d)")])

# ---------------------------------------------------------------- WEB 2
case("web_nbsp_indentation", "code pasted from a web page", ["non-breaking spaces in indentation"],
     "Snippet copied from a forum post rendered with &nbsp;: the 4 body lines of is_prime() are indented with U+00A0 no-break spaces instead of spaces.",
r'''import math


def is_prime(n):
    if n < 2:
        return False
    for d in range(2, int(math.sqrt(n)) + 1):
        if n % d == 0:
            return False
    return True


primes = [n for n in range(50) if is_prime(n)]
print(primes)
print("count:", len(primes))
''', [("    if n < 2:\n        return False\n    for d in", "\u00a0\u00a0\u00a0\u00a0if n < 2:\n\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0return False\n\u00a0\u00a0\u00a0\u00a0for d in"),
      ("        if n % d == 0:\n", "\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0if n % d == 0:\n")])

# ---------------------------------------------------------------- WEB 3
case("web_en_dash_minus", "code pasted from a web page", ["en-dash as minus", "en-dash as minus", "nbsp inside expression"],
     "Formula copied from a course PDF/web page: two minus signs are en-dashes (–), and a no-break space sits after the `*` in the `- p * ((1 + rate) ...` line of balance_after(). The em-dash in the comment is fine.",
r'''# Loan calculator — monthly payment for a fixed-rate loan


def monthly_payment(principal, annual_rate, years):
    rate = annual_rate / 12
    n = years * 12
    if rate == 0:
        return principal / n
    return principal * rate / (1 - (1 + rate) ** -n)


def balance_after(principal, annual_rate, years, months_paid):
    rate = annual_rate / 12
    p = monthly_payment(principal, annual_rate, years)
    return principal * (1 + rate) ** months_paid - p * ((1 + rate) ** months_paid - 1) / rate


print(round(monthly_payment(200000, 0.05, 30), 2))
print(round(balance_after(200000, 0.05, 30, 60), 2))
''', [("/ (1 - (1 + rate) ** -n)", "/ (1 \u2013 (1 + rate) ** \u2013n)"),
      ("- p * ((1 + rate) ** months_paid - 1) / rate", "- p *\u00a0((1 + rate) ** months_paid - 1) / rate")])

# ---------------------------------------------------------------- WEB 4
_m = r'''def fib(n):
    a, b = 0, 1
    result = []
    while a < n:
        result.append(a)
        a, b = b, a + b
    return result

fib(100)

squares = [x * x for x in range(10)]
sum(squares)
'''
_b = r'''>>> def fib(n):
...     a, b = 0, 1
...     result = []
...     while a < n:
...         result.append(a)
...         a, b = b, a + b
...     return result
...
>>> fib(100)
[0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
>>> squares = [x * x for x in range(10)]
>>> sum(squares)
285
'''
case("web_interactive_session_paste", "code pasted from a web page", ["REPL >>> and ... prompts pasted", "REPL output lines pasted"],
     "Student pasted an interactive-session example from the docs into a .py file: `>>>`/`...` prompts and the printed results are in the file. meant.py strips prompts and output (blank line where the lone `...` was).",
     _m, [], broken=_b)

# ---------------------------------------------------------------- WEB 5
_m = r'''import os
import sys


def tree(path, prefix=""):
    entries = sorted(os.listdir(path))
    for i, name in enumerate(entries):
        last = i == len(entries) - 1
        print(prefix + ("└── " if last else "├── ") + name)
        full = os.path.join(path, name)
        if os.path.isdir(full):
            tree(full, prefix + ("    " if last else "│   "))


root = sys.argv[1] if len(sys.argv) > 1 else "."
print(root)
tree(root)
'''
_b = "".join("%2d  %s" % (i, line) if line.strip() else "%2d\n" % i
             for i, line in enumerate(_m.splitlines(True), 1))
case("web_line_numbers_pasted", "code pasted from a web page", ["line numbers from a code listing pasted"],
     "Copied a listing from a tutorial site whose line numbers came along: every line starts with its number. meant.py strips them (the box-drawing characters in strings are legitimate).",
     _m, [], broken=_b)

# ---------------------------------------------------------------- TAB 1
_m = r'''def parse_scores(lines):
    scores = {}
    for line in lines:
        name, _, value = line.partition(",")
        name = name.strip()
        if not name:
            continue
        try:
            scores[name] = int(value)
        except ValueError:
            print("skipping", repr(line))
    return scores


data = ["alice, 90", "bob, 75", ", 10", "carol, abc", "dave,88"]
s = parse_scores(data)
print(s)
print("best:", max(s, key=s.get))
'''
case("tabs_inconsistent_in_function", "editor mixing tabs and spaces", ["inconsistent tabs/spaces (TabError)"],
     "Student's editor inserted a TAB for two lines inside the for loop (`name = name.strip()` and `if not name:` use one TAB where the rest use 8 spaces). meant.py uses spaces throughout.",
     _m, [("        name = name.strip()\n        if not name:\n", "\tname = name.strip()\n\tif not name:\n")])

# ---------------------------------------------------------------- TAB 2
_m = r'''import os


def human_size(n):
<T>for unit in ["B", "KB", "MB", "GB", "TB"]:
<T><T>if n < 1024:
<T><T><T>return "%.1f %s" % (n, unit)
<T><T>n /= 1024.0
<T>return "%.1f PB" % n


def folder_size(path):
<T>total = 0
<T>for dirpath, dirnames, filenames in os.walk(path):
<T><T>for f in filenames:
<T><T><T>fp = os.path.join(dirpath, f)
<T><T><T>if not os.path.islink(fp):
<T><T><T><T>total += os.path.getsize(fp)
<T>return total


for entry in sorted(os.listdir(".")):
<T>if os.path.isdir(entry):
<T><T>print(entry.ljust(30), human_size(folder_size(entry)))
'''.replace("<T>", "\t")
case("tabs_file_with_pasted_spaces_snippet", "editor mixing tabs and spaces", ["pasted snippet indented with spaces in a tab-indented file"],
     "Tab-indented file; the inner os.walk loop of folder_size() was pasted from Stack Overflow with 4-space indentation. meant.py keeps the author's tabs everywhere.",
     _m, [("\t\tfor f in filenames:\n\t\t\tfp = os.path.join(dirpath, f)\n\t\t\tif not os.path.islink(fp):\n\t\t\t\ttotal += os.path.getsize(fp)\n",
           "\t\tfor f in filenames:\n            fp = os.path.join(dirpath, f)\n            if not os.path.islink(fp):\n                total += os.path.getsize(fp)\n")])

# ---------------------------------------------------------------- TAB 3
_m = r'''class Queue:
    def __init__(self):
        self.items = []

    def enqueue(self, x):
        self.items.append(x)

    def dequeue(self):
        if not self.items:
            raise IndexError("dequeue from empty queue")
        return self.items.pop(0)

    def __len__(self):
        return len(self.items)


q = Queue()
for job in ["print", "scan", "fax"]:
    q.enqueue(job)
while len(q) > 0:
    print("processing", q.dequeue())
'''
case("tabs_class_and_missing_colon", "editor mixing tabs and spaces", ["inconsistent tabs/spaces (TabError)", "missing colon (def)"],
     "Student's dequeue() body is TAB-indented (tab + 4 spaces for the raise) while the rest uses spaces; also `def __len__(self)` is missing its colon.",
     _m, [('        if not self.items:\n            raise IndexError("dequeue from empty queue")\n        return self.items.pop(0)\n',
           '\tif not self.items:\n\t    raise IndexError("dequeue from empty queue")\n\treturn self.items.pop(0)\n'),
          ("    def __len__(self):", "    def __len__(self)")])
