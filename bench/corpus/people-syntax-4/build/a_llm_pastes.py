"""Cases 001-009: chat-assistant answers pasted into a .py file (part 1)."""
from lib import case, M, START, END

POLICY = ("Prose policy (same for every chat-assistant case in this corpus): meant.py is the\n"
          "program the user wanted to save; the assistant's prose, headings, fences, labels,\n"
          "example sessions and example output are REMOVED (not turned into comments). Comments\n"
          "that were inside the assistant's code block are code and are kept.")

# ---------------------------------------------------------------------------
case("llm_csv_dedupe_fences_numbered_list",
     "user of a chat assistant (verbose, bold markers) who pasted the whole answer",
     r'''
import csv
import sys
from pathlib import Path


def dedupe_csv(in_path, out_path, key_columns=None):
    """Copy in_path to out_path, dropping rows that were already seen.

    If key_columns is given, two rows count as duplicates when they agree on
    those columns only; otherwise the whole row is compared.
    """
    seen = set()
    kept = dropped = 0

    with open(in_path, newline="", encoding="utf-8") as src, \
         open(out_path, "w", newline="", encoding="utf-8") as dst:
        reader = csv.DictReader(src)
        writer = csv.DictWriter(dst, fieldnames=reader.fieldnames)
        writer.writeheader()

        for row in reader:
            if key_columns:
                key = tuple(row[col].strip().lower() for col in key_columns)
            else:
                key = tuple(value.strip().lower() for value in row.values())

            if key in seen:
                dropped += 1
                continue

            seen.add(key)
            writer.writerow(row)
            kept += 1

    return kept, dropped


def main():
    if len(sys.argv) < 3:
        print("Usage: python dedupe.py input.csv output.csv [column ...]")
        sys.exit(1)

    in_path = Path(sys.argv[1])
    out_path = Path(sys.argv[2])
    key_columns = sys.argv[3:] or None

    if not in_path.exists():
        print(f"Error: {in_path} does not exist")
        sys.exit(1)

    kept, dropped = dedupe_csv(in_path, out_path, key_columns)
    print(f"Done! Kept {kept} rows, removed {dropped} duplicates.")


if __name__ == "__main__":
    main()
''',
     [
         M("llm: prose and opening fence before the code",
           "The answer's first sentence and the ```python fence were pasted above the code.",
           (START, "Sure! Here's a Python script that removes duplicate rows from a CSV file. "
                   "It keeps the first occurrence of each row and lets you choose which columns "
                   "to compare:\n\n```python\n")),
         M("llm: closing fence and numbered explanation list after the code",
           "The closing fence, a bold 'How it works' heading, a numbered list, a shell example "
           "in its own fence and a closing offer were pasted below the code.",
           (END, "```\n\n**How it works:**\n\n"
                 "1. **`csv.DictReader`** reads each row as a dictionary, so the header is preserved.\n"
                 "2. A **set** called `seen` stores a normalized key for every row we've already "
                 "written (stripped and lowercased, so `\"Alice \"` and `\"alice\"` count as the same).\n"
                 "3. If you pass column names after the file names, only those columns are compared.\n"
                 "4. The script prints how many rows were kept and removed.\n\n"
                 "Example:\n\n```\npython dedupe.py contacts.csv contacts_clean.csv email\n```\n\n"
                 "Let me know if you'd like it to handle files without a header row!\n")),
         M("colon: missing after if",
           "The user retyped the duplicate test while reading the code and left out the colon.",
           ("            if key in seen:\n", "            if key in seen\n")),
     ],
     note=POLICY + "\n\nThe user later retyped one line of the code; the missing colon is the "
                   "only slip inside the code itself.")

