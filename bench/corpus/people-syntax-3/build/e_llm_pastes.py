"""Cases 043-050: code from a chat assistant, pasted the way users paste it (prose,
fences, cut-off answers, two versions, explanation lines, REPL examples, diff markers)."""
from lib import case, M, START, END

# ---------------------------------------------------------------- 043
case("llm_downloads_organizer_fences_prose", "office worker who asked a chatbot for a Downloads tidy-up script",
r'''
import shutil
from pathlib import Path

DOWNLOADS = Path.home() / "Downloads"

CATEGORIES = {
    "Images": {".jpg", ".jpeg", ".png", ".gif", ".webp", ".heic"},
    "Documents": {".pdf", ".docx", ".doc", ".txt", ".xlsx", ".pptx", ".csv"},
    "Archives": {".zip", ".rar", ".7z", ".tar", ".gz"},
    "Audio": {".mp3", ".wav", ".flac", ".m4a"},
    "Video": {".mp4", ".mov", ".mkv", ".avi"},
    "Installers": {".exe", ".msi", ".dmg", ".pkg"},
}


def category_for(path: Path) -> str:
    ext = path.suffix.lower()
    for name, extensions in CATEGORIES.items():
        if ext in extensions:
            return name
    return "Other"


def unique_target(folder: Path, name: str) -> Path:
    target = folder / name
    stem, suffix = target.stem, target.suffix
    counter = 1
    while target.exists():
        target = folder / f"{stem} ({counter}){suffix}"
        counter += 1
    return target


def organize(folder: Path, dry_run: bool = False) -> dict:
    moved = {}
    for item in folder.iterdir():
        if item.is_dir() or item.name.startswith("."):
            continue
        category = category_for(item)
        dest_folder = folder / category
        dest = unique_target(dest_folder, item.name)
        if not dry_run:
            dest_folder.mkdir(exist_ok=True)
            shutil.move(str(item), str(dest))
        moved[category] = moved.get(category, 0) + 1
        print(f"{item.name} -> {category}/")
    return moved


if __name__ == "__main__":
    summary = organize(DOWNLOADS)
    print("\nSummary:")
    for category, count in sorted(summary.items()):
        print(f"  {category}: {count} file(s)")
''', [
    M("llm: prose and opening fence before the code", "the answer's first sentence and the ```python line were copied too",
      (START, "Sure! Here's a Python script that organizes your Downloads folder by moving each file into a subfolder based on its type:\n\n```python\n")),
    M("llm: closing fence and explanation after the code", "the closing ``` and the 'How it works' list were copied too",
      (END, "```\n\n**How it works:**\n\n1. `CATEGORIES` maps folder names to file extensions.\n"
            "2. `unique_target()` avoids overwriting files that already exist.\n"
            "3. Set `dry_run=True` to see what would happen without moving anything.\n")),
], note="""
The user selected the whole chatbot answer, not just the code block. meant.py is the code
block's contents; the sentence before it and the explanation after it are not code.
""")

# ---------------------------------------------------------------- 044
case("llm_stock_alert_cut_off_at_end", "hobby investor using a chatbot answer that stopped mid-line",
r'''
import json
import smtplib
import time
from email.mime.text import MIMEText

import yfinance as yf

WATCHLIST = {
    "AAPL": {"below": 170.0, "above": 200.0},
    "MSFT": {"below": 380.0, "above": 450.0},
    "NVDA": {"below": 800.0, "above": 1000.0},
}
CHECK_EVERY = 15 * 60  # seconds
STATE_FILE = "alerts_sent.json"


def load_state():
    try:
        with open(STATE_FILE) as f:
            return json.load(f)
    except (FileNotFoundError, json.JSONDecodeError):
        return {}


def save_state(state):
    with open(STATE_FILE, "w") as f:
        json.dump(state, f)


def current_price(symbol):
    data = yf.Ticker(symbol).history(period="1d", interval="5m")
    if data.empty:
        return None
    return float(data["Close"].iloc[-1])


def send_email(subject, body, to_addr="me@example.com"):
    msg = MIMEText(body)
    msg["Subject"] = subject
    msg["From"] = "alerts@example.com"
    msg["To"] = to_addr
    with smtplib.SMTP("localhost") as server:
        server.send_message(msg)


def check_once(state):
    for symbol, limits in WATCHLIST.items():
        price = current_price(symbol)
        if price is None:
            continue
        if price < limits["below"] and state.get(symbol) != "below":
            send_email(f"{symbol} below {limits['below']}", f"{symbol} is now {price:.2f}")
            state[symbol] = "below"
        elif price > limits["above"] and state.get(symbol) != "above":
            send_email(f"{symbol} above {limits['above']}", f"{symbol} is now {price:.2f}")
            state[symbol] = "above"
        elif limits["below"] <= price <= limits["above"]:
            state.pop(symbol, None)
    save_state(state)


def main():
    state = load_state()
    while True:
        check_once(state)
        time.sleep(CHECK_EVERY)


if __name__ == "__main__":
    main()
''', [
    M("llm: prose before the code", "the answer's opening sentence was copied with the code",
      (START, "Here's a script that checks prices every 15 minutes and emails you when a stock crosses one of your limits:\n\n")),
    M("llm: answer cut off mid-line", "the answer stopped inside the last line: `if __name__ == \"__ma`",
      ('if __name__ == "__main__":\n    main()\n', 'if __name__ == "__ma')),
], note="""
Price-alert loop with yfinance and SMTP. The chatbot's answer hit its length limit in the
`if __name__ == "__ma` line. What is missing is the standard entry-point guard calling
`main()`, which the file defines and nothing else calls; no other code was lost (all
functions are complete and used).
""")

