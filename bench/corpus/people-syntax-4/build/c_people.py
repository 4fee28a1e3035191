"""Cases 019-030: developers and students, everyday mistakes (1-3 each)."""
from lib import case, M, START, END

# ---------------------------------------------------------------------------
case("library_fines_whlie_assign_colon",
     "first-semester student, lab exercise (library fine calculator)",
     r'''
# Library fine calculator - CS101 lab 4
# Fines: 0.25 per day for the first week, 0.50 per day after that, max 10.00

MAX_FINE = 10.00


def fine_for(days_late):
    if days_late <= 0:
        return 0
    if days_late <= 7:
        fine = days_late * 0.25
    else:
        fine = 7 * 0.25 + (days_late - 7) * 0.50
    if fine > MAX_FINE:
        fine = MAX_FINE
    return fine


def read_days():
    days = input("Days late (or q to quit): ")
    while not days.isdigit():
        if days == "q":
            return None
        print("Please type a whole number.")
        days = input("Days late (or q to quit): ")
    return int(days)


total = 0
books = 0
while True:
    days = read_days()
    if days == None:
        break
    fine = fine_for(days)
    if fine == MAX_FINE:
        print("Maximum fine reached!")
    print("Fine for this book:", fine)
    total = total + fine
    books = books + 1

print("Books returned:", books)
print("Total fines: $" + str(round(total, 2)))
''',
     [
         M("colon: missing after def",
           "The colon after the first function header is missing.",
           ("def fine_for(days_late):\n", "def fine_for(days_late)\n")),
         M("keyword: misspelt while (whlie)",
           "`while` typed as `whlie` in the input-checking loop.",
           ("    while not days.isdigit():", "    whlie not days.isdigit():")),
         M("condition: = for ==",
           "`=` instead of `==` when testing for the maximum fine.",
           ("    if fine == MAX_FINE:", "    if fine = MAX_FINE:")),
     ],
     note="`days == None` (instead of `is None`) is the student's style and stays.")

# ---------------------------------------------------------------------------
case("github_changelog_merge_conflict_dict_comma",
     "developer maintaining a release helper; a merge left a conflict block in the file",
     r'''
"""Small GitHub helper used by the release script."""
import os

import requests

API = "https://api.github.com"
HEADERS = {
    "Accept": "application/vnd.github+json",
    "X-GitHub-Api-Version": "2022-11-28",
}
if os.environ.get("GITHUB_TOKEN"):
    HEADERS["Authorization"] = f"Bearer {os.environ['GITHUB_TOKEN']}"


def get_json(path, params=None):
    resp = requests.get(f"{API}{path}", headers=HEADERS, params=params, timeout=15)
    resp.raise_for_status()
    return resp.json()


def latest_release(repo):
    return get_json(f"/repos/{repo}/releases/latest")


def merged_pulls_since(repo, since_iso):
    pulls = get_json(
        f"/repos/{repo}/pulls",
        params={"per_page": 100, "state": "closed", "sort": "updated", "direction": "desc"},
    )
    return [p for p in pulls if p.get("merged_at") and p["merged_at"] > since_iso]


def changelog(repo):
    release = latest_release(repo)
    lines = [f"Changes since {release['tag_name']}:", ""]
    for pr in merged_pulls_since(repo, release["published_at"]):
        lines.append(f"- {pr['title']} (#{pr['number']}, @{pr['user']['login']})")
    return "\n".join(lines)


if __name__ == "__main__":
    import sys
    print(changelog(sys.argv[1]))
''',
     [
         M("merge: leftover conflict markers",
           "A conflict block around get_json() was committed as is: <<<<<<< HEAD, the HEAD "
           "version, =======, the origin/main version, >>>>>>> origin/main.",
           ('def get_json(path, params=None):\n'
            '    resp = requests.get(f"{API}{path}", headers=HEADERS, params=params, timeout=15)\n'
            '    resp.raise_for_status()\n    return resp.json()\n',
            '<<<<<<< HEAD\n'
            'def get_json(path, params=None):\n'
            '    resp = requests.get(f"{API}{path}", headers=HEADERS, params=params, timeout=15)\n'
            '    resp.raise_for_status()\n    return resp.json()\n'
            '=======\n'
            'def get_json(path):\n'
            '    resp = requests.get(API + path, headers=HEADERS)\n'
            '    resp.raise_for_status()\n    return resp.json()\n'
            '>>>>>>> origin/main\n')),
         M("comma: missing in dict",
           "The comma after `\"per_page\": 100` in the params dict is missing.",
           ('{"per_page": 100, "state"', '{"per_page": 100 "state"')),
     ],
     note="meant.py keeps the HEAD side of the conflict: merged_pulls_since() calls "
          "get_json(..., params=...), which only the HEAD signature accepts, and the HEAD side "
          "also has the f-string URL style and timeout used elsewhere in the file.")

