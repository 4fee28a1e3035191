"""Group 5: chat-assistant conversations pasted into a .py file. Cases 037-040.

Policy (README.md): what the assistant says (prose, headings, bullet and numbered lists,
"Explanation:") becomes `# ` comments with its text unchanged (blank lines stay blank);
``` fences (with or without a language tag) are removed; `>>> ` / `... ` prompts are
removed and output lines become `# ` comments; a diff becomes the code after the change
(`@@` lines and `-` lines removed, the `+` / context-space column removed); a code block
the answer says belongs in a different file is commented out like the prose.
"""
from lib import case, M
from d_pasted import hashed

FENCE = "```"
POLICY = ("Policy for chat-assistant pastes: the assistant's prose becomes `# ` comments with its "
          "text unchanged (blank lines stay blank), fences are removed, `>>> ` prompts are removed "
          "and output lines commented, a diff becomes the code after the change. ")

# ---------------------------------------------------------------- 037
P37_INTRO = """Sure! Here's an updated version of your password generator. It lets you choose the
length and whether to include symbols, and it rates the strength of each password:
"""
P37_EXPL = """**Explanation:**

- `secrets.choice` is used instead of `random.choice`, because `random` is not meant for passwords.
- The `while True` loop keeps generating until every character class is present.
- `strength()` gives a simple score from 0 to 4 based on length and variety.
- `ask_yes_no()` lets you just press Enter to accept the default.

Let me know if you'd like to save the passwords to a file or copy them to the clipboard!
"""

case("chat_sure_updated_version_fences_explanation_bullets_count_paren",
     "teenager who asked a chat assistant to improve their password generator and pasted the whole reply",
     hashed(P37_INTRO) + r'''
import secrets
import string


def generate_password(length=16, use_symbols=True):
    alphabet = string.ascii_letters + string.digits
    if use_symbols:
        alphabet += "!@#$%^&*()-_=+[]{};:,.?"
    while True:
        pwd = "".join(secrets.choice(alphabet) for _ in range(length))
        # make sure every character class is present
        if (any(c.islower() for c in pwd)
                and any(c.isupper() for c in pwd)
                and any(c.isdigit() for c in pwd)
                and (not use_symbols or any(c in string.punctuation for c in pwd))):
            return pwd


def strength(pwd):
    score = 0
    if len(pwd) >= 12:
        score += 1
    if len(pwd) >= 16:
        score += 1
    if any(c.isdigit() for c in pwd) and any(c.isalpha() for c in pwd):
        score += 1
    if any(c in string.punctuation for c in pwd):
        score += 1
    return ["weak", "fair", "good", "strong", "very strong"][score]


def ask_yes_no(prompt, default=True):
    answer = input(prompt + (" [Y/n] " if default else " [y/N] ")).strip().lower()
    if not answer:
        return default
    return answer.startswith("y")


if __name__ == "__main__":
    try:
        length = int(input("Length (default 16): ") or 16)
    except ValueError:
        length = 16
    symbols = ask_yes_no("Include symbols?")
    count = int(input("How many passwords? ") or 1)
    for _ in range(count):
        pwd = generate_password(length, symbols)
        print(f"{pwd}   ({strength(pwd)})")

''' + hashed(P37_EXPL),
     [
         M("llm: intro prose and opening ```python fence",
           "\"Sure! Here's an updated version ...\" (two lines) and the ```python fence. The "
           "prose becomes a `# ` comment; the fence is removed.",
           (hashed(P37_INTRO) + "\n", P37_INTRO + "\n" + FENCE + "python\n")),
         M("llm: closing fence and **Explanation:** bullet list",
           "The closing ``` fence is removed; the bold `**Explanation:**` heading, its four "
           "bullets and the closing offer become `# ` comments.",
           ('        print(f"{pwd}   ({strength(pwd)})")\n\n' + hashed(P37_EXPL),
            '        print(f"{pwd}   ({strength(pwd)})")\n' + FENCE + "\n\n" + P37_EXPL)),
         M("bracket: ) missing after input(...) or default",
           "The user's own edit after pasting: changing the default number of passwords to 1 "
           "they deleted the final `)` of `int(input(...) or 1)` as well.",
           ('count = int(input("How many passwords? ") or 1)', 'count = int(input("How many passwords? ") or 1')),
     ],
     note=POLICY + "The code between the fences is kept byte for byte.")

# ---------------------------------------------------------------- 038
P38_BEFORE = """Here's the change as a diff. It adds a small in-memory cache so that repeated
conversions don't call the API every time:
"""
P38_AFTER = """With this, converting several amounts from the same base currency only makes one
request per hour.
"""
CACHE_MEANT = r'''_cache = {}


def fetch_rates(base, max_age=3600):
    now = time.time()
    if base in _cache and now - _cache[base][0] < max_age:
        return _cache[base][1]
    r = requests.get(URL, params={"base": base}, timeout=10)
    r.raise_for_status()
    rates = r.json()["rates"]
    _cache[base] = (now, rates)
    return rates
'''
CACHE_DIFF = FENCE + "diff\n" + r'''@@ -14,4 +14,12 @@ URL = "https://api.exchangerate.host/latest"
-def fetch_rates(base):
+_cache = {}
+
+
+def fetch_rates(base, max_age=3600):
+    now = time.time()
+    if base in _cache and now - _cache[base][0] < max_age:
+        return _cache[base][1]
     r = requests.get(URL, params={"base": base}, timeout=10)
     r.raise_for_status()
-    return r.json()["rates"]
+    rates = r.json()["rates"]
+    _cache[base] = (now, rates)
+    return rates
''' + FENCE + "\n"