# ---------------------------------------------------------------- 045
case("llm_expenses_two_versions_mixed", "freelancer who asked for a fix and pasted over the old answer",
r'''
import csv
import sys
from dataclasses import dataclass
from datetime import date


@dataclass
class Expense:
    day: date
    category: str
    amount: float
    note: str = ""


def parse_line(row: list[str]) -> Expense | None:
    if len(row) < 3:
        return None
    try:
        day = date.fromisoformat(row[0].strip())
        amount = float(row[2].replace(",", "."))
    except ValueError:
        return None
    note = row[3].strip() if len(row) > 3 else ""
    return Expense(day, row[1].strip().lower(), amount, note)


def read_expenses(path: str) -> tuple[list[Expense], int]:
    expenses, skipped = [], 0
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.reader(f):
            exp = parse_line(row)
            if exp is None:
                skipped += 1
            else:
                expenses.append(exp)
    return expenses, skipped


def monthly_totals(expenses: list[Expense]) -> dict[str, dict[str, float]]:
    totals: dict[str, dict[str, float]] = {}
    for e in expenses:
        month = e.day.strftime("%Y-%m")
        by_cat = totals.setdefault(month, {})
        by_cat[e.category] = by_cat.get(e.category, 0.0) + e.amount
    return totals


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else "expenses.csv"
    expenses, skipped = read_expenses(path)
    for month, cats in sorted(monthly_totals(expenses).items()):
        print(month)
        for cat, total in sorted(cats.items(), key=lambda kv: -kv[1]):
            print(f"  {cat:<15}{total:>10.2f}")
        print(f"  {'TOTAL':<15}{sum(cats.values()):>10.2f}")
    if skipped:
        print(f"\n({skipped} malformed lines skipped)")


if __name__ == "__main__":
    main()
''', [
    M("llm: two versions mixed (old fragment left)", "the first three lines of the old parse_line(line) were left above the new one",
      ("def parse_line(row: list[str])",
       "def parse_line(line):\n    parts = line.strip().split(\",\")\n    if len(parts) < 3:\n"
       "def parse_line(row: list[str])")),
    M("llm: explanation line between the versions", "the sentence introducing the new version was pasted too",
      ("def parse_line(row: list[str])",
       "Here is the updated version that uses csv.reader and skips malformed rows:\n\n"
       "def parse_line(row: list[str])")),
], note="""
Monthly expense totals from a CSV. The first answer's parse_line(line) split lines by
hand; the user asked for csv.reader and a dataclass and pasted the new answer over the
old one starting a few lines too low. The new parse_line(row) is complete and is the one
read_expenses() calls with a csv row, so the old fragment and the sentence go.
""")

