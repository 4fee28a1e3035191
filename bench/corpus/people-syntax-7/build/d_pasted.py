"""Group 4: text pasted from somewhere else into a .py file (a PDF with line numbers, a
tutorial's >>> session, a web tutorial with prose, a Stack Overflow answer, a merge
conflict, word-processor autocorrect). Cases 031-036.

Policies (README.md): line numbers and page furniture (PDF running footers, Stack
Overflow's Share/Follow/author lines) are removed; REPL prompts `>>> ` / `... ` are
removed and output lines become `# ` comments; pasted prose becomes `# ` comments with
its text unchanged (blank lines stay blank); merge conflicts keep one side, named in
NOTE.txt; autocorrect characters are undone only where they break code, and stay in
comments.
"""
from lib import case, M


def hashed(text):
    """Prose -> comment lines: '# ' before every non-blank line."""
    return "".join(("# " + ln if ln.strip() else ln) for ln in text.splitlines(True))


def numbered(text, start=1):
    """Prefix every line with its listing number, as a PDF listing copies."""
    out = []
    for i, ln in enumerate(text.splitlines(), start):
        out.append(("%2d  %s" % (i, ln)).rstrip() + "\n")
    return "".join(out)


def smart(line):
    """What a word processor's smart quotes make of a line of code."""
    out = []
    prev = ""
    for ch in line:
        if ch in "\"'":
            opening = prev == "" or prev.isspace() or prev in "([{"
            if ch == '"':
                out.append("\u201c" if opening else "\u201d")
            else:
                out.append("\u2018" if opening else "\u2019")
        else:
            out.append(ch)
        prev = ch
    return "".join(out)


# ---------------------------------------------------------------- 031
BOOK_LISTING = r'''#! python3
# organize_downloads.py - Moves the files in a folder into subfolders
# named after their type (Images, Documents, Music, ...).

import shutil
from pathlib import Path

TYPES = {
    "Images": [".jpg", ".jpeg", ".png", ".gif", ".webp"],
    "Documents": [".pdf", ".docx", ".txt", ".xlsx", ".pptx"],
    "Music": [".mp3", ".wav", ".flac"],
    "Videos": [".mp4", ".mkv", ".mov"],
    "Archives": [".zip", ".rar", ".7z", ".tar", ".gz"],
}


def folder_for(suffix):
    for folder, suffixes in TYPES.items():
        if suffix.lower() in suffixes:
            return folder
    return "Other"


def organize(root):
    root = Path(root)
    moved = 0
    for item in root.iterdir():
        if item.is_dir() or item.name.startswith("."):
            continue
        target_dir = root / folder_for(item.suffix)
        target_dir.mkdir(exist_ok=True)
        target = target_dir / item.name
        n = 1
        while target.exists():
            target = target_dir / f"{item.stem} ({n}){item.suffix}"
            n += 1
        print(f"Moving {item.name} -> {target_dir.name}/")
        shutil.move(str(item), str(target))
        moved += 1
    return moved
'''

case("pdf_book_listing_line_numbers_page_footer_main_colon",
     "office worker following a Python e-book (PDF), copied a listing and added a few lines of their own",
     BOOK_LISTING + r'''


# my part - run it on my Downloads folder
if __name__ == "__main__":
    count = organize(Path.home() / "Downloads")
    print(count, "files moved")
''',
     [
         M("paste: PDF listing line numbers",
           "Every line of the book's listing (lines 1-" + str(len(BOOK_LISTING.splitlines())) +
           " of the file, blank lines included) was copied with its listing number in front "
           "(the number right-aligned in two columns, two spaces, then the code). The numbers "
           "are removed; the indentation after them is the book's own and is kept.",
           (BOOK_LISTING, numbered(BOOK_LISTING))),
         M("paste: PDF page footer inside the listing",
           "The listing crosses a page break, so the page's running footer "
           "`Chapter 9: Organizing Files     217` came along between two code lines. Page "
           "furniture is removed (it is not the author's text, and not prose of the book).",
           ("target_dir.mkdir(exist_ok=True)\n",
            "target_dir.mkdir(exist_ok=True)\nChapter 9: Organizing Files     217\n")),
         M("colon: missing after if", "`if __name__ == \"__main__\"` in the reader's own lines.",
           ('if __name__ == "__main__":', 'if __name__ == "__main__"')),
     ],
     note="Policy for this group: line numbers and page furniture are removed; nothing else of "
          "the listing changes. The reader's own lines at the end were typed, not pasted.")