# ---------------------------------------------------------------------------
case("signup_validation_js_operators_else_if",
     "JavaScript developer writing their first Python validation module (semicolons and all)",
     r'''
import re

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I);
RESERVED = {"admin", "root", "support"};


def validate(form):
    errors = [];
    username = form.get("username", "").strip();
    email = form.get("email", "").strip();
    password = form.get("password", "");

    if not username:
        errors.append("username is required");
    elif len(username) < 3 or len(username) > 20:
        errors.append("username must be 3-20 characters");
    elif username.lower() in RESERVED:
        errors.append("username is reserved");

    if not email or not EMAIL_RE.match(email):
        errors.append("email is invalid");

    has_digit = any(c.isdigit() for c in password);
    has_upper = any(c.isupper() for c in password);
    if len(password) < 8 or not (has_digit and has_upper):
        errors.append("password needs 8+ chars, a digit and an uppercase letter");

    if form.get("password2") != password:
        errors.append("passwords do not match");

    return errors;


if __name__ == "__main__":
    sample = {"username": "jo", "email": "jo@example", "password": "secret", "password2": "secret1"};
    for e in validate(sample):
        print("-", e);
''',
     [
         M("habit:js || and && for or/and",
           "`||` and `&&` used for `or` and `and` (two lines).",
           ("len(username) < 3 or len(username) > 20", "len(username) < 3 || len(username) > 20"),
           ("(has_digit and has_upper)", "(has_digit && has_upper)")),
         M("habit:js ! for not",
           "`!username` for `not username`.",
           ("    if not username:", "    if !username:")),
         M("elif: written else if",
           "`else if` for `elif` in the username chain.",
           ("    elif username.lower() in RESERVED:", "    else if username.lower() in RESERVED:")),
     ],
     note="The trailing semicolons are the author's JavaScript habit; they are legal Python and "
          "stay in meant.py. In the email test the author did write `not ... or not ...`, so "
          "only the lines listed below are changed.")

# ---------------------------------------------------------------------------
case("array_stats_c_student_braces_increment_for",
     "student who learnt C first, translating a C lab to Python",
     r'''
# Lab 3: statistics on an array of integers
# (C version translated to Python)

def read_numbers():
    n = int(input("How many numbers? "))
    nums = []
    i = 0
    while (i < n):
        nums.append(int(input("Number " + str(i + 1) + ": ")))
        i += 1
    return nums


def average(nums):
    total = 0
    for i in range(0, len(nums)):
        total += nums[i]
    return total / len(nums)


def count_even(nums):
    count = 0
    for i in range(0, len(nums)):
        if (nums[i] % 2 == 0):
            count += 1
    return count


def maximum(nums):
    best = nums[0]
    for i in range(1, len(nums)):
        if (nums[i] > best):
            best = nums[i]
    return best


nums = read_numbers()
print("Average:", average(nums))
print("Even numbers:", count_even(nums))
print("Maximum:", maximum(nums))
''',
     [
         M("habit:c braces for block",
           "The while loop is written with `{` after the condition and a closing `}` line.",
           ("    while (i < n):\n", "    while (i < n) {\n"),
           ("        i += 1\n    return nums\n", "        i += 1\n    }\n    return nums\n")),
         M("habit:c ++ increment",
           "`count++` for `count += 1`.",
           ("            count += 1\n", "            count++\n")),
         M("habit:c for(;;) loop header",
           "The loop in maximum() is written as a C for-loop header.",
           ("    for i in range(1, len(nums)):", "    for (i = 1; i < len(nums); i++):")),
     ],
     note="The parenthesised conditions `while (i < n):` and `if (...)` are the student's C "
          "habit but legal Python, so they stay. For mistake 3, the other two loops in the file "
          "show how the student writes the same loop in Python: `range(1, len(nums))`.")