case("chat_diff_pasted_cache_prose_plus_minus_lines_dict_comma",
     "self-taught freelancer who pasted a chat assistant's diff answer over a function of their currency script",
     r'''
"""Convert between currencies using the free exchangerate.host API.

usage: python fx.py 120 EUR USD
"""
import sys
import time

import requests

URL = "https://api.exchangerate.host/latest"
SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "CHF": "Fr"}

''' + hashed(P38_BEFORE) + "\n" + CACHE_MEANT + "\n" + hashed(P38_AFTER) + r'''

def convert(amount, src, dst):
    rates = fetch_rates(src)
    if dst not in rates:
        raise ValueError(f"unknown currency {dst}")
    return amount * rates[dst]


def fmt(amount, code):
    sym = SYMBOLS.get(code, code + " ")
    return f"{sym}{amount:,.2f}"


def main(argv):
    if len(argv) != 4:
        print(__doc__)
        return 2
    amount = float(argv[1])
    src, dst = argv[2].upper(), argv[3].upper()
    try:
        result = convert(amount, src, dst)
    except requests.RequestException as e:
        print("network problem:", e)
        return 1
    print(fmt(amount, src), "=", fmt(result, dst))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
''',
     [
         M("llm: prose before and after the diff",
           "The assistant's sentence introducing the diff and its remark after it become `# ` "
           "comments with their text unchanged.",
           (hashed(P38_BEFORE), P38_BEFORE), (hashed(P38_AFTER), P38_AFTER)),
         M("llm: unified diff pasted with markers (```diff fence, @@, -, +)",
           "The answer's ```diff block replaced the old fetch_rates(). meant.py is the code "
           "after the change: the fences and the `@@` hunk header are removed, the two `-` "
           "lines (the old header and the old return) are removed, and the one-character "
           "`+` / space column in front of the other lines is removed.",
           (CACHE_MEANT, CACHE_DIFF)),
         M("comma: missing between dict entries",
           'The user\'s own edit to SYMBOLS: `"GBP": "£" "JPY": "¥"` - a comma lost when '
           "adding the yen.",
           ('"GBP": "£", "JPY": "¥"', '"GBP": "£" "JPY": "¥"')),
     ],
     note=POLICY + "The file already imported `time`, which the new code uses.")

# ---------------------------------------------------------------- 039
P39_INTRO = """Good idea to split it up! Put the storage code in its own module.

Create a file called `storage.py`:
"""
STORAGE_CODE = r'''import json
from datetime import date
from pathlib import Path

DATA = Path.home() / ".habits.json"


def load():
    if DATA.exists():
        return json.loads(DATA.read_text())
    return {}


def save(habits):
    DATA.write_text(json.dumps(habits, indent=2))


def mark_done(habits, name, day=None):
    day = (day or date.today()).isoformat()
    habits.setdefault(name, [])
    if day not in habits[name]:
        habits[name].append(day)
'''
P39_MIDDLE = "Then `main.py` only has the command-line part:\n"
P39_OUTRO = """Run it with `python main.py done reading` to mark a habit, or `python main.py` to see
your streaks. Both files must be in the same folder.
"""

case("chat_two_files_storage_and_main_in_one_paste_prose_fences",
     "hobbyist building a habit tracker; asked the assistant to split the code in two files, pasted the whole answer into main.py",
     hashed(P39_INTRO) + "\n" + hashed(STORAGE_CODE) + "\n" + hashed(P39_MIDDLE) + "\n" + r'''import sys
from datetime import date, timedelta

from storage import load, mark_done, save


def streak(days):
    done = set(days)
    count = 0
    d = date.today()
    while d.isoformat() in done:
        count += 1
        d -= timedelta(days=1)
    return count


def show(habits):
    if not habits:
        print("No habits yet. Add one with: python main.py done <habit>")
        return
    for name, days in sorted(habits.items()):
        print(f"{name:<15} streak {streak(days):>3}   total {len(days)}")


def main(argv):
    habits = load()
    if len(argv) >= 3 and argv[1] == "done":
        name = " ".join(argv[2:])
        mark_done(habits, name)
        save(habits)
        print(f"Marked '{name}' as done today.")
    show(habits)


if __name__ == "__main__":
    main(sys.argv)

''' + hashed(P39_OUTRO),
     [
         M("llm: prose around and between the two blocks",
           "The assistant's introduction, \"Create a file called `storage.py`:\", \"Then `main.py` "
           "only has the command-line part:\" and the closing instructions become `# ` comments.",
           (hashed(P39_INTRO), P39_INTRO), (hashed(P39_MIDDLE), P39_MIDDLE),
           (hashed(P39_OUTRO), P39_OUTRO)),
         M("llm: code block of another file (storage.py) pasted into main.py",
           "The first block is the new storage.py, fences included. The answer says it goes in "
           "its own file and this file imports it (`from storage import ...`), so in main.py it "
           "is commented out like the prose (nothing the user pasted is lost; they can move it "
           "to storage.py); its fences are removed.",
           (hashed(STORAGE_CODE), FENCE + "python\n" + STORAGE_CODE + FENCE + "\n")),
         M("llm: fences around the main.py block",
           "The ```python and ``` lines around the block that belongs in this file are removed.",
           ("import sys\nfrom datetime import date, timedelta\n",
            FENCE + "python\nimport sys\nfrom datetime import date, timedelta\n"),
           ("    main(sys.argv)\n", "    main(sys.argv)\n" + FENCE + "\n")),
     ],
     note=POLICY + "The file is main.py. Which block is this file's is stated by the answer itself "
          "(\"Create a file called `storage.py`\" / \"Then `main.py` ...\"). Commenting out "
          "the storage.py block rather than deleting it follows the one policy used for "
          "everything in an answer that is not this file's code.")