# ---------------------------------------------------------------- 032
REPL_1_MEANT = r'''from collections import Counter, defaultdict
import re
text = "the quick brown fox jumps over the lazy dog the end"
words = text.split()
counts = Counter(words)
counts.most_common(3)
# [('the', 3), ('quick', 1), ('brown', 1)]
counts["the"]
# 3
counts["cat"]
# 0
'''
REPL_1_BROKEN = r'''>>> from collections import Counter, defaultdict
>>> import re
>>> text = "the quick brown fox jumps over the lazy dog the end"
>>> words = text.split()
>>> counts = Counter(words)
>>> counts.most_common(3)
[('the', 3), ('quick', 1), ('brown', 1)]
>>> counts["the"]
3
>>> counts["cat"]
0
'''
REPL_2_MEANT = r'''letters = Counter(c for c in text if c.isalpha())
letters.most_common(3)
# [('e', 5), ('o', 4), ('t', 3)]
colours = Counter(["red", "blue", "red", "green", "blue", "red"])
colours
# Counter({'red': 3, 'blue': 2, 'green': 1})
colours.update(["blue", "blue"])
colours.most_common(1)
# [('blue', 4)]
'''
REPL_2_BROKEN = r'''>>> letters = Counter(c for c in text if c.isalpha())
>>> letters.most_common(3)
[('e', 5), ('o', 4), ('t', 3)]
>>> colours = Counter(["red", "blue", "red", "green", "blue", "red"])
>>> colours
Counter({'red': 3, 'blue': 2, 'green': 1})
>>> colours.update(["blue", "blue"])
>>> colours.most_common(1)
[('blue', 4)]
'''
REPL_3_MEANT = r'''by_letter = defaultdict(list)
for w in words:
    by_letter[w[0]].append(w)

sorted(by_letter)
# ['b', 'd', 'e', 'f', 'j', 'l', 'o', 'q', 't']
by_letter["t"]
# ['the', 'the', 'the']
'''
REPL_3_BROKEN = r'''>>> by_letter = defaultdict(list)
>>> for w in words:
...     by_letter[w[0]].append(w)
...
>>> sorted(by_letter)
['b', 'd', 'e', 'f', 'j', 'l', 'o', 'q', 't']
>>> by_letter["t"]
['the', 'the', 'the']
'''
PROSE_32A = "A Counter also works on any iterable, for example the letters of a string:\n"
PROSE_32B = ("defaultdict creates the missing value for you, so you do not have to check\n"
             "whether a key exists before appending to it.\n")

case("tutorial_repl_session_prompts_output_prose_findall_paren",
     "student keeping notes from an online tutorial: copied the >>> examples into a .py, then wrote their own function",
     r'''
# Notes from the "Counting things in Python" tutorial (part 2)
# I copied the examples so I can run them again later.

''' + REPL_1_MEANT + "\n" + hashed(PROSE_32A) + "\n" + REPL_2_MEANT + "\n" + hashed(PROSE_32B) + "\n"
     + REPL_3_MEANT + r'''

# ---- my own version for the essay word counts ----

def word_counts(path, top=10):
    with open(path, encoding="utf-8") as f:
        found = re.findall(r"[a-z']+", f.read().lower())
    return Counter(found).most_common(top)


def group_by_first_letter(words):
    groups = defaultdict(list)
    for w in words:
        groups[w[0]].append(w)
    return dict(groups)


if __name__ == "__main__":
    for word, n in word_counts("essay.txt"):
        print(f"{word:<15}{n}")
''',
     [
         M("repl: >>> / ... prompts and output lines pasted",
           "Three interactive sessions from the tutorial were pasted with their `>>> ` and "
           "`... ` prompts and the lines Python printed. Prompts are removed (the `...` line "
           "that ended the for block becomes an empty line); the printed results become "
           "`# ` comments under the expression that produced them. Bare expressions such as "
           "`counts[\"the\"]` stay: they are what the tutorial typed.",
           (REPL_1_MEANT, REPL_1_BROKEN), (REPL_2_MEANT, REPL_2_BROKEN), (REPL_3_MEANT, REPL_3_BROKEN)),
         M("paste: tutorial prose between the examples",
           "Two sentences of the tutorial's text between the sessions; they become `# ` "
           "comments with their text unchanged.",
           (hashed(PROSE_32A), PROSE_32A), (hashed(PROSE_32B), PROSE_32B)),
         M("bracket: ( never closed",
           "In the student's own function, `re.findall(r\"[a-z']+\", f.read().lower()` lacks "
           "its final `)`.",
           ("f.read().lower())\n", "f.read().lower()\n")),
     ])