# ---------------------------------------------------------------------------
case("disk_alert_python2_prints_improt",
     "sysadmin porting an old Python 2 cron script, prints written from habit",
     r'''
import shutil
import socket
import smtplib
from email.message import EmailMessage

THRESHOLD = 90
MOUNTS = ["/", "/home", "/var"]
ADMIN = "ops@example.com"


def usage_percent(path):
    total, used, free = shutil.disk_usage(path)
    return used * 100 // total


def send_alert(lines):
    msg = EmailMessage()
    msg["Subject"] = "Disk alert on %s" % socket.gethostname()
    msg["From"] = "root@%s" % socket.gethostname()
    msg["To"] = ADMIN
    msg.set_content("\n".join(lines))
    with smtplib.SMTP("localhost") as s:
        s.send_message(msg)


def main():
    alerts = []
    for m in MOUNTS:
        try:
            pct = usage_percent(m)
        except FileNotFoundError:
            print("skipping %s (not mounted)" % m)
            continue
        print("%-8s %3d%%" % (m, pct))
        if pct >= THRESHOLD:
            alerts.append("%s is %d%% full" % (m, pct))
    if alerts:
        send_alert(alerts)
        print("alert sent to", ADMIN)


if __name__ == "__main__":
    main()
''',
     [
         M("py2: print statement",
           "Three Python 2 print statements (no parentheses).",
           ('            print("skipping %s (not mounted)" % m)\n',
            '            print "skipping %s (not mounted)" % m\n'),
           ('        print("%-8s %3d%%" % (m, pct))\n', '        print "%-8s %3d%%" % (m, pct)\n'),
           ('        print("alert sent to", ADMIN)\n', '        print "alert sent to", ADMIN\n')),
         M("keyword: misspelt import (improt)",
           "`import socket` typed as `improt socket`.",
           ("import socket\n", "improt socket\n")),
     ],
     note="The rest of the port (EmailMessage, context-manager SMTP, FileNotFoundError) is "
          "Python 3; only the prints were typed from habit. The %-formatting stays. "
          "`print \"alert sent to\", ADMIN` becomes a call with two arguments, which prints "
          "the same thing.")

# ---------------------------------------------------------------------------
case("rainfall_plot_list_bracket_quotes",
     "geography student making a chart for a course handout",
     r'''
import matplotlib.pyplot as plt

# Monthly rainfall (mm) for two cities, from the course handout
months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
lisbon = [99, 87, 58, 64, 48, 15,
          4, 6, 31, 99, 121, 126]
london = [55, 41, 41, 44, 49, 45,
          45, 50, 49, 69, 59, 55]


def total(values):
    return sum(values)


def wettest(values):
    i = values.index(max(values))
    return months[i]


print("Lisbon total:", total(lisbon), "mm")
print("London total:", total(london), "mm")
print("Wettest month in Lisbon:", wettest(lisbon))
print("Wettest month in London:", wettest(london))

fig, ax = plt.subplots(figsize=(9, 4))
x = range(len(months))
ax.bar([i - 0.2 for i in x], lisbon, width=0.4, label="Lisbon")
ax.bar([i + 0.2 for i in x], london, width=0.4, label="London")
ax.set_xticks(list(x))
ax.set_xticklabels(months)
ax.set_ylabel("Rainfall (mm)")
ax.set_title("Which city is rainier?")
ax.legend()
plt.tight_layout()
plt.savefig("rainfall.png")
plt.show()
''',
     [
         M("bracket: [ never closed across lines",
           "The two-line `london` list has no closing `]`.",
           ("          45, 50, 49, 69, 59, 55]\n", "          45, 50, 49, 69, 59, 55\n")),
         M("quote: closing quote missing",
           "The label string in the Lisbon print has no closing quote after the colon.",
           ('print("Wettest month in Lisbon:", wettest(lisbon))',
            'print("Wettest month in Lisbon:, wettest(lisbon))')),
         M("quote: closing quote missing",
           "The chart title string has no closing quote.",
           ('ax.set_title("Which city is rainier?")', 'ax.set_title("Which city is rainier?)')),
     ],
     note="For mistake 2, the London line just below has the same shape and shows where the "
          "quote closes: right after the colon of the label.")