# ---------------------------------------------------------------- 046
case("llm_pomodoro_two_blocks_crlf", "student on Windows who copied across two code blocks of an answer (CRLF)",
r'''
import sys
import time
from datetime import datetime, timedelta

WORK_MINUTES = 25
SHORT_BREAK = 5
LONG_BREAK = 15
CYCLES_BEFORE_LONG_BREAK = 4


def format_time(seconds):
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes:02d}:{secs:02d}"


def countdown(label, minutes):
    end = datetime.now() + timedelta(minutes=minutes)
    while True:
        remaining = (end - datetime.now()).total_seconds()
        if remaining <= 0:
            break
        sys.stdout.write(f"\r{label}  {format_time(remaining)} ")
        sys.stdout.flush()
        time.sleep(1)
    sys.stdout.write(f"\r{label}  done!      \n")


def notify(message):
    # terminal bell plus a line of text; works everywhere
    print("\a" + message)


def run(total_cycles):
    for cycle in range(1, total_cycles + 1):
        countdown(f"Work {cycle}/{total_cycles}", WORK_MINUTES)
        notify("Time for a break!")
        if cycle % CYCLES_BEFORE_LONG_BREAK == 0:
            countdown("Long break", LONG_BREAK)
        elif cycle < total_cycles:
            countdown("Short break", SHORT_BREAK)
        notify("Back to work!" if cycle < total_cycles else "All done, nice work!")


if __name__ == "__main__":
    cycles = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    try:
        run(cycles)
    except KeyboardInterrupt:
        print("\nStopped.")
''', [
    M("llm: fence, prose, fence between two code blocks", "the end of block 1, the sentence between the blocks and the start of block 2",
      ("def notify(message):",
       "```\n\nThen add a small helper for notifications and the main loop that cycles between work and breaks:\n\n```python\n"
       "def notify(message):")),
    M("llm: example output after the code", "the 'Example output' paragraph and its block after the code",
      (END, "\nExample output:\n\n```\nWork 1/4  24:59\n```\n")),
], crlf=True, note="""
Pomodoro timer in the terminal. The answer came in two code blocks with a sentence
between them; the user dragged the selection across both, and on to the sample output
at the end. meant.py is the two blocks joined; nothing else differs.
""")

# ---------------------------------------------------------------- 047
case("llm_word_freq_copy_code_label_fstring", "literature student running a chatbot's word-frequency script",
r'''
import re
import sys
from collections import Counter

import matplotlib.pyplot as plt

STOPWORDS = {
    "the", "and", "a", "an", "of", "to", "in", "is", "it", "that", "for",
    "on", "with", "as", "was", "i", "you", "he", "she", "they", "we", "be",
    "at", "by", "this", "are", "or", "but", "not", "from", "his", "her",
}


def read_words(path):
    with open(path, encoding="utf-8") as f:
        text = f.read().lower()
    return re.findall(r"[a-z']+", text)


def top_words(words, n=20):
    counts = Counter(w for w in words if w not in STOPWORDS and len(w) > 2)
    return counts.most_common(n)


def plot(pairs, title):
    words = [w for w, _ in pairs]
    counts = [c for _, c in pairs]
    plt.figure(figsize=(10, 6))
    plt.barh(words[::-1], counts[::-1], color="steelblue")
    plt.xlabel("Occurrences")
    plt.title(title)
    plt.tight_layout()
    plt.savefig("word_frequency.png", dpi=150)
    plt.show()


def main():
    if len(sys.argv) < 2:
        print("Usage: python word_freq.py <textfile> [top_n]")
        sys.exit(1)
    path = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    words = read_words(path)
    pairs = top_words(words, n)
    print(f"Total words: {len(words)}, unique: {len(set(words))}")
    for word, count in pairs:
        print(f"{word:<15} {count}")
    plot(pairs, f"Top {n} words in {path.split('/')[-1]}")


if __name__ == "__main__":
    main()
''', [
    M("llm: chat UI label copied (python / Copy code)", "the code block header `python` and the `Copy code` button text",
      (START, "python\nCopy code\n")),
    M("fstring: nested same quotes (3.12 only)", "`{path.split(\"/\")[-1]}` inside a double-quoted f-string",
      ("""{path.split('/')[-1]}""", """{path.split("/")[-1]}""")),
], note="""
Top-N words of a text file with a bar chart. The copy included the code block's header
line (language label and "Copy code" button). The assistant also wrote a 3.12-only
f-string (same quote type nested); the student runs 3.11. meant.py switches the inner
quotes to single quotes, as the rest of the file would need.
""")

# ---------------------------------------------------------------- 048
case("llm_stats_cut_off_above_own_code", "lab technician who pasted a cut-off helper above their own script",
r'''
import csv
import math
import sys


def stats(values):
    """Return mean and (sample) standard deviation of a list of numbers."""
    n = len(values)
    if n < 2:
        raise ValueError("need at least two values")
    mean = sum(values) / n
    var = sum((x - mean) ** 2 for x in values) / (n - 1)
    std = math.sqrt(var)
    return {"mean": mean, "std": std}


# --- my code ---
SENSORS = ["temp", "humidity", "pressure"]

def load(path):
    data = {s: [] for s in SENSORS}
    with open(path) as f:
        for row in csv.DictReader(f):
            for s in SENSORS:
                if row[s]:
                    data[s].append(float(row[s]))
    return data

def outliers(values, s, k=3):
    return [v for v in values if abs(v - s["mean"]) > k * s["std"]]

data = load(sys.argv[1])
for sensor in SENSORS:
    s = stats(data[sensor])
    bad = outliers(data[sensor], s)
    print(sensor, "mean=%.2f std=%.2f outliers=%d" % (s["mean"], s["std"], len(bad)))
    if bad:
        print("   ", bad[:10])
''', [
    M("llm: opening fence copied", "the ```python line of the answer",
      (START, "```python\n")),
    M("llm: answer cut off mid-line", "the helper's last line stops at `\"std\": st`",
      ('    return {"mean": mean, "std": std}\n', '    return {"mean": mean, "std": st\n')),
], note="""
Sensor CSV summary with 3-sigma outliers. The helper stats() came from a chatbot answer
that stopped mid-line; the user pasted it, fence line included, above their own code.
The function computes exactly `mean` and `std`, the docstring promises those two, and the
user's code reads only `s["mean"]` and `s["std"]`, so the cut line is
`return {"mean": mean, "std": std}`.
""")