# ---------------------------------------------------------------- 033
P33_INTRO = """Build a Command-Line Weather App in Python (No API Key Needed)

In this tutorial we will build a small program that prints the current weather for any
city. We use the free Open-Meteo API, so you don't need to sign up for anything. The
only package you need is requests (pip install requests).

Step 1: Find the coordinates of the city

Open-Meteo works with latitude and longitude, so first we ask its geocoding endpoint
where the city is.
"""
P33_STEP2 = """Step 2: Get the forecast

Now that we have the coordinates, we can ask for the current weather. The API returns
weather codes, so we also add a small table that turns the most common codes into words.
"""
P33_STEP3 = """Step 3: Put it all together

Finally, main() reads the city from the command line, calls the two functions
and prints the result.
"""
P33_RUN = "When you run it, you should see something like this:\n"
OUT33 = """$ python weather.py Lisbon
Weather for Lisbon, Portugal
  now: 18.4°C, partly cloudy, wind 14.2 km/h
"""

case("web_tutorial_weather_prose_paragraphs_sample_output_open_string",
     "hobbyist who copied a whole blog tutorial page (text and code) into weather.py",
     hashed(P33_INTRO) + r'''
import sys

import requests

DEFAULT_CITY = "Porto"
GEO_URL = "https://geocoding-api.open-meteo.com/v1/search"
FORECAST_URL = "https://api.open-meteo.com/v1/forecast"


def find_city(name):
    r = requests.get(GEO_URL, params={"name": name, "count": 1}, timeout=10)
    r.raise_for_status()
    results = r.json().get("results")
    if not results:
        return None
    place = results[0]
    return place["name"], place.get("country", ""), place["latitude"], place["longitude"]

''' + hashed(P33_STEP2) + r'''
CODES = {
    0: "clear sky", 1: "mainly clear", 2: "partly cloudy", 3: "overcast",
    45: "fog", 51: "light drizzle", 61: "light rain", 63: "rain",
    65: "heavy rain", 71: "light snow", 80: "rain showers", 95: "thunderstorm",
}


def get_forecast(lat, lon):
    params = {"latitude": lat, "longitude": lon, "current_weather": "true"}
    r = requests.get(FORECAST_URL, params=params, timeout=10)
    r.raise_for_status()
    return r.json()

''' + hashed(P33_STEP3) + r'''
def main():
    city = " ".join(sys.argv[1:]) or DEFAULT_CITY
    found = find_city(city)
    if found is None:
        print(f"Sorry, I couldn't find {city!r}.")
        return
    name, country, lat, lon = found
    data = get_forecast(lat, lon)
    now = data["current_weather"]
    print(f"Weather for {name}, {country}")
    print(f"  now: {now['temperature']}°C, {CODES.get(now['weathercode'], 'unknown')}, "
          f"wind {now['windspeed']} km/h")


if __name__ == "__main__":
    main()

''' + hashed(P33_RUN) + "\n" + hashed(OUT33),
     [
         M("paste: tutorial prose paragraphs and headings between the code",
           "The page's title, introduction, three `Step N:` headings and "
           "their paragraphs, and the sentence introducing the sample run were copied along "
           "with the code. They become `# ` comments with their text unchanged.",
           (hashed(P33_INTRO), P33_INTRO), (hashed(P33_STEP2), P33_STEP2),
           (hashed(P33_STEP3), P33_STEP3), (hashed(P33_RUN), P33_RUN)),
         M("paste: sample output block",
           "The tutorial's example run (a `$ python weather.py Lisbon` command line and the "
           "two lines it printed) at the end of the file; output lines become `# ` comments, "
           "like the command line above them.",
           (hashed(OUT33), OUT33)),
         M("quote: closing quote missing", 'The reader changed the tutorial\'s default city to '
           '`"Porto` and lost the closing quote.',
           ('DEFAULT_CITY = "Porto"', 'DEFAULT_CITY = "Porto')),
     ],
     note="Policy for pasted prose: it becomes `# ` comments (text unchanged, blank lines stay "
          "blank), because the reader kept the tutorial's explanations on purpose next to "
          "the code; output lines are commented the same way.")