# ---------------------------------------------------------------------------
case("books_scraper_indents_call_comma",
     "junior developer writing a scraper for a practice site",
     r'''
import csv
import time

import requests
from bs4 import BeautifulSoup

BASE = "https://books.toscrape.com/catalogue/page-{}.html"
RATINGS = {"One": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5}


def scrape_page(n):
    resp = requests.get(BASE.format(n), timeout=10)
    if resp.status_code == 404:
        return None
    soup = BeautifulSoup(resp.text, "html.parser")
    books = []
    for article in soup.select("article.product_pod"):
        title = article.h3.a["title"]
        price = float(article.select_one(".price_color").text.lstrip("£Â"))
        rating_word = article.select_one(".star-rating")["class"][1]
        books.append({"title": title, "price": price, "rating": RATINGS[rating_word]})
    return books


def main():
    all_books = []
    page = 1
    while True:
        books = scrape_page(page)
        if books is None:
            break
        all_books.extend(books)
        print("page", page, "->", len(books), "books")
        page += 1
        time.sleep(0.5)

    with open("books.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=["title", "price", "rating"])
        writer.writeheader()
        writer.writerows(all_books)

    cheap = [b for b in all_books if b["price"] < 20 and b["rating"] >= 4]
    print(len(all_books), "books saved,", len(cheap), "cheap and well rated")


if __name__ == "__main__":
    main()
''',
     [
         M("indent: unexpected indent",
           "The rating line, added later, is indented one level deeper than its neighbours.",
           ("        rating_word = article", "            rating_word = article")),
         M("indent: unindent does not match",
           "The `with` block after the loop is indented with 3 spaces instead of 4.",
           ('    with open("books.csv"', '   with open("books.csv"')),
         M("comma: missing in call",
           "The comma between `page` and `\"->\"` in the progress print is missing.",
           ('print("page", page, "->", len(books), "books")', 'print("page", page "->", len(books), "books")')),
     ],
     note="Mistake 2: the with block's body is at 8 spaces like the rest of main(), so the "
          "`with` line belongs at 4.")

# ---------------------------------------------------------------------------
case("tax_brackets_retrun_elfi_esle",
     "high-school pupil writing a tax calculator for a maths project",
     r'''
# Income tax calculator (simplified brackets)

BRACKETS = [
    (10000, 0.0),
    (30000, 0.1),
    (70000, 0.2),
    (None, 0.35),
]


def tax_for(income):
    tax = 0.0
    lower = 0
    for upper, rate in BRACKETS:
        if upper is None or income <= upper:
            tax += (income - lower) * rate
            break
        tax += (upper - lower) * rate
        lower = upper
    return round(tax, 2)


def describe(income):
    rate = tax_for(income) / income * 100 if income else 0
    if rate == 0:
        return "no tax"
    elif rate < 10:
        return "low"
    elif rate < 20:
        return "medium"
    else:
        return "high"


incomes = [8000, 25000, 52000, 120000]
for income in incomes:
    tax = tax_for(income)
    print(f"income {income:>7}: tax {tax:>9.2f} ({describe(income)})")
''',
     [
         M("keyword: misspelt return (retrun)",
           "`return` typed as `retrun` at the end of tax_for().",
           ("    return round(tax, 2)", "    retrun round(tax, 2)")),
         M("keyword: misspelt elif (elfi)",
           "The second `elif` typed as `elfi`.",
           ("    elif rate < 20:", "    elfi rate < 20:")),
         M("keyword: misspelt else (esle)",
           "`else` typed as `esle`.",
           ("    else:\n        return \"high\"", "    esle:\n        return \"high\"")),
     ])