# ---------------------------------------------------------------- 040
P40_INTRO = """Here's a function that understands durations like `1h30m`, `45s` or `2h 5m 10s`:
"""
P40_USAGE = "Example usage:\n"
USAGE_MEANT = r'''parse_duration("1h30m")
# 5400
parse_duration("2h 5m 10s")
# 7510
parse_duration("90")
# 90
'''
USAGE_BROKEN = r'''>>> parse_duration("1h30m")
5400
>>> parse_duration("2h 5m 10s")
7510
>>> parse_duration("90")
90
'''
P40_NOTES = """How it works:

1. The regular expression finds every number followed by an optional unit.
2. A number without a unit is treated as seconds.
3. Anything that is not a valid duration raises a `ValueError`, so argparse can show a nice error.
"""
PARSE_CODE = r'''UNITS = {"h": 3600, "m": 60, "s": 1, "": 1}
PART = re.compile(r"\s*(\d+)\s*([hms]?)", re.IGNORECASE)


def parse_duration(text):
    text = text.strip().lower()
    pos = 0
    total = 0
    while pos < len(text):
        m = PART.match(text, pos)
        if not m:
            raise ValueError(f"not a duration: {text!r}")
        total += int(m.group(1)) * UNITS[m.group(2)]
        pos = m.end()
    if pos == 0:
        raise ValueError("empty duration")
    return total
'''

case("chat_function_with_repl_example_usage_numbered_notes_fences",
     "student who pasted an answer (function, >>> usage example, notes) into the middle of their countdown-timer script",
     r'''
#!/usr/bin/env python3
"""Countdown timer for the terminal: python timer.py 25m "tea is ready" """
import argparse
import re
import sys
import time

''' + hashed(P40_INTRO) + "\n" + PARSE_CODE + "\n" + hashed(P40_USAGE) + "\n" + USAGE_MEANT + "\n"
     + hashed(P40_NOTES) + r'''

def countdown(seconds, message):
    end = time.monotonic() + seconds
    while (left := round(end - time.monotonic())) > 0:
        m, s = divmod(left, 60)
        sys.stdout.write(f"\r{m:02d}:{s:02d} ")
        sys.stdout.flush()
        time.sleep(0.2)
    print("\r" + message + "\a")


def main():
    ap = argparse.ArgumentParser(description="terminal countdown timer")
    ap.add_argument("duration", type=parse_duration, help="e.g. 25m, 1h30m, 90")
    ap.add_argument("message", nargs="?", default="Time's up!")
    args = ap.parse_args()
    countdown(args.duration, args.message)


if __name__ == "__main__":
    main()
''',
     [
         M("llm: assistant prose (intro, Example usage:, numbered notes)",
           "The answer's introduction, the `Example usage:` line and the numbered `How it "
           "works:` list become `# ` comments with their text unchanged.",
           (hashed(P40_INTRO), P40_INTRO), (hashed(P40_USAGE), P40_USAGE),
           (hashed(P40_NOTES), P40_NOTES)),
         M("llm: ```python fences around both blocks",
           "The two fenced blocks (the function, then the usage example) each had an opening "
           "```python and a closing ``` line; all four are removed.",
           ('UNITS = {"h": 3600', FENCE + 'python\nUNITS = {"h": 3600'),
           ("    return total\n", "    return total\n" + FENCE + "\n"),
           ('parse_duration("1h30m")\n', FENCE + 'python\nparse_duration("1h30m")\n'),
           ('# 90\n', '# 90\n' + FENCE + "\n")),
         M("repl: >>> prompts and output lines in the usage example",
           "The usage block is an interactive session: the `>>> ` prompts are removed and the "
           "three results become `# ` comments under their calls.",
           (USAGE_MEANT, USAGE_BROKEN)),
     ],
     note=POLICY + "The assistant's answer sits between the user's imports and their own countdown code; "
          "only the answer's parts change. The usage calls are kept as bare expressions, as "
          "the example typed them.")