# ---------------------------------------------------------------- 034
P34_ANSWER = """You can use itertools.groupby for this. The trick is that for consecutive numbers
the difference between the number and its position in the sorted list stays the
same, so you can group on that difference:
"""
P34_AFTER = "sorted(set(...)) also takes care of duplicates and unsorted input.\n"
SO_FURNITURE = """Share
Improve this answer
Follow
answered Mar 3, 2019 at 14:02
Tomasz W.
4,211 2 31 48
"""

case("stackoverflow_answer_groupby_prose_output_share_follow",
     "volunteer at a print shop: pasted a Stack Overflow answer (text, code, Output:, footer) into the script",
     r'''
# print_pages.py - turn page numbers into ranges for the print dialog
# (answer from Stack Overflow below, then my part)

import sys
from itertools import groupby
from operator import itemgetter

''' + hashed(P34_ANSWER) + r'''
def to_ranges(numbers):
    ranges = []
    for _, group in groupby(enumerate(sorted(set(numbers))), lambda p: p[1] - p[0]):
        group = list(map(itemgetter(1), group))
        if len(group) > 1:
            ranges.append(f"{group[0]}-{group[-1]}")
        else:
            ranges.append(str(group[0]))
    return ", ".join(ranges)


print(to_ranges([1, 2, 3, 5, 7, 8, 9, 12]))

# Output:

# 1-3, 5, 7-9, 12

''' + hashed(P34_AFTER) + r'''

def parse_pages(text):
    pages = []
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        if "-" in part:
            a, b = part.split("-", 1)
            pages.extend(range(int(a), int(b) + 1))
        else:
            pages.append(int(part))
    return pages


if __name__ == "__main__":
    if len(sys.argv) > 1:
        raw = " ".join(sys.argv[1:])
    else:
        raw = input("Pages (e.g. 4,5,6,9,10-12): ")
    print("Print range:", to_ranges(parse_pages(raw)))
''',
     [
         M("paste: answer prose",
           "The answer's explanation before the code and its one-line remark after it; they "
           "become `# ` comments with their text unchanged.",
           (hashed(P34_ANSWER), P34_ANSWER), (hashed(P34_AFTER), P34_AFTER)),
         M("paste: Output: heading and output lines",
           "The answer's `Output:` heading and the printed line under it become `# ` comments. "
           "The `print(to_ranges([...]))` demo call above it is code from the answer's code "
           "block and stays code.",
           ("# Output:\n\n# 1-3, 5, 7-9, 12\n", "Output:\n\n1-3, 5, 7-9, 12\n")),
         M("paste: Stack Overflow page furniture (Share / Improve / Follow / author)",
           "Selecting the whole answer also copied the links under it, the date, the author's "
           "name and reputation line. Page furniture is removed.",
           ("\n\ndef parse_pages", "\n" + SO_FURNITURE + "\n\ndef parse_pages")),
     ],
     note="Policy: prose and output are kept as `# ` comments (the author pasted them on "
          "purpose, as a note of where the code came from); page furniture is removed.")