# ---------------------------------------------------------------------------
case("settings_loader_dict_comma_brace_colon",
     "backend developer writing a layered settings loader (defaults, TOML, environment)",
     r'''
"""Load service settings from defaults, a TOML file and environment variables."""
import os
import tomllib
from pathlib import Path

DEFAULTS = {
    "host": "127.0.0.1",
    "port": 8080,
    "debug": False,
    "workers": 2,
    "database": {
        "url": "sqlite:///app.db",
        "pool_size": 5,
        "echo": False,
    },
    "cors_origins": ["http://localhost:3000"],
}

ENV_PREFIX = "APP_"
CASTS = {"port": int, "workers": int, "debug": lambda v: v.lower() in ("1", "true", "yes")}


def deep_merge(base, override):
    result = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = value
    return result


def from_env(environ):
    found = {}
    for name, raw in environ.items():
        if not name.startswith(ENV_PREFIX):
            continue
        key = name[len(ENV_PREFIX):].lower()
        if key in CASTS:
            found[key] = CASTS[key](raw)
        elif key == "database_url":
            found.setdefault("database", {})["url"] = raw
        elif key in DEFAULTS:
            found[key] = raw
    return found


def load_settings(path="settings.toml", environ=None):
    settings = DEFAULTS
    p = Path(path)
    if p.exists():
        with p.open("rb") as f:
            settings = deep_merge(settings, tomllib.load(f))
    settings = deep_merge(settings, from_env(environ or os.environ))
    return settings


if __name__ == "__main__":
    import pprint
    pprint.pprint(load_settings())
''',
     [
         M("comma: missing between dict entries",
           "No comma after `\"debug\": False` in DEFAULTS.",
           ('    "debug": False,\n', '    "debug": False\n')),
         M("bracket: { never closed",
           "The nested `database` dict lost its closing `},` line, so the outer `}` closes it "
           "and the outer dict is never closed.",
           ('        "echo": False,\n    },\n', '        "echo": False,\n')),
         M("colon: missing after def",
           "No colon after `def from_env(environ)`.",
           ("def from_env(environ):\n", "def from_env(environ)\n")),
     ],
     note="Mistake 2: the `database` entry's own indentation (8 spaces inside) and the next "
          "top-level key `cors_origins` at 4 spaces show the `},` goes after `\"echo\": False,`.")

# ---------------------------------------------------------------------------
case("journal_cli_merge_conflict_assign",
     "developer of a small personal journal CLI; a branch merge left conflict markers",
     r'''
import argparse
import json
from datetime import date
from pathlib import Path

JOURNAL = Path("journal.json")


def load():
    if JOURNAL.exists():
        return json.loads(JOURNAL.read_text(encoding="utf-8"))
    return []


def save(entries):
    JOURNAL.write_text(json.dumps(entries, indent=2, ensure_ascii=False), encoding="utf-8")


def add_entry(entries, text, tags):
    entry = {
        "date": date.today().isoformat(),
        "text": text,
        "tags": sorted(set(tags)),
    }
    entries.append(entry)
    return entry


def search(entries, word=None, tag=None):
    for e in entries:
        if word and word.lower() not in e["text"].lower():
            continue
        if tag and tag not in e["tags"]:
            continue
        yield e


def main():
    parser = argparse.ArgumentParser(prog="journal")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p_add = sub.add_parser("add")
    p_add.add_argument("text")
    p_add.add_argument("-t", "--tag", action="append", default=[])
    p_find = sub.add_parser("find")
    p_find.add_argument("word", nargs="?")
    p_find.add_argument("-t", "--tag")
    args = parser.parse_args()

    entries = load()
    if args.cmd == "add":
        entry = add_entry(entries, args.text, args.tag)
        save(entries)
        print("added entry for", entry["date"])
    else:
        for e in search(entries, args.word, args.tag):
            print(e["date"], " ".join("#" + t for t in e["tags"]), e["text"])


if __name__ == "__main__":
    main()
''',
     [
         M("merge: leftover conflict markers",
           "A conflict inside add_entry() was left in the file: <<<<<<< HEAD, the dict with "
           "date/text/tags, =======, a one-line dict with day/text, >>>>>>> feature/plain-entries.",
           ('    entry = {\n        "date": date.today().isoformat(),\n        "text": text,\n'
            '        "tags": sorted(set(tags)),\n    }\n',
            '<<<<<<< HEAD\n'
            '    entry = {\n        "date": date.today().isoformat(),\n        "text": text,\n'
            '        "tags": sorted(set(tags)),\n    }\n'
            '=======\n'
            '    entry = {"day": str(date.today()), "text": text}\n'
            '>>>>>>> feature/plain-entries\n')),
         M("condition: = for ==",
           "`=` instead of `==` when testing the sub-command.",
           ('    if args.cmd == "add":', '    if args.cmd = "add":')),
     ],
     note="meant.py keeps the HEAD side of the conflict: search() reads e[\"tags\"], main() "
          "prints entry[\"date\"] and e[\"date\"], and add_entry() receives a `tags` argument; "
          "the other side has no \"tags\" key and calls the date \"day\".")

