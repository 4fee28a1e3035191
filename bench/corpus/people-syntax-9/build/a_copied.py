"""001-012: code COPIED from somewhere (tutorial page, PDF, Slack, Discord, Teams,
Stack Overflow, e-mail, Reddit, CSDN) and damaged by the copy; the author then edited
around the paste.

Invisible and look-alike characters are written as \\u escapes:
U+00A0 no-break space, U+200B zero-width space, U+3000 ideographic space,
U+2013 en dash, U+201C/U+201D curly double quotes, U+FB01 the "fi" ligature.
"""
from lib import M, case

NBSP = "\u00a0"
ZWSP = "\u200b"
IDSP = "\u3000"
NDASH = "\u2013"
LQ, RQ = "\u201c", "\u201d"
FI = "\ufb01"


def _lines(block):
    return block.split("\n")


def numbered(block, start=1, sep=" "):
    """A PDF listing: every line gets its number in front (numbers are not padded)."""
    return "\n".join("%d%s%s" % (start + i, sep, ln) for i, ln in enumerate(_lines(block)))


def nbsp_indent(block, style="all"):
    """Leading spaces become U+00A0 (all of them), or Outlook's '&nbsp;&nbsp;&nbsp; '."""
    out = []
    for ln in _lines(block):
        body = ln.lstrip(" ")
        n = len(ln) - len(body)
        if style == "all":
            ind = NBSP * n
        else:  # outlook: groups of four columns become NBSP NBSP NBSP SPACE
            ind = "".join(NBSP if (i % 4) != 3 else " " for i in range(n))
        out.append(ind + body)
    return "\n".join(out)