# ---------------------------------------------------------------- 035
case("merge_conflict_backup_script_two_blocks_one_each_side",
     "volunteer maintaining a sports club's server scripts with a friend; `git pull` left two conflict blocks",
     r'''
"""Back up the club's SQLite database, keeping the last N copies.
cron:  15 * * * *  /usr/bin/python3 /srv/club/backup_db.py --keep 48"""
import argparse
import datetime
import gzip
import shutil
import sqlite3
from pathlib import Path

DB_PATH = Path("/srv/club/club.db")
BACKUP_DIR = Path("/srv/club/backups")
STAMP_FORMAT = "%Y-%m-%d_%H%M"


def parse_args():
    p = argparse.ArgumentParser(description="Back up the club database")
    p.add_argument("--db", type=Path, default=DB_PATH)
    p.add_argument("--dest", type=Path, default=BACKUP_DIR)
    p.add_argument("--keep", type=int, default=14, help="how many backups to keep")
    p.add_argument("--compress", action="store_true", help="gzip the backup")
    return p.parse_args()


def make_backup(db, dest, compress=False):
    dest.mkdir(parents=True, exist_ok=True)
    stamp = datetime.datetime.now().strftime(STAMP_FORMAT)
    target = dest / f"club-{stamp}.db"
    src = sqlite3.connect(db)
    dst = sqlite3.connect(target)
    with dst:
        src.backup(dst)
    dst.close()
    src.close()
    if compress:
        with open(target, "rb") as f_in, gzip.open(str(target) + ".gz", "wb") as f_out:
            shutil.copyfileobj(f_in, f_out)
        target.unlink()
        target = Path(str(target) + ".gz")
    return target


def backup_time(path):
    stem = path.name.split(".")[0]
    return datetime.datetime.strptime(stem[len("club-"):], STAMP_FORMAT)


def prune(dest, keep):
    backups = sorted(dest.glob("club-*.db*"), key=backup_time)
    old = backups[:-keep] if keep > 0 else []
    for p in old:
        p.unlink()
    return old


def main():
    args = parse_args()
    if not args.db.exists():
        raise SystemExit(f"database not found: {args.db}")
    path = make_backup(args.db, args.dest, compress=args.compress)
    size_kb = path.stat().st_size / 1024
    print(f"backup written: {path} ({size_kb:.0f} KiB)")
    removed = prune(args.dest, args.keep)
    for p in removed:
        print("removed old backup", p.name)


if __name__ == "__main__":
    main()
''',
     [
         M("merge: conflict block left in file (resolved to the incoming side)",
           "First conflict, in make_backup(): HEAD names the file by date only "
           "(`club-{date.today():%Y-%m-%d}.db`), the incoming branch `hourly-backups` by "
           "date and time with STAMP_FORMAT. meant.py keeps the incoming side: backup_time() "
           "(outside the conflict) parses names with STAMP_FORMAT `%Y-%m-%d_%H%M`, which a "
           "date-only name would not match, and the cron line in the docstring runs hourly "
           "with `--keep 48`.",
           ('    stamp = datetime.datetime.now().strftime(STAMP_FORMAT)\n    target = dest / f"club-{stamp}.db"\n',
            '<<<<<<< HEAD\n'
            '    target = dest / f"club-{datetime.date.today():%Y-%m-%d}.db"\n'
            '=======\n'
            '    stamp = datetime.datetime.now().strftime(STAMP_FORMAT)\n'
            '    target = dest / f"club-{stamp}.db"\n'
            '>>>>>>> hourly-backups\n')),
         M("merge: conflict block left in file (resolved to the HEAD side)",
           "Second conflict, in main(): HEAD passes `compress=args.compress` and prints the "
           "size; the incoming side calls `make_backup(args.db, args.dest)` and prints only the "
           "path. meant.py keeps HEAD: the `--compress` option and the `compress` parameter "
           "(both outside the conflict) would otherwise be dead, and the branch only touched "
           "these lines because it predates them.",
           ('    path = make_backup(args.db, args.dest, compress=args.compress)\n'
            '    size_kb = path.stat().st_size / 1024\n'
            '    print(f"backup written: {path} ({size_kb:.0f} KiB)")\n',
            '<<<<<<< HEAD\n'
            '    path = make_backup(args.db, args.dest, compress=args.compress)\n'
            '    size_kb = path.stat().st_size / 1024\n'
            '    print(f"backup written: {path} ({size_kb:.0f} KiB)")\n'
            '=======\n'
            '    path = make_backup(args.db, args.dest)\n'
            '    print("backup written:", path)\n'
            '>>>>>>> hourly-backups\n')),
     ],
     note="Policy for merge conflicts: each block is resolved to one side, chosen by what the "
          "code outside the conflict needs; the markers and the other side are removed.")