# ---------------------------------------------------------------------------
case("llm_backup_script_cut_off_mid_line",
     "sysadmin who asked a chat assistant for a backup script; the answer hit the output limit",
     r'''
#!/usr/bin/env python3
"""Nightly backup: copy changed files from SOURCE to a dated folder in DEST,
keep the last KEEP backups and delete older ones."""
import hashlib
import logging
import shutil
import sys
from datetime import datetime
from pathlib import Path

SOURCE = Path.home() / "Documents"
DEST = Path("/mnt/backup/documents")
KEEP = 7

logging.basicConfig(
    level=logging.INFO,
    format="%(asctime)s %(levelname)s %(message)s",
)
log = logging.getLogger("backup")


def file_hash(path, chunk_size=65536):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(chunk_size), b""):
            h.update(chunk)
    return h.hexdigest()


def latest_backup():
    backups = sorted(p for p in DEST.iterdir() if p.is_dir())
    return backups[-1] if backups else None


def copy_changed(target, previous):
    copied = 0
    for src in SOURCE.rglob("*"):
        if not src.is_file():
            continue
        rel = src.relative_to(SOURCE)
        dst = target / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        old = previous / rel if previous else None
        if old and old.exists() and file_hash(old) == file_hash(src):
            shutil.copy2(old, dst)
        else:
            shutil.copy2(src, dst)
            copied += 1
    return copied


def prune_old():
    backups = sorted(p for p in DEST.iterdir() if p.is_dir())
    for old in backups[:-KEEP]:
        log.info("removing old backup %s", old.name)
        shutil.rmtree(old)


def main():
    if not SOURCE.exists():
        log.error("source %s not found", SOURCE)
        return 1
    DEST.mkdir(parents=True, exist_ok=True)
    previous = latest_backup()
    target = DEST / datetime.now().strftime("%Y-%m-%d_%H%M")
    target.mkdir()
    copied = copy_changed(target, previous)
    log.info("copied %d changed files into %s", copied, target)
    prune_old()
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
     [
         M("llm: prose and opening fence before the code",
           "One line of prose and the ```python fence were copied with the code.",
           (START, "Here is a backup script that only copies files that changed since the last "
                   "run and keeps a week of history:\n\n```python\n")),
         M("llm: answer cut off mid-line",
           "The answer stopped at the output limit in the middle of the last line, inside "
           "`sys.exit(main(`; there is no closing fence and no text after it.",
           ('    sys.exit(main())\n', '    sys.exit(main(')),
     ],
     note=POLICY + "\n\nThe cut-off is in the last line of the program, so completing it is "
                   "evident: close both calls, `sys.exit(main())` (main() returns an exit code). "
                   "Nothing else is added.")

# ---------------------------------------------------------------------------
case("llm_timer_two_versions_updated",
     "user who asked for a countdown timer, then asked the assistant to support hours, and pasted both answers",
     r'''
import re
import sys
import time


def parse_duration(text):
    """Turn '1h30m', '45m', '90s' or '2h' into a number of seconds."""
    pattern = re.compile(r"^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$")
    match = pattern.match(text.strip().lower())
    if not match or not any(match.groups()):
        raise ValueError(f"bad duration: {text!r}")
    hours, minutes, seconds = (int(g) if g else 0 for g in match.groups())
    return hours * 3600 + minutes * 60 + seconds


def countdown(total):
    try:
        while total > 0:
            mins, secs = divmod(total, 60)
            hrs, mins = divmod(mins, 60)
            print(f"\r{hrs:02d}:{mins:02d}:{secs:02d}", end="", flush=True)
            time.sleep(1)
            total -= 1
    except KeyboardInterrupt:
        print("\nstopped")
        return False
    print("\r00:00:00  time's up!")
    return True


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: timer.py 1h30m")
        sys.exit(2)
    countdown(parse_duration(sys.argv[1]))
''',
     [
         M("llm: two versions pasted with 'Updated version' line between",
           "The first answer's parse_duration (minutes or seconds only) was pasted, then the "
           "line 'Updated version (now handles hours too):', then the second answer's version.",
           ('def parse_duration(text):\n    """Turn \'1h30m\'',
            'def parse_duration(text):\n'
            '    """Turn \'30m\' or \'90s\' into a number of seconds."""\n'
            '    match = re.match(r"^(\\d+)([ms])$", text.strip())\n'
            '    if not match:\n'
            '        raise ValueError(f"bad duration: {text!r}")\n'
            '    value, unit = int(match.group(1)), match.group(2)\n'
            '    return value * 60 if unit == "m" else value\n'
            '\n\nUpdated version (now handles hours too):\n\n'
            'def parse_duration(text):\n    """Turn \'1h30m\'')),
         M("colon: missing after except",
           "The user added the KeyboardInterrupt handler by hand and forgot the colon.",
           ("    except KeyboardInterrupt:\n", "    except KeyboardInterrupt\n")),
     ],
     note=POLICY + "\n\nOf the two versions of parse_duration, meant.py keeps only the updated "
                   "one: it is the one the user asked for, its docstring matches the usage text "
                   "('1h30m'), and countdown() already formats hours. The try/except in "
                   "countdown() was added by the user (hence the slip).")

# ---------------------------------------------------------------------------
case("llm_json_contacts_copy_code_label",
     "user of a terse assistant who copied the code block together with the chat UI's header",
     r'''
import json
import sqlite3
import sys

DB = "contacts.db"

SCHEMA = """
CREATE TABLE IF NOT EXISTS contacts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT UNIQUE,
    phone TEXT,
    tags TEXT
)
"""


def load(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if isinstance(data, dict):
        data = data.get("contacts", [])
    return data


def import_contacts(conn, contacts):
    added = skipped = 0
    for c in contacts:
        try:
            conn.execute(
                "INSERT INTO contacts (name, email, phone, tags) VALUES (?, ?, ?, ?)",
                (
                    c["name"],
                    c.get("email"),
                    c.get("phone"),
                    ",".join(c.get("tags", [])),
                ),
            )
            added += 1
        except sqlite3.IntegrityError:
            skipped += 1
    conn.commit()
    return added, skipped


def main(path):
    conn = sqlite3.connect(DB)
    conn.execute(SCHEMA)
    added, skipped = import_contacts(conn, load(path))
    conn.close()
    print(f"{added} added, {skipped} skipped (duplicate email)")


if __name__ == "__main__":
    main(sys.argv[1])
''',
     [
         M("llm: chat UI label copied (python / Copy code)",
           "The code block's header from the chat page, 'python' and 'Copy code', came along "
           "as the first two lines ('python' alone would compile; 'Copy code' does not).",
           (START, "python\nCopy code\n")),
         M("bracket: ( never closed",
           "The user changed the tags line to join the list and typed one ')' too few.",
           ('                    ",".join(c.get("tags", [])),\n',
            '                    ",".join(c.get("tags", []),\n')),
     ],
     note=POLICY + "\n\nThe tags line was edited by the user after pasting (the assistant had "
                   "`c.get(\"tags\")`); the closing parenthesis of join() is the one missing, "
                   "since the tuple's own `),` line below is intact.")

# ---------------------------------------------------------------------------
case("llm_slugify_repl_example_and_note",
     "blog author who pasted the function, the assistant's >>> examples and its note",
     r'''
import re
import unicodedata


def slugify(text, max_length=60):
    """Make a URL-friendly slug out of any title."""
    text = unicodedata.normalize("NFKD", text)
    text = text.encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    text = re.sub(r"[-\s_]+", "-", text)
    if len(text) > max_length:
        text = text[:max_length].rsplit("-", 1)[0]
    return text


def unique_slug(title, existing):
    base = slugify(title)
    slug = base
    n = 2
    while slug in existing:
        slug = f"{base}-{n}"
        n += 1
    existing.add(slug)
    return slug


if __name__ == "__main__":
    taken = set()
    for title in ["Hello, World!", "Hello World", "Crème brûlée recipes", "  spaces   everywhere  "]:
        print(unique_slug(title, taken))
''',
     [
         M("llm: example REPL session pasted",
           "The answer's 'Example:' with >>> calls and their output lines was pasted after the code.",
           (END, "\nExample:\n\n"
                 ">>> slugify(\"Hello, World!\")\n'hello-world'\n"
                 ">>> slugify(\"Crème brûlée: a 10-step guide\")\n'creme-brulee-a-10-step-guide'\n"
                 ">>> unique_slug(\"Hello World\", {\"hello-world\"})\n'hello-world-2'\n")),
         M("llm: note after the code",
           "The answer's closing 'Note:' paragraph was pasted at the very end.",
           (END, "\nNote: `unicodedata.normalize(\"NFKD\", ...)` splits accented letters into a "
                 "base letter plus an accent, and the ASCII encode step drops the accent. If you "
                 "need to keep non-Latin scripts (e.g. Japanese titles), skip that step.\n")),
     ],
     note=POLICY)

# ---------------------------------------------------------------------------
case("llm_word_freq_whole_repl_session",
     "student who asked how to count words and pasted the assistant's interpreter session as a script",
     r'''
from collections import Counter
import re
def words(text):
    return re.findall(r"[a-z']+", text.lower())

def top_words(text, n=5, stop=("the", "a", "and", "of", "to", "on")):
    counts = Counter(w for w in words(text) if w not in stop)
    return counts.most_common(n)

def top_words_in_file(path, n=10):
    with open(path, encoding="utf-8") as f:
        return top_words(f.read(), n)

sample = "The cat and the hat. The cat sat on the mat, and the hat sat on the cat."
top_words(sample, 3)
for word, count in top_words(sample):
    print(f"{word:<6} {count}")

for word, count in top_words_in_file("essay.txt"):
    print(word, "*" * count)
''',
     [
         M("llm: prose before the code",
           "The sentence introducing the session was copied as the first line.",
           (START, "You can try it right away in the Python shell:\n\n")),
         M("llm: REPL transcript pasted (>>> and ... prompts, output lines)",
           "The whole program is the assistant's interactive session: every line has a '>>> ' "
           "or '... ' prompt, and the interpreter's output lines are in between.",
           ('''from collections import Counter
import re
def words(text):
    return re.findall(r"[a-z']+", text.lower())

def top_words(text, n=5, stop=("the", "a", "and", "of", "to", "on")):
    counts = Counter(w for w in words(text) if w not in stop)
    return counts.most_common(n)

def top_words_in_file(path, n=10):
    with open(path, encoding="utf-8") as f:
        return top_words(f.read(), n)

sample = "The cat and the hat. The cat sat on the mat, and the hat sat on the cat."
top_words(sample, 3)
for word, count in top_words(sample):
    print(f"{word:<6} {count}")

for word, count in top_words_in_file("essay.txt"):
    print(word, "*" * count)
''',
            '''>>> from collections import Counter
>>> import re
>>> def words(text):
...     return re.findall(r"[a-z']+", text.lower())
...
>>> def top_words(text, n=5, stop=("the", "a", "and", "of", "to", "on")):
...     counts = Counter(w for w in words(text) if w not in stop)
...     return counts.most_common(n)
...
>>> def top_words_in_file(path, n=10):
...     with open(path, encoding="utf-8") as f:
...         return top_words(f.read(), n)
...
>>> sample = "The cat and the hat. The cat sat on the mat, and the hat sat on the cat."
>>> top_words(sample, 3)
[('cat', 3), ('hat', 2), ('sat', 2)]
>>> for word, count in top_words(sample):
...     print(f"{word:<6} {count}")
...
cat    3
hat    2
sat    2
mat    1
>>> for word, count in top_words_in_file("essay.txt"):
...     print(word, "*" * count)
...
''')),
     ],
     note=POLICY + "\n\nFor the transcript, meant.py strips the '>>> ' and '... ' prompts, "
                   "turns the bare '...' lines that ended each block into blank lines (the last "
                   "one, at the end of the file, is dropped) and drops the output lines. The "
                   "bare expression `top_words(sample, 3)` is kept (it was typed input, and it "
                   "compiles; it just does nothing in a script).")

# ---------------------------------------------------------------------------
case("llm_paginated_client_diff_markers",
     "developer who asked why their API client died on HTTP 429 and pasted the diff the assistant showed",
     r'''
import logging
import time

import requests

API = "https://api.example.com/v2"
MAX_RETRIES = 5
TIMEOUT = 10
log = logging.getLogger(__name__)


def fetch_page(session, url, params):
    for attempt in range(MAX_RETRIES):
        resp = session.get(url, params=params, timeout=TIMEOUT)
        if resp.status_code == 429:
            wait = int(resp.headers.get("Retry-After", 2 ** attempt))
            log.warning("rate limited, sleeping %ss", wait)
            time.sleep(wait)
            continue
        resp.raise_for_status()
        return resp.json()
    raise RuntimeError(f"gave up on {url} after {MAX_RETRIES} tries")


def fetch_all(resource, token, page_size=100):
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {token}"
    url = f"{API}/{resource}"
    params = {"limit": page_size, "page": 1}
    items = []
    while True:
        data = fetch_page(session, url, params)
        items.extend(data["items"])
        if not data.get("has_more"):
            break
        params["page"] += 1
    return items


if __name__ == "__main__":
    import os
    logging.basicConfig(level=logging.INFO)
    orders = fetch_all("orders", os.environ["API_TOKEN"])
    print(len(orders), "orders")
''',
     [
         M("llm: diff fence pasted",
           "The ```diff fence that opened the changed part and the ``` that closed it were pasted "
           "around the diff.",
           ('\n\ndef fetch_page(session', '\n\n```diff\ndef fetch_page(session'),
           ('        return resp.json()\n    raise RuntimeError(f"gave up on {url} after {MAX_RETRIES} tries")\n',
            '        return resp.json()\n    raise RuntimeError(f"gave up on {url} after {MAX_RETRIES} tries")\n```\n')),
         M("llm: diff +/- markers pasted",
           "The changed lines still carry the diff's '+' prefix, the removed lines are there "
           "with '-', and the unchanged context line has the diff's leading space.",
           ('''def fetch_page(session, url, params):
    for attempt in range(MAX_RETRIES):
        resp = session.get(url, params=params, timeout=TIMEOUT)
        if resp.status_code == 429:
            wait = int(resp.headers.get("Retry-After", 2 ** attempt))
            log.warning("rate limited, sleeping %ss", wait)
            time.sleep(wait)
            continue
        resp.raise_for_status()
        return resp.json()
    raise RuntimeError''',
            ''' def fetch_page(session, url, params):
-    resp = session.get(url, params=params)
-    resp.raise_for_status()
-    return resp.json()
+    for attempt in range(MAX_RETRIES):
+        resp = session.get(url, params=params, timeout=TIMEOUT)
+        if resp.status_code == 429:
+            wait = int(resp.headers.get("Retry-After", 2 ** attempt))
+            log.warning("rate limited, sleeping %ss", wait)
+            time.sleep(wait)
+            continue
+        resp.raise_for_status()
+        return resp.json()
+    raise RuntimeError''')),
     ],
     note=POLICY + "\n\nFor the diff, meant.py is the program after the change: '+' lines kept "
                   "without the '+', '-' lines dropped, the context line without its leading "
                   "space. The rest of the file (imports, the MAX_RETRIES/TIMEOUT constants the "
                   "assistant gave in a separate plain block, fetch_all, main block) was pasted "
                   "correctly and is not part of the mistakes.")

# ---------------------------------------------------------------------------
case("llm_precios_csv_spanish_prose_mid_code",
     "Spanish-speaking shop owner who pasted an assistant's answer written in Spanish",
     r'''
import csv
import sys

import requests

URL_TASAS = "https://open.er-api.com/v6/latest/USD"


def obtener_tasa(moneda="EUR"):
    # Descarga las tasas del día y devuelve la de la moneda pedida
    respuesta = requests.get(URL_TASAS, timeout=10)
    respuesta.raise_for_status()
    datos = respuesta.json()
    return datos["rates"][moneda]


def leer_productos(ruta):
    productos = []
    with open(ruta, newline="", encoding="utf-8") as f:
        for fila in csv.DictReader(f):
            fila["precio_usd"] = float(fila["precio_usd"])
            productos.append(fila)
    return productos


def escribir_resultado(productos, tasa, ruta_salida):
    campos = ["sku", "nombre", "precio_usd", "precio_eur"]
    with open(ruta_salida, "w", newline="", encoding="utf-8") as f:
        escritor = csv.DictWriter(f, fieldnames=campos)
        escritor.writeheader()
        for p in productos:
            p["precio_eur"] = round(p["precio_usd"] * tasa, 2)
            escritor.writerow({c: p[c] for c in campos})


if __name__ == "__main__":
    entrada = sys.argv[1] if len(sys.argv) > 1 else "productos.csv"
    salida = entrada.replace(".csv", "_eur.csv")
    tasa = obtener_tasa("EUR")
    productos = leer_productos(entrada)
    escribir_resultado(productos, tasa, salida)
    print(f"Listo: {len(productos)} productos convertidos con tasa {tasa:.4f}")
''',
     [
         M("llm: prose before the code",
           "The Spanish introduction was copied as the first lines.",
           (START, "¡Claro! Aquí tienes un script que lee un CSV de productos y convierte los "
                   "precios de USD a EUR usando una API gratuita (no necesita clave):\n\n")),
         M("llm: explanation line in the middle",
           "A sentence of the answer that sat between two code blocks ended up between two functions.",
           ('def escribir_resultado(', 'Ahora añadimos la función que escribe el resultado en '
                                      'un nuevo archivo:\n\ndef escribir_resultado(')),
         M("comma: missing in call",
           "The comma between the two arguments of round() is missing.",
           ('round(p["precio_usd"] * tasa, 2)', 'round(p["precio_usd"] * tasa 2)')),
     ],
     note=POLICY + "\n\nThe answer had two code blocks; the user copied the text between them "
                   "too. round(x, 2): two decimals is what the printed prices need and what "
                   "`2` after the product can only mean.")

# ---------------------------------------------------------------------------
case("llm_log_summary_step_headings",
     "user who copied a step-by-step answer (markdown headings, one code block per step)",
     r'''
import json
import re
from collections import Counter
from pathlib import Path


def load_config(path="logsum.json"):
    defaults = {"log_file": "/var/log/app.log", "top": 10, "levels": ["ERROR", "WARNING"]}
    p = Path(path)
    if p.exists():
        defaults.update(json.loads(p.read_text()))
    return defaults

LINE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:,]+) (?P<level>[A-Z]+) "
    r"\[(?P<module>[\w.]+)\] (?P<message>.*)$"
)