# ---------------------------------------------------------------- 049
case("llm_recursion_helpers_repl_example", "student who pasted a whole answer including its example session",
r'''
from functools import lru_cache


@lru_cache(maxsize=None)
def fib(n: int) -> int:
    """Return the n-th Fibonacci number (fib(0) == 0)."""
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def binary_search(items: list[int], target: int) -> int:
    """Return the index of target in the sorted list items, or -1."""
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def flatten(nested):
    """Flatten arbitrarily nested lists into one list."""
    result = []
    for item in nested:
        if isinstance(item, list):
            result.extend(flatten(item))
        else:
            result.append(item)
    return result


if __name__ == "__main__":
    print([fib(i) for i in range(15)])
    print(binary_search([1, 3, 5, 7, 9, 11], 7))
    print(flatten([1, [2, [3, 4], 5], [[6]]]))
''', [
    M("llm: example REPL session pasted", "'Example usage:' with `>>>` prompts and their output",
      ('if __name__ == "__main__":',
       "Example usage:\n\n>>> fib(30)\n832040\n>>> binary_search([1, 3, 5, 7], 4)\n-1\n"
       ">>> flatten([1, [2, [3]]])\n[1, 2, 3]\n\n"
       'if __name__ == "__main__":')),
    M("llm: explanation after the code", "the 'Explanation:' bullet list at the end",
      (END, "\nExplanation:\n- `fib` uses `lru_cache`, so each value is computed only once.\n"
            "- `binary_search` halves the search range each step: O(log n).\n")),
], note="""
Three recursion/search helpers. The answer showed an interactive session and a bullet
list; both were pasted into the .py file. They document calls, they are not part of the
program: the file already has its own `__main__` block that calls all three functions,
so meant.py drops them rather than turning them into prints.
""")

# ---------------------------------------------------------------- 050
case("llm_fetch_retry_diff_plus_markers", "sysadmin who applied a chatbot's diff by hand",
r'''
import hashlib
import os
import sys
import time
import urllib.request

CHUNK = 1 << 16


def download(url, dest, retries=3):
    for attempt in range(1, retries + 1):
        try:
            with urllib.request.urlopen(url, timeout=30) as resp, open(dest + ".part", "wb") as out:
                while True:
                    chunk = resp.read(CHUNK)
                    if not chunk:
                        break
                    out.write(chunk)
            os.replace(dest + ".part", dest)
            return True
        except OSError as exc:
            print(f"attempt {attempt} failed: {exc}", file=sys.stderr)
            if attempt < retries:
                time.sleep(2 ** attempt)
    return False


def sha256sum(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


def main():
    if len(sys.argv) not in (3, 4):
        print("usage: fetch.py URL DEST [SHA256]")
        return 2
    url, dest = sys.argv[1], sys.argv[2]
    if not download(url, dest):
        return 1
    if len(sys.argv) == 4:
        actual = sha256sum(dest)
        if actual != sys.argv[3].lower():
            print(f"checksum mismatch: {actual}")
            os.remove(dest)
            return 1
        print("checksum ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
''', [
    M("llm: diff + markers pasted", "three added lines of the diff kept their leading `+`",
      ("            print(f\"attempt {attempt} failed: {exc}\", file=sys.stderr)\n"
       "            if attempt < retries:\n"
       "                time.sleep(2 ** attempt)\n",
       "+            print(f\"attempt {attempt} failed: {exc}\", file=sys.stderr)\n"
       "+            if attempt < retries:\n"
       "+                time.sleep(2 ** attempt)\n")),
    M("llm: explanation line in the middle", "a bold **Note:** line from the answer between two functions",
      ("def main():", "**Note:** writing to a `.part` file first means a failed download never leaves a half file behind.\n\n"
                     "def main():")),
], note="""
Downloader with retries and optional SHA-256 check. The chatbot answered with a unified
diff; the user copied the `+` lines into the `except` block without removing the diff
markers, and also copied a note that sat between two hunks. The `+` is diff syntax, not
an operator (the lines are the added retry message and back-off), so meant.py has the
lines without it.
""")