# ---------------------------------------------------------------- 036
MEANT_36 = r'''
# Homework 4 – Shop receipt
# (I wrote this in Google Docs on the school Chromebook)
# the “discount” is 10% when you spend more than 10 pounds


class OutOfStock(Exception):
    ...


STOCK = {"apple": 12, "bread": 3, "milk": 0, "eggs": 24, "cheese": 5}
PRICES = {"apple": 0.40, "bread": 1.85, "milk": 1.10, "eggs": 0.25, "cheese": 3.60}
DISCOUNT_OVER = 10.00
DISCOUNT_RATE = 0.10


def buy(item, qty):
    if item not in PRICES:
        raise KeyError(item)
    if STOCK[item] < qty:
        raise OutOfStock(f"only {STOCK[item]} {item} left")
    STOCK[item] = STOCK[item] - qty
    return PRICES[item] * qty


def receipt(basket):
    total = 0
    lines = []
    for item, qty in basket:
        try:
            cost = buy(item, qty)
        except OutOfStock as e:
            lines.append(f"{item:<10} SKIPPED ({e})")
            continue
        total = total + cost
        lines.append(f"{item:<10} x{qty:<3} {cost:6.2f}")
    if total > DISCOUNT_OVER:
        discount = total * DISCOUNT_RATE
        lines.append(f"{'discount':<10}      {-discount:6.2f}")
        total = total - discount
    lines.append(f"{'TOTAL':<10}      {total:6.2f}")
    return "\n".join(lines)


basket = [("apple", 6), ("bread", 2), ("milk", 1), ("cheese", 2), ("eggs", 12)]
print(receipt(basket))
print("Left in stock:", STOCK)
'''
QUOTE_LINES_36 = [ln + "\n" for ln in MEANT_36.splitlines()
                  if ('"' in ln or "'" in ln) and not ln.lstrip().startswith("#")]

case("google_docs_autocorrect_curly_quotes_en_dash_ellipsis",
     "secondary-school pupil who wrote the homework in Google Docs and pasted it into a .py file",
     MEANT_36,
     [
         M("quote: curly quotes from autocorrect (all string literals)",
           "Smart quotes turned every `\"` and `'` in the code into curly quotes; a quote after a "
           "letter (`f\"`) became a closing quote. Each is undone to the ASCII quote.",
           *[(ln, smart(ln)) for ln in QUOTE_LINES_36]),
         M("char: en dash for minus from autocorrect",
           "`a - b` typed with spaces became `a – b` (U+2013) in the two subtractions.",
           ("STOCK[item] = STOCK[item] - qty", "STOCK[item] = STOCK[item] \u2013 qty"),
           ("total = total - discount", "total = total \u2013 discount")),
         M("char: ellipsis character for ... from autocorrect",
           "The `...` body of the exception class became one `…` character (U+2026).",
           ("class OutOfStock(Exception):\n    ...\n", "class OutOfStock(Exception):\n    \u2026\n")),
     ],
     note="Policy: autocorrect characters are undone where they break the code. In the header "
          "comments the en dash and the curly quotes around “discount” are valid Python and "
          "the pupil's own text; they stay in meant.py. `{-discount:6.2f}` has no spaces around "
          "its minus, so autocorrect left it alone.")