def parse_log(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = LINE.match(line.rstrip("\n"))
            if m:
                yield m.groupdict()

def summarize(records, levels, top):
    by_level = Counter()
    by_module = Counter()
    for r in records:
        by_level[r["level"]] += 1
        if r["level"] in levels:
            by_module[r["module"]] += 1
    print("Lines per level:")
    for level, n in by_level.most_common():
        print(f"  {level:<8} {n}")
    print(f"\nTop {top} modules by {'/'.join(levels)}:")
    for module, n in by_module.most_common(top):
        print(f"  {n:>6}  {module}")


if __name__ == "__main__":
    cfg = load_config()
    summarize(parse_log(cfg["log_file"]), cfg["levels"], cfg["top"])
''',
     [
         M("llm: heading, prose and opening fence before the code",
           "'### Step 1: read the config', a sentence and the ```python fence start the file.",
           (START, "### Step 1: read the config\n\nFirst we load the settings from a small JSON "
                   "file, falling back to defaults:\n\n```python\n")),
         M("llm: fence, heading, prose, fence between two code blocks",
           "Between step 1 and step 2: closing fence, '### Step 2: parse the file', a sentence, "
           "opening fence.",
           ('    return defaults\n\nLINE = re.compile(',
            '    return defaults\n```\n\n### Step 2: parse the file\n\nNext, a generator that '
            'yields one record per log line, so even huge logs use little memory:\n\n'
            '```python\nLINE = re.compile(')),
         M("llm: fence, heading, prose, fence between two code blocks",
           "Between step 2 and step 3: closing fence, '### Step 3: print a summary', a sentence, "
           "opening fence.",
           ('                yield m.groupdict()\n\ndef summarize(',
            '                yield m.groupdict()\n```\n\n### Step 3: print a summary\n\nFinally, '
            'count lines per level and the noisiest modules:\n\n```python\ndef summarize(')),
         M("llm: closing fence after the code",
           "The last block's closing ``` is the last line of the file.",
           (END, "```\n")),
     ],
     note=POLICY + "\n\nThe '### Step N' headings happen to be Python comments, but they are "
                   "part of the answer's prose, so by the policy they are removed with the "
                   "sentences and fences around them. The blocks are joined as they were: one "
                   "blank line where the prose was (the assistant's own spacing of the blocks is "
                   "kept, not normalised).")