# ---------------------------------------------------------------------------
case("atm_menu_assign_else_colon_quote",
     "school pupil writing an ATM simulation for a programming class",
     r'''
balance = 500
pin = "1234"
attempts = 0

entered = input("Enter your PIN: ")
while entered != pin and attempts < 2:
    attempts += 1
    print("Wrong PIN, try again.")
    entered = input("Enter your PIN: ")

if entered != pin:
    print("Card blocked. Please contact your bank.")
else:
    choice = ""
    while choice != "4":
        print()
        print("1. Check balance")
        print("2. Deposit")
        print("3. Withdraw")
        print("4. Exit")
        choice = input("Choose an option: ")
        if choice == "1":
            print("Your balance is", balance)
        elif choice == "2":
            amount = float(input("Amount to deposit: "))
            balance = balance + amount
            print("New balance:", balance)
        elif choice == "3":
            amount = float(input("Amount to withdraw: "))
            if amount > balance:
                print("Not enough money!")
            else:
                balance = balance - amount
                print("Please take your cash. New balance:", balance)
        elif choice != "4":
            print("Invalid option")
    print("Goodbye!")
''',
     [
         M("condition: = for ==",
           "`=` instead of `==` in the first menu test.",
           ('        if choice == "1":', '        if choice = "1":')),
         M("colon: missing after else",
           "The inner `else` (enough money) has no colon.",
           ("            else:\n                balance = balance - amount",
            "            else\n                balance = balance - amount")),
         M("quote: closing quote missing",
           "The deposit prompt string is not closed.",
           ('input("Amount to deposit: "))', 'input("Amount to deposit: ))')),
     ],
     note="Mistake 3: the withdraw prompt two branches down has the same shape and shows where "
          "the quote closes.")

# ---------------------------------------------------------------------------
case("orders_report_pandas_comma_paren",
     "data analyst writing a monthly revenue report with pandas",
     r'''
import sys

import pandas as pd

COLUMNS = ["order_id", "customer", "region", "product", "quantity", "unit_price", "order_date"]


def load_orders(path):
    df = pd.read_csv(
        path,
        usecols=COLUMNS,
        parse_dates=["order_date"],
        dtype={"order_id": "int64", "quantity": "int64"},
    )
    df["revenue"] = df["quantity"] * df["unit_price"]
    return df


def monthly_by_region(df):
    monthly = (
        df.groupby([df["order_date"].dt.to_period("M"), "region"])["revenue"]
        .sum()
        .unstack(fill_value=0)
    )
    monthly.index = monthly.index.astype(str)
    return monthly


def top_customers(df, n=5):
    return df.groupby("customer")["revenue"].sum().nlargest(n)


def main(path, out="report.xlsx"):
    df = load_orders(path)
    if df.empty or (df["revenue"] <= 0).all():
        print("nothing to report")
        return
    with pd.ExcelWriter(out) as writer:
        monthly_by_region(df).to_excel(writer, sheet_name="monthly")
        top_customers(df).to_excel(writer, sheet_name="top customers")
    print(f"wrote {out}: {len(df)} orders, total revenue {df['revenue'].sum():,.2f}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: report.py orders.csv [report.xlsx]")
    main(*sys.argv[1:])
''',
     [
         M("comma: missing in call (multi-line arguments)",
           "No comma after `usecols=COLUMNS` in the one-argument-per-line read_csv() call.",
           ("        usecols=COLUMNS,\n", "        usecols=COLUMNS\n")),
         M("bracket: ) missing before colon",
           "`len(sys.argv < 2:` -- the `)` of len() is missing before the comparison.",
           ("    if len(sys.argv) < 2:", "    if len(sys.argv < 2:")),
     ],
     note="Mistake 2: `len(sys.argv) < 2` (not `len(sys.argv < 2)`, which would be a type error) "
          "is the only reading that makes sense with the usage message.")