def idsp_indent(block):
    """Every four spaces of indentation become two U+3000 (a full-width space is two columns)."""
    out = []
    for ln in _lines(block):
        body = ln.lstrip(" ")
        n = len(ln) - len(body)
        out.append(IDSP * (n // 2) + body)
    return "\n".join(out)


def flatten(block):
    return "\n".join(ln.lstrip(" ") for ln in _lines(block))


# ---------------------------------------------------------------------------
# 001
RETRY_ARGS = '''        total=total,
        backoff_factor=backoff,
        status_forcelist=(500, 502, 503, 504),
        allowed_methods=frozenset(["GET", "HEAD"]),'''

case("mirror_check_blog_retry_session_nbsp_indent_curly_quotes_listcomp",
     "copied from a tutorial web page: requests session with retries",
     r'''
"""Check that every mirror in mirrors.txt answers, and write a small CSV report.

Run from cron every morning; the report goes to reports/mirrors-YYYY-MM-DD.csv
"""
import csv
import datetime as dt
import pathlib
import sys

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

MIRRORS_FILE = pathlib.Path("mirrors.txt")
REPORT_DIR = pathlib.Path("reports")
TIMEOUT = 8  # seconds


# --- copied from the "retries with requests" blog post (section "A session with retries")
def make_session(total=3, backoff=0.5):
    session = requests.Session()
    retry = Retry(
<<RETRY_ARGS>>
    )
    adapter = HTTPAdapter(max_retries=retry)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    session.headers.update({"User-Agent": "mirror-check/1.0"})
    return session
# --- end of copied part


def read_mirrors(path):
    urls = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            urls.append(line)
    return urls


def check(session, url):
    started = dt.datetime.now()
    try:
        resp = session.head(url, timeout=TIMEOUT, allow_redirects=True)
    except requests.RequestException as exc:
        return {"url": url, "status": "error", "detail": type(exc).__name__, "ms": ""}
    ms = int((dt.datetime.now() - started).total_seconds() * 1000)
    if resp.status_code >= 400:
        return {"url": url, "status": "bad", "detail": str(resp.status_code), "ms": ms}
    return {"url": url, "status": "ok", "detail": str(resp.status_code), "ms": ms}


def main():
    urls = read_mirrors(MIRRORS_FILE)
    if not urls:
        print("no mirrors listed in", MIRRORS_FILE, file=sys.stderr)
        return 1
    session = make_session()
    rows = [check(session, u) for u in urls]
    REPORT_DIR.mkdir(exist_ok=True)
    out = REPORT_DIR / f"mirrors-{dt.date.today():%Y-%m-%d}.csv"
    with out.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=["url", "status", "detail", "ms"])
        writer.writeheader()
        writer.writerows(rows)
    bad = sum(1 for r in rows if r["status"] != "ok")
    print(f"{len(rows)} mirrors checked, {bad} not ok -> {out}")
    return 0 if bad == 0 else 2


if __name__ == "__main__":
    sys.exit(main())
'''.replace("<<RETRY_ARGS>>", RETRY_ARGS),
     [
         M("paste: no-break spaces (U+00A0) as indentation of copied lines",
           "The blog renders its code block with &nbsp; for indentation; the four argument lines "
           "of Retry(...) came over indented with U+00A0 instead of spaces.",
           (RETRY_ARGS, nbsp_indent(RETRY_ARGS))),
         M("paste: curly quotes around strings in code",
           "The blog's typography plugin curled the quotes of one line of the code block "
           "(the User-Agent header dict).",
           ('{"User-Agent": "mirror-check/1.0"}',
            "{%sUser-Agent%s: %smirror-check/1.0%s}" % (LQ, RQ, LQ, RQ))),
         M("bracket: ] missing at the end of a list comprehension",
           "The author's own line: the list comprehension over the mirrors is not closed.",
           ("rows = [check(session, u) for u in urls]", "rows = [check(session, u) for u in urls")),
     ],
     note="""
A sysadmin's cron script. make_session() was copied from a blog post about retries with
requests; the rest (reading the list, HEAD checks, the CSV report) is the author's own.
Policy (copied text): the copy damage is undone (U+00A0 becomes a space, curly quotes
become straight quotes where they delimit code strings); nothing else changes.
""")

# ---------------------------------------------------------------------------
# 002
BSEARCH = '''def binary_search(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        key = items[mid][0]
        if key == target:
            return mid
        elif key < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1'''

case("postal_codes_pdf_listing_line_numbers_fi_ligature_en_dash",
     "copied from a PDF (lecture notes): listing with line numbers",
     r'''
# Postal code lookup for the delivery-zone spreadsheet.
# binary_search() is Listing 4.3 from the ALG1 lecture notes (PDF, week 4).
import sys

DATA = "zones.tsv"


def load_codes(path):
    """Read 'code<TAB>town<TAB>zone' lines, sorted by code."""
    rows = []
    f = open(path, encoding="utf-8")
    try:
        for line in f:
            if not line.strip():
                continue
            code, town, zone = line.rstrip("\n").split("\t")
            rows.append((int(code), town, int(zone)))
    finally:
        f.close()
    rows.sort()
    return rows


<<BSEARCH>>


def main(argv):
    rows = load_codes(DATA)
    for arg in argv[1:]:
        try:
            code = int(arg)
        except ValueError:
            print(f"{arg}: not a number")
            continue
        i = binary_search(rows, code)
        if i == -1:
            print(f"{code}: unknown code")
        else:
            _, town, zone = rows[i]
            print(f"{code}: {town} (zone {zone})")


if __name__ == "__main__":
    main(sys.argv)
'''.replace("<<BSEARCH>>", BSEARCH),
     [
         M("paste: listing line numbers in front of every line",
           "Text copied out of the PDF listing keeps the listing's line numbers 1-12 in front of "
           "each line of binary_search (the code's own indentation follows the number).",
           (BSEARCH, numbered(BSEARCH))),
         M("paste: ligature U+FB01 (fi) in a keyword (finally)",
           "The PDF's font set 'fi' as one ligature glyph; copied text has U+FB01 in 'finally'. "
           "(In a plain name the ligature would be legal, NFKC turns it into 'fi'; "
           "'\ufb01nally' is a name, not the keyword.)",
           ("    finally:", "    %snally:" % FI)),
         M("paste: en dash (U+2013) for minus",
           "The PDF typesets the minus sign in 'mid - 1' as an en dash.",
           ("hi = mid - 1", "hi = mid %s 1" % NDASH)),
     ],
     note="""
A logistics clerk's lookup script. binary_search() and the try/finally pattern of
load_codes() were copied out of the course's lecture-notes PDF; main() is the author's.
Policy (copied text): listing line numbers are removed together with the one space after
them (the code's own indentation stays); the ligature becomes the letters f and i; the
en dash becomes '-'.
""")

# ---------------------------------------------------------------------------
# 003
case("refresh_staging_db_slack_quote_backticks_finally_colon",
     "copied from a Slack message: a teammate's snippet",
     r'''
#!/usr/bin/env python3
"""Refresh my local copy of the staging database.

Usage: refresh_db.py [--keep]   (--keep: don't delete the dump afterwards)
"""
import gzip
import os
import shutil
import subprocess
import sys
import tempfile

STAGING_URL = os.environ.get("STAGING_DATABASE_URL", "")
LOCAL_DB = "shop_dev"


def dump_staging(target):
    # Marta's snippet from #data-eng (streams pg_dump through gzip, no temp .sql file):
    # don't use shell=True for this, just pipe the stdout
    with gzip.open(target, "wb") as out:
        proc = subprocess.Popen(["pg_dump", "--no-owner", STAGING_URL], stdout=subprocess.PIPE)
        shutil.copyfileobj(proc.stdout, out)
        if proc.wait() != 0:
            raise RuntimeError("pg_dump failed")


def restore_local(source):
    subprocess.run(["dropdb", "--if-exists", LOCAL_DB], check=True)
    subprocess.run(["createdb", LOCAL_DB], check=True)
    with gzip.open(source, "rb") as src:
        proc = subprocess.Popen(["psql", "-q", LOCAL_DB], stdin=subprocess.PIPE)
        shutil.copyfileobj(src, proc.stdin)
        proc.stdin.close()
        if proc.wait() != 0:
            raise RuntimeError("psql restore failed")


def main(argv):
    if not STAGING_URL:
        print("set STAGING_DATABASE_URL first", file=sys.stderr)
        return 1
    keep = "--keep" in argv
    fd, path = tempfile.mkstemp(suffix=".sql.gz")
    os.close(fd)
    try:
        print("dumping staging ...")
        dump_staging(path)
        size_mb = os.path.getsize(path) / 1_000_000
        print(f"dump is {size_mb:.1f} MB, restoring into {LOCAL_DB} ...")
        restore_local(path)
    finally:
        if keep:
            print("dump kept at", path)
        else:
            os.remove(path)
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
''',
     [
         M("paste: Slack quote marker '> ' on a line of the message",
           "Marta's message quoted a line of advice with Slack's '> ' quote markup; the line was "
           "pasted as it was, marker included, without a '#'.",
           ("    # don't use shell=True for this, just pipe the stdout",
            "    > don't use shell=True for this, just pipe the stdout")),
         M("paste: Slack inline-code backticks around a line of code",
           "One line of the snippet was written in the message as `inline code`; the backticks "
           "came along.",
           ("        shutil.copyfileobj(proc.stdout, out)",
            "        `shutil.copyfileobj(proc.stdout, out)`")),
         M("colon: missing after finally",
           "The author's own code: 'finally' without its colon.",
           ("    finally:\n", "    finally\n")),
     ],
     note="""
A developer's helper to copy the staging database to a local one. dump_staging() was
assembled from a Slack message in #data-eng (the message text, a quoted line of advice
and one line in inline code); the rest is the author's.
Policy (copied text): markup that only wraps code or text is removed (the '> ' quote
marker, the backticks); message text that is not code becomes a '#' comment with its
words unchanged, at the indentation of the code around it, as the line above it already is.
""")

# ---------------------------------------------------------------------------
# 004
SO_MEANT = '''def tokens(text):
    return re.findall(r"[a-z']+", text.lower())

counts = Counter(tokens("The cat and a cat saw the dog"))
counts.most_common(2)
# [('the', 2), ('cat', 2)]'''
SO_BROKEN = '''>>> def tokens(text):
...     return re.findall(r"[a-z']+", text.lower())
...
>>> counts = Counter(tokens("The cat and a cat saw the dog"))
>>> counts.most_common(2)
[('the', 2), ('cat', 2)]'''

case("subtitle_word_counts_stackoverflow_repl_prompts_for_colon",
     "copied from a Stack Overflow answer: >>> session mixed into a script",
     r'''
"""Most frequent words in a folder of .srt subtitle files (for my flashcards)."""
import pathlib
import re
import sys
from collections import Counter

TIMESTAMP = re.compile(r"^\d\d:\d\d:\d\d,\d\d\d --> ")
STOPWORDS = {"the", "a", "an", "and", "to", "of", "i", "you", "it", "is", "that"}


def subtitle_text(path):
    lines = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = line.strip()
        if not line or line.isdigit() or TIMESTAMP.match(line):
            continue
        lines.append(re.sub(r"<[^>]+>", "", line))
    return "\n".join(lines)


# from a Stack Overflow answer ("use Counter with re.findall"), with its example:
<<SO>>


def main(folder, top=40):
    total = Counter()
    files = sorted(pathlib.Path(folder).glob("*.srt"))
    for path in files:
        words = [w for w in tokens(subtitle_text(path)) if w not in STOPWORDS]
        total.update(words)
    print(f"{len(files)} files, {sum(total.values())} words, {len(total)} distinct")
    for word, n in total.most_common(top):
        print(f"{n:6d}  {word}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
'''.replace("<<SO>>", SO_MEANT),
     [
         M("repl: >>> and ... prompts and an output line from an answer's session",
           "The answer's interactive session was pasted as shown: '>>> ' and '... ' prompts, an "
           "empty '...' line after the def, and the printed result of most_common(2).",
           (SO_MEANT, SO_BROKEN)),
         M("colon: missing after for",
           "The author's own loop over the files has no colon.",
           ("    for path in files:\n", "    for path in files\n")),
     ],
     note="""
A language learner's script. tokens() and its example come from a Stack Overflow answer
that showed them as an interactive session; the author kept the example as a check.
Policy (copied text): prompts are removed ('>>> ', '... '; a bare '...' line becomes an
empty line), the code keeps its own indentation; the printed output becomes a '#'
comment at the place it was. The example statements stay code (they run at import; that
is the author's choice). The output line alone would be a valid expression, so it counts
as part of the session mistake, not as its own.
""")

# ---------------------------------------------------------------------------
# 005
MUSTER = '''# neues Mikroskop: IMG_20240513_141502_0007.tif
MUSTER = re.compile(r"IMG_(\\d{8})_(\\d{6})_(\\d{4})\\.tif$")'''
JONAS = '''    # Jonas per Mail (14.05.): Platte steht in den ersten zwei Stellen der Nummer,
    # Bildnummer in den letzten zwei
    platte, bild = divmod(int(nummer), 100)
    probe = proben.get(platte) or proben.get(platte % 10, f"unbekannt_platte{platte:02d}")'''

case("mikroskop_bilder_umbenennen_email_quote_outlook_nbsp_wrapped_line",
     "copied from e-mail replies: a colleague's fix (German)",
     r'''
# Umbenennen der Mikroskopbilder nach Probe und Datum
# (Skript von Jonas, angepasst von mir für das neue Mikroskop)
import csv
import re
import shutil
import sys
from datetime import datetime
from pathlib import Path

EINGANG = Path(r"\\labor-nas\mikroskop\eingang")
ZIEL = Path(r"\\labor-nas\mikroskop\sortiert")
PROBEN_CSV = Path("proben.csv")

<<MUSTER>>


def lade_proben(pfad):
    """Plattennummer -> Probenname, aus der Tabelle vom Labor."""
    proben = {}
    with open(pfad, newline="", encoding="utf-8-sig") as f:
        for zeile in csv.DictReader(f, delimiter=";"):
            proben[int(zeile["Platte"])] = zeile["Probe"].strip()
    return proben


def neuer_name(datei, proben):
    treffer = MUSTER.match(datei.name)
    if treffer is None:
        return None
    datum, zeit, nummer = treffer.groups()
    aufnahme = datetime.strptime(datum + zeit, "%Y%m%d%H%M%S")
<<JONAS>>
    return f"{probe}_{aufnahme:%Y-%m-%d_%H%M}_{bild:02d}.tif"


def main():
    proben = lade_proben(PROBEN_CSV)
    verschoben = 0
    for datei in sorted(EINGANG.glob("*.tif")):
        name = neuer_name(datei, proben)
        if name is None:
            print("übersprungen:", datei.name)
            continue
        ziel = ZIEL / name
        if ziel.exists():
            print("existiert schon:", ziel.name)
            continue
        shutil.move(str(datei), str(ziel))
        verschoben += 1
    print(verschoben, "Bilder verschoben")


if __name__ == "__main__":
    sys.exit(main())
'''.replace("<<MUSTER>>", MUSTER).replace("<<JONAS>>", JONAS),
     [
         M("paste: e-mail quote markers '> ' in front of code lines",
           "The new file-name pattern came from Jonas' first mail, copied out of the reply chain "
           "where the mail client had quoted it: both lines start with '> '.",
           (MUSTER, "\n".join("> " + ln for ln in _lines(MUSTER)))),
         M("paste: no-break spaces in indentation (Outlook HTML mail)",
           "Jonas' second mail was HTML (Outlook): the indentation of the four pasted lines is "
           "'&nbsp;&nbsp;&nbsp; ', i.e. U+00A0 U+00A0 U+00A0 and a space.",
           (JONAS, nbsp_indent(JONAS, "outlook"))),
         M("paste: long line wrapped by the mail client (break outside brackets)",
           "The mail client wrapped the 90-character 'probe = ...' line after 'or'; the "
           "continuation landed at column 0 on its own line.",
           ("proben.get(platte) or proben.get(platte % 10,", "proben.get(platte) or\nproben.get(platte % 10,")),
         M("colon: missing after if",
           "The author's own code in main(): 'if ziel.exists()' without its colon.",
           ("        if ziel.exists():\n", "        if ziel.exists()\n")),
     ],
     note="""
A lab technician adapts a colleague's renaming script to a new microscope; comments,
strings and names are German. Two pieces came from Jonas by mail: the new pattern (from
the quoted first mail) and the plate/image split (from his HTML reply).
Policy (copied text): quote markers '> ' are removed; U+00A0 becomes a space; a line
wrapped by the mail client is joined back with one space where it was broken.
""")

# ---------------------------------------------------------------------------
# 006
case("minecraft_backup_discord_header_message_fences_with_colon",
     "copied from a Discord message: a friend's rotation function",
     r'''
"""Zip the Minecraft world every night and keep the last few backups.

Scheduled with Task Scheduler on the server PC (runs as the 'mc' user).
"""
import datetime
import os
import zipfile
from pathlib import Path

WORLD = Path(r"C:\mcserver\world")
BACKUPS = Path(r"D:\backups\minecraft")
KEEP = 5


def zip_world(world, dest_dir):
    stamp = datetime.datetime.now().strftime("%Y-%m-%d_%H-%M")
    target = dest_dir / f"world_{stamp}.zip"
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for root, _dirs, files in os.walk(world):
            for name in files:
                if name == "session.lock":
                    continue
                full = Path(root) / name
                zf.write(full, full.relative_to(world.parent))
    return target


# ferrisfox — Today at 21:14
# this keeps the newest KEEP zips, the rest gets deleted. sort by mtime not by name!!
def rotate(dest_dir, keep):
    zips = sorted(dest_dir.glob("world_*.zip"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in zips[keep:]:
        print("deleting", old.name)
        old.unlink()


def main():
    BACKUPS.mkdir(parents=True, exist_ok=True)
    made = zip_world(WORLD, BACKUPS)
    size = made.stat().st_size / 1024 / 1024
    print(f"backup written: {made.name} ({size:.0f} MiB)")
    rotate(BACKUPS, KEEP)


if __name__ == "__main__":
    main()
''',
     [
         M("paste: chat header (user name and time) and message text",
           "Copying the Discord message brought the author line 'ferrisfox — Today at 21:14' "
           "and the sentence above the code block, neither as a comment.",
           ("# ferrisfox — Today at 21:14", "ferrisfox — Today at 21:14"),
           ("# this keeps the newest", "this keeps the newest")),
         M("paste: ```py and ``` code-block fences",
           "The message's code block was copied with its fences.",
           ("def rotate(dest_dir, keep):\n", "```py\ndef rotate(dest_dir, keep):\n"),
           ("        old.unlink()\n", "        old.unlink()\n```\n")),
         M("colon: missing after with",
           "The author's own code: the 'with zipfile.ZipFile(...) as zf' line has no colon.",
           ("compression=zipfile.ZIP_DEFLATED) as zf:", "compression=zipfile.ZIP_DEFLATED) as zf")),
     ],
     crlf=True,
     note="""
A Minecraft server owner's nightly backup on Windows (the file has CRLF line endings).
rotate() is a friend's code from a Discord message.
Policy (copied text): fences are removed; the chat header and the message sentence are
not code and become '#' comments with their text unchanged (the em dash in the header is
text and stays).
""")

# ---------------------------------------------------------------------------
# 007
LATE = '''        if days_late > GRACE_DAYS:
            fill = RED
            counts["red"] += 1
        elif days_late > 0:
            fill = AMBER
            counts["amber"] += 1
        else:
            continue
        for cell in row:
            cell.fill = fill'''

case("overdue_invoices_openpyxl_teams_flattened_indent_zwsp_en_dash",
     "copied from a Microsoft Teams chat: a colleague's loop",
     r'''
# Overdue invoices report - reads the AR export and highlights overdue rows
# Run: python overdue.py AR_export.xlsx
import sys
from datetime import date

from openpyxl import load_workbook
from openpyxl.styles import PatternFill

RED = PatternFill(start_color="FFC7CE", end_color="FFC7CE", fill_type="solid")
AMBER = PatternFill(start_color="FFEB9C", end_color="FFEB9C", fill_type="solid")
GRACE_DAYS = 7


def header_index(ws):
    return {cell.value: cell.column - 1 for cell in ws[1] if cell.value}


def highlight(ws, today):
    cols = header_index(ws)
    due_col = cols["Due date"]
    open_col = cols["Open amount"]
    counts = {"red": 0, "amber": 0}
    # from Priya in Teams:
    for row in ws.iter_rows(min_row=2):
        due = row[due_col].value
        if due is None or not row[open_col].value:
            continue
        days_late = (today - due.date()).days
<<LATE>>
    return counts


def main(path):
    wb = load_workbook(path)
    ws = wb["AR"]
    counts = highlight(ws, date.today())
    out = path.replace(".xlsx", "_highlighted.xlsx")
    wb.save(out)
    print(f"{counts['red']} overdue > {GRACE_DAYS} days, {counts['amber']} overdue <= {GRACE_DAYS} days")
    print("saved", out)


if __name__ == "__main__":
    main(sys.argv[1])
'''.replace("<<LATE>>", LATE),
     [
         M("paste: indentation lost in part of a block (chat message without a code block)",
           "Priya posted the loop as plain chat text, which drops leading spaces. The author "
           "re-indented the first lines of the loop and stopped; the if/elif/else chain and the "
           "inner for loop are still at column 0.",
           (LATE, flatten(LATE))),
         M("paste: zero-width space (U+200B) between tokens",
           "The Teams copy carried an invisible U+200B after the '=' of 'due = ...'.",
           ("        due = row[due_col].value", "        due =%s row[due_col].value" % ZWSP)),
         M("paste: en dash (U+2013) for minus (chat autoformat)",
           "Teams turned ' - ' between two words into ' – ' in 'today - due.date()'.",
           ("(today - due.date())", "(today %s due.date())" % NDASH)),
     ],
     crlf=True,
     note="""
A finance analyst's openpyxl report (Windows, CRLF line endings). The body of the row loop
was posted by a colleague in a Teams chat.
Why meant.py reads it this way: the flattened lines are put back under the row loop: the
if/elif/else chain at the loop body's level (after 'days_late = ...'), and 'for cell in
row:' at the same level, after the chain, because it uses the 'fill' chosen for this row
and the else branch's 'continue' only makes sense if the colouring follows it inside the
loop; 'return counts' after the loop is the author's and was not flattened.
Policy (copied text): U+200B is removed, the en dash becomes '-'.
""")

# ---------------------------------------------------------------------------
# 008
case("library_new_arrivals_bs4_html_entities_comment_line_indent_listcomp",
     "copied from a tutorial web page: BeautifulSoup table parsing",
     r'''
"""New arrivals at the city library, filtered to the genres I care about.

The parsing part is from a BeautifulSoup tutorial blog post; the rest is mine.
"""
import json
import sys
from pathlib import Path

import requests
from bs4 import BeautifulSoup

URL = "https://bibliotheek.example.org/nieuw"
SEEN_FILE = Path.home() / ".library_seen.json"
GENRES = {"thriller", "science fiction", "history"}


# ---- tutorial code ----
def parse_table(html: str) -> list[dict]:
    soup = BeautifulSoup(html, "html.parser")
    books = []
    for tr in soup.select("table.arrivals tr"):
        cells = [td.get_text(strip=True) for td in tr.find_all("td")]
        if len(cells) < 4:
            continue  # header row or an ad row
        title, author, genre, year = cells[:4]
        books.append({"title": title, "author": author, "genre": genre.lower(), "year": int(year)})
    return books
# ---- end tutorial code ----


def load_seen():
    if SEEN_FILE.exists():
        return set(json.loads(SEEN_FILE.read_text()))
    return set()


def save_seen(seen):
    SEEN_FILE.write_text(json.dumps(sorted(seen), indent=0))


def main():
    resp = requests.get(URL, timeout=15)
    resp.raise_for_status()
    seen = load_seen()
    new = [b for b in parse_table(resp.text)
           if b["genre"] in GENRES and b["title"] not in seen and b["year"] >= 2020]
    for b in new:
        print(f'{b["title"]} - {b["author"]} ({b["year"]}, {b["genre"]})')
        seen.add(b["title"])
    if not new:
        print("nothing new")
    save_seen(seen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
     [
         M("paste: HTML entities &gt; and &lt; left in code",
           "The blog's code block is HTML-escaped twice, so the copied text shows the entities: "
           "'-&gt;' in the return annotation and '&lt;' in the row-length test.",
           ("def parse_table(html: str) -> list[dict]:", "def parse_table(html: str) -&gt; list[dict]:"),
           ("if len(cells) < 4:", "if len(cells) &lt; 4:")),
         M("paste: one line lost its indentation (commented line of the code block)",
           "The syntax highlighter wraps lines with a trailing comment in their own element; "
           "the copy of that line lost four spaces and sits at the level of its 'if'.",
           ("            continue  # header row or an ad row", "        continue  # header row or an ad row")),
         M("bracket: ] missing at the end of a multi-line list comprehension",
           "The author's own filter over the parsed books is not closed.",
           ('b["year"] >= 2020]\n', 'b["year"] >= 2020\n')),
     ],
     note="""
A reader's script for the library's "new arrivals" page. parse_table() is copied from a
BeautifulSoup tutorial post; everything else is the author's.
Policy (copied text): HTML entities are decoded ('&gt;' -> '>', '&lt;' -> '<'); a line
that lost its indentation gets the indentation of the block it belongs to (here the body
of 'if len(cells) < 4:').
""")

# ---------------------------------------------------------------------------
# 009
case("bootstrap_ic_pdf_book_wrapped_string_curly_docstring_en_dash",
     "copied from a PDF book: bootstrap confidence interval (Spanish)",
     r'''
# Intervalo de confianza por bootstrap para el tiempo medio de espera
# (la función bootstrap_ic está sacada del libro, cap. 7, p. 213)
import csv
import random
import statistics
import sys


def leer_tiempos(ruta):
    tiempos = []
    with open(ruta, newline="", encoding="utf-8") as f:
        for fila in csv.DictReader(f):
            if fila["espera_min"]:
                tiempos.append(float(fila["espera_min"]))
    return tiempos


def bootstrap_ic(datos, estadistico=statistics.mean, n_rep=5000, nivel=0.95, semilla=None):
    """Intervalo de confianza percentil por remuestreo con reemplazo."""
    if len(datos) < 2:
        raise ValueError("se necesitan al menos dos observaciones para el bootstrap")
    rng = random.Random(semilla)
    n = len(datos)
    reps = sorted(estadistico(rng.choices(datos, k=n)) for _ in range(n_rep))
    alfa = (1 - nivel) / 2
    inf = reps[int(alfa * n_rep)]
    sup = reps[int((1 - alfa) * n_rep) - 1]
    return inf, sup


def main():
    ruta = sys.argv[1] if len(sys.argv) > 1 else "esperas.csv"
    tiempos = leer_tiempos(ruta)
    media = statistics.mean(tiempos)
    inf, sup = bootstrap_ic(tiempos, semilla=42)
    print(f"n = {len(tiempos)}")
    print(f"media = {media:.2f} min, IC 95 % = [{inf:.2f}, {sup:.2f}]")
    mediana_ic = bootstrap_ic(tiempos, estadistico=statistics.median, semilla=42)
    print("IC 95 % de la mediana:", mediana_ic)


if __name__ == "__main__":
    main()
''',
     [
         M("paste: long line wrapped by the page inside a string",
           "The book's listing wrapped the long raise line inside the message string; the copied "
           "text has the line break and the rest of the string at column 0.",
           ("para el bootstrap\")", "para el\nbootstrap\")")),
         M("paste: curly quotes around a docstring",
           "The book was typeset from a word processor that curled the docstring's quotes "
           "into “”” ... ”””.",
           ('"""Intervalo de confianza percentil por remuestreo con reemplazo."""',
            "%s%s%sIntervalo de confianza percentil por remuestreo con reemplazo.%s%s%s"
            % (LQ, RQ, RQ, RQ, RQ, RQ))),
         M("paste: en dash (U+2013) for minus",
           "The book typesets the minus of '1 - nivel' as an en dash.",
           ("alfa = (1 - nivel) / 2", "alfa = (1 %s nivel) / 2" % NDASH)),
     ],
     note="""
A statistics student (comments and names in Spanish) computes bootstrap intervals for
waiting times. bootstrap_ic() was copied from the PDF of a textbook; the rest is hers.
Policy (copied text): the wrapped line is joined back with one space where the page broke
it; curly quotes that delimit code become '"'; the en dash becomes '-'.
""")

# ---------------------------------------------------------------------------
# 010
TRYBODY = '''            try:
                size = os.path.getsize(path)
            except OSError:
                continue'''

case("disk_watch_largest_files_tutorial_flattened_try_nbsp_fstring_brace",
     "copied from a tutorial web page: largest files with heapq",
     r'''
#!/usr/bin/env python3
"""Mail me the 15 biggest files under /srv when the disk is over 85 % full."""
import heapq
import os
import shutil
import smtplib
import socket
from email.message import EmailMessage

ROOT = "/srv"
THRESHOLD = 0.85
TO = "ops@example.com"


def human(size):
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if size < 1024:
            return f"{size:.1f} {unit}"
        size /= 1024
    return f"{size:.1f} PB"


# largest files: from the "find large files with heapq" tutorial
def largest_files(root, n=10):
    heap = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            path = os.path.join(dirpath, name)
<<TRY>>
            if len(heap) < n:
                heapq.heappush(heap, (size, path))
            else:
                heapq.heappushpop(heap, (size, path))
    return sorted(heap, reverse=True)


def send_report(used, files):
    msg = EmailMessage()
    host = socket.gethostname()
    msg["Subject"] = f"[{host}] {ROOT} is {used:.0%} full"
    msg["From"] = f"diskwatch@{host}"
    msg["To"] = TO
    lines = [f"{human(size):>10}  {path}" for size, path in files]
    msg.set_content("Largest files:\n\n" + "\n".join(lines))
    with smtplib.SMTP("localhost") as smtp:
        smtp.send_message(msg)


def main():
    usage = shutil.disk_usage(ROOT)
    used = usage.used / usage.total
    if used < THRESHOLD:
        return
    files = largest_files(ROOT, 15)
    send_report(used, files)


if __name__ == "__main__":
    main()
'''.replace("<<TRY>>", TRYBODY),
     [
         M("paste: indentation of a try/except body flattened to the try's level",
           "The tutorial page's code block lost one indentation level inside try/except: the "
           "two body lines are at the level of 'try:' and 'except OSError:'.",
           (TRYBODY, TRYBODY.replace("                size", "            size")
                            .replace("                continue", "            continue"))),
         M("paste: no-break spaces (U+00A0) between tokens",
           "Two copied lines have a U+00A0 where the page had a space between tokens "
           "(after 'heap,' and after 'return').",
           ("heapq.heappush(heap, (size, path))", "heapq.heappush(heap,%s(size, path))" % NBSP),
           ("    return sorted(heap, reverse=True)", "    return%ssorted(heap, reverse=True)" % NBSP)),
         M("fstring: } missing after a format spec",
           "The author's own subject line: '{used:.0%' is never closed.",
           ("{used:.0%} full\"", "{used:.0% full\"")),
     ],
     note="""
A sysadmin's disk watcher. largest_files() is from a tutorial page; human(), the mail and
main() are the author's.
Policy (copied text): the flattened body lines get the indentation of the block they
belong to (one level under 'try:' and under 'except OSError:'); U+00A0 becomes a space.
""")

# ---------------------------------------------------------------------------
# 011
case("board_game_shelf_reddit_markdown_escapes_lost_indent_sort_paren",
     "copied from a Reddit comment: markdown-escaped code",
     r'''
"""My board game shelf: what I own, how often it was played, what to play next."""
import json
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path

SHELF = Path("shelf.json")


@dataclass
class Game:
    name: str
    min_players: int
    max_players: int
    minutes: int
    plays: list[str] = field(default_factory=list)

    # u/dice_goblin's suggestion on r/learnpython: validate in __post_init__
    def __post_init__(self):
        if self.min_players > self.max_players:
            raise ValueError(f"{self.name}: min_players > max_players")
        self.name = self.name.strip()

    def fits(self, players, max_minutes):
        return self.min_players <= players <= self.max_players and self.minutes <= max_minutes

    @property
    def last_played(self):
        return max(self.plays) if self.plays else None


def load():
    if not SHELF.exists():
        return []
    return [Game(**raw) for raw in json.loads(SHELF.read_text(encoding="utf-8"))]


def save(games):
    SHELF.write_text(json.dumps([asdict(g) for g in games], indent=2), encoding="utf-8")


def suggest(games, players, max_minutes):
    candidates = [g for g in games if g.fits(players, max_minutes)]
    # never played first, then the one played longest ago
    candidates.sort(key=lambda g: (g.last_played is not None, g.last_played or ""))
    return candidates[:3]


def log_play(games, name):
    for g in games:
        if g.name.lower() == name.lower():
            g.plays.append(date.today().isoformat())
            return True
    return False


if __name__ == "__main__":
    import sys
    games = load()
    if len(sys.argv) == 3 and sys.argv[1] == "played":
        if not log_play(games, sys.argv[2]):
            print("not on the shelf:", sys.argv[2])
        save(games)
    else:
        players = int(sys.argv[1]) if len(sys.argv) > 1 else 2
        for g in suggest(games, players, max_minutes=90):
            print(f"{g.name} ({g.minutes} min, last played {g.last_played or 'never'})")
''',
     [
         M("paste: markdown backslash escapes (\\_ and \\*) from a Reddit comment",
           "The comment was written in Reddit's rich-text editor, which escapes markdown "
           "characters; copied from 'view source' the code reads '\\_\\_post\\_init\\_\\_' and "
           "'Game(\\*\\*raw)' (the comment line above the method got the same escapes, which "
           "alone would be harmless).",
           ("u/dice_goblin's suggestion on r/learnpython: validate in __post_init__",
            "u/dice\\_goblin's suggestion on r/learnpython: validate in \\_\\_post\\_init\\_\\_"),
           ("    def __post_init__(self):", "    def \\_\\_post\\_init\\_\\_(self):"),
           ("Game(**raw)", "Game(\\*\\*raw)")),
         M("paste: one line lost an indentation level",
           "In the copied method the raise line lost four spaces and sits at the level of its "
           "'if'.",
           ("            raise ValueError(f\"{self.name}: min_players",
            "        raise ValueError(f\"{self.name}: min_players")),
         M("bracket: ) missing at the end of a sort(key=lambda ...) call",
           "The author's own sort call closes the tuple but not the call.",
           ('g.last_played or ""))', 'g.last_played or "")')),
     ],
     note="""
A board-game hobbyist's shelf tracker. __post_init__ and the 'Game(**raw)' loader came
from a Reddit comment on r/learnpython; the rest is the author's.
Policy (copied text): markdown escapes are removed ('\\_' -> '_', '\\*' -> '*'), also in
the comment line, since they are all one artefact; the line that lost its indentation goes
back into the body of its 'if'.
""")

# ---------------------------------------------------------------------------
# 012
HUIZONG = '''    结果 = (
        df.groupby(["客户编号", "客户名称"], as_index=False)
        .agg(销售额=("金额", "sum"), 订单数=("订单号", "nunique"))
        .sort_values("销售额", ascending=False)
    )
    结果["占比"] = 结果["销售额"] / 结果["销售额"].sum()
    return 结果'''

case("xiaoshou_huizong_csdn_fullwidth_space_indent_copyright_footer_concat_paren",
     "copied from a CSDN blog post: pandas groupby (Chinese)",
     r'''
# -*- coding: utf-8 -*-
# 合并每月的销售表（每个文件一个月），输出一个总表
import glob
import os

import pandas as pd

输入目录 = r"D:\销售数据\2024"
输出文件 = r"D:\销售数据\2024_汇总.xlsx"


def 读取一个月(路径):
    df = pd.read_excel(路径, sheet_name=0, dtype={"客户编号": str})
    df["月份"] = os.path.splitext(os.path.basename(路径))[0]
    return df


# 下面这段是从CSDN上抄的：按客户汇总并排序
def 汇总(df):
<<HUIZONG>>
# ————————————————
# 版权声明：本文为CSDN博主「数据小王子」的原创文章，遵循CC 4.0 BY-SA版权协议，转载请附上原文出处链接及本声明。
# 原文链接：https://blog.csdn.net/shuju_xwz/article/details/128840512


def main():
    文件列表 = sorted(glob.glob(os.path.join(输入目录, "*.xlsx")))
    if not 文件列表:
        print("没有找到文件：", 输入目录)
        return
    全部 = pd.concat([读取一个月(p) for p in 文件列表], ignore_index=True)
    表 = 汇总(全部)
    with pd.ExcelWriter(输出文件) as writer:
        全部.to_excel(writer, sheet_name="明细", index=False)
        表.to_excel(writer, sheet_name="按客户", index=False)
    print(f"共 {len(文件列表)} 个文件，{len(全部)} 行，已保存到 {输出文件}")


if __name__ == "__main__":
    main()
'''.replace("<<HUIZONG>>", HUIZONG),
     [
         M("paste: full-width spaces (U+3000) as indentation",
           "The blog's code came over indented with ideographic spaces U+3000 (two per four "
           "columns) in all seven lines of the function body.",
           (HUIZONG, idsp_indent(HUIZONG))),
         M("paste: site's copyright notice appended to the copied text",
           "CSDN appends a separator, a copyright notice and the article link to anything "
           "copied from its pages; the three lines follow the function, without '#'.",
           ("# ————————————————\n", "————————————————\n"),
           ("# 版权声明：", "版权声明："),
           ("# 原文链接：", "原文链接：")),
         M("bracket: ) missing at the end of a call",
           "The author's own pd.concat(...) call is not closed.",
           ("ignore_index=True)\n    表", "ignore_index=True\n    表")),
     ],
     note="""
An office worker merges monthly sales workbooks; comments, strings and most names are
Chinese (identifiers like 输入目录, 汇总). 汇总() was copied from a CSDN blog post.
Policy (copied text): U+3000 indentation becomes spaces (four per two U+3000); the notice
the site appends is not code and becomes '#' comments with its text unchanged (the
separator of em dashes included).
""")
