"""Group A (001-010): code typed or edited on a phone or tablet, in a web form or a
non-code editor, or pasted from a word processor, a Google Doc, slides, OCR."""
from lib import M, case
from helpers import (ARROW, EM_DASH, HALF, LEQ, NBSP, NEQ, VT, cap_line_starts, curly,
                     german, guillemets, hardwrap, long_lines, quote_edits)

# ---------------------------------------------------------------------------------------
MEANT_001 = r'''#!/usr/bin/env python3
"""Nightly disk report for the home server (Debian box under the stairs).

Checks every mount listed in MOUNTS, writes a line per mount to the log and
pushes a notification to my phone when one of them is nearly full.
"""
import datetime
import json
import shutil
import urllib.request

MOUNTS = ["/", "/srv/media", "/srv/backup", "/mnt/usb-archive"]
LOG_FILE = "/var/log/disk-report.log"
NTFY_URL = "https://ntfy.sh/stairs-server-7f3k"
WARN_AT = 0.85
CRIT_AT = 0.95


def usage(path):
    total, used, free = shutil.disk_usage(path)
    return used / total, free


def human(n):
    for unit in ["B", "KB", "MB", "GB", "TB"]:
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PB"


def level(fraction):
    if fraction >= CRIT_AT:
        return "CRIT"
    if fraction >= WARN_AT:
        return "WARN"
    return "ok"


def notify(title, message, priority="default"):
    req = urllib.request.Request(NTFY_URL, data=message.encode("utf-8"))
    req.add_header("Title", title)
    req.add_header("Priority", priority)
    with urllib.request.urlopen(req, timeout=10) as resp:
        return resp.status


# weekly summary (new)
def summary(results):
    lines = []
    worst, worst_mount = 0.0, None
    for id, (mount, fraction, free) in enumerate(results, start=1):
        lines.append(f"{id}. {mount}: {fraction:.0%} used, {human(free)} free")
        if fraction > worst:
            worst, worst_mount = fraction, mount  # shown in the header
    header = "all good" if worst < WARN_AT else f"check {worst_mount}"
    return header + "\n" + "\n".join(lines)


def main():
    stamp = datetime.datetime.now().isoformat(timespec="seconds")
    results = []
    with open(LOG_FILE, "a") as log:
        for mount in MOUNTS:
            try:
                fraction, free = usage(mount)
            except FileNotFoundError:
                log.write(f"{stamp} {mount} missing\n")
                continue
            results.append((mount, fraction, free))
            log.write(f"{stamp} {mount} {fraction:.3f} {level(fraction)}\n")
    bad = [r for r in results if level(r[1]) != "ok"]
    if bad:
        names = ", ".join(r[0] for r in bad)
        notify("Disk space", f"Nearly full: {names}", priority="high")
    if datetime.date.today().weekday() == 6:  # sundays only
        notify("Weekly disk report", summary(results))
    print(json.dumps(results))


if __name__ == "__main__":
    main()
'''

case(
    "disk_report_iphone_notes_return_smart_quotes_period_id",
    "typed on a phone: a function added to a home-server script in Apple Notes",
    MEANT_001,
    [
        M("autocorrect: keyword capitalised at the start of a line (Return)",
          "iOS capitalised the first word of the new line: `Return header + ...`.",
          ("    return header +", "    Return header +")),
        M("autocorrect: smart quotes around the strings typed on the phone",
          "Smart Punctuation curled every double quote in the lines typed on the phone "
          "(the summary() body and the Sunday notify call), including the f-strings.",
          ('f"{id}. {mount}: {fraction:.0%} used, {human(free)} free"',
           curly('f"{id}. {mount}: {fraction:.0%} used, {human(free)} free"')),
          ('"all good" if worst < WARN_AT else f"check {worst_mount}"',
           curly('"all good" if worst < WARN_AT else f"check {worst_mount}"')),
          (r'+ "\n" + "\n".join(lines)', curly(r'+ "\n" + "\n".join(lines)')),
          ('notify("Weekly disk report"', curly('notify("Weekly disk report"'))),
        M("autocorrect: double space before an inline comment turned into '. '",
          "The two spaces typed before `# shown in the header` became '. ' (the iOS "
          "double-space shortcut), so the line ends in `mount.`.",
          ("fraction, mount  # shown", "fraction, mount. # shown")),
        M("autocorrect: word in code replaced by a contraction (id -> I'd)",
          "The loop variable `id` was autocorrected to `I'd`, which opens a string.",
          ("    for id, (mount", "    for I'd, (mount")),
    ],
    note="""
Situation: the owner added summary() and the Sunday notification to the existing
script on an iPhone, in Apple Notes, on the train, and pasted the note back into the
file at home. Only the lines typed on the phone are damaged; the rest of the file
was written in an editor before.

Policy: what the keyboard changed is undone. Curly double quotes that delimit strings
become ASCII `"`; a capitalised keyword goes back to lower case; '. ' made from a
double space goes back to the two spaces (PEP 8's two spaces before an inline
comment); an autocorrected word goes back to the name the rest of the function uses
(`{id}` in the f-string on the next line).
""")

# ---------------------------------------------------------------------------------------
MEANT_002 = r'''# Split the costs of the Lisbon trip and work out who pays whom.
import json
import sys
from collections import defaultdict

PEOPLE = ["ana", "ben", "chloe", "dev"]

# (who paid, amount in EUR, who shares it; "all" = everybody)
EXPENSES = [
    ("ana", 312.40, "all"),        # apartment deposit
    ("ben", 86.00, "all"),         # airport taxi
    ("chloe", 45.50, ["chloe", "dev"]),
    ("dev", 120.00, "all"),        # dinner at the fado place
    ("ben", 23.80, ["ana", "ben"]),
    ("ana", 64.00, "all"),         # tram passes
]


def sharers(who):
    if who == "all":
        return PEOPLE
    elif isinstance(who, str):
        return [who]
    return list(who)


def balances(expenses):
    bal = defaultdict(float)
    for payer, amount, who in expenses:
        if not isinstance(amount, (int, float)):
            raise TypeError(f"bad amount for {payer}: {amount!r}")
        group = sharers(who)
        share_each = amount / len(group)
        bal[payer] += amount
        for name in group:
            bal[name] -= share_each
    return bal


def settle(bal):
    debtors = sorted((v, k) for k, v in bal.items() if v < -0.005)
    creditors = sorted(((v, k) for k, v in bal.items() if v > 0.005), reverse=True)
    transfers = []
    i = j = 0
    while i < len(debtors) and j < len(creditors):
        owe, debtor = debtors[i]
        due, creditor = creditors[j]
        amount = min(-owe, due)
        transfers.append((debtor, creditor, round(amount, 2)))
        debtors[i] = (owe + amount, debtor)
        creditors[j] = (due - amount, creditor)
        if debtors[i][0] > -0.005:
            i += 1
        if creditors[j][0] < 0.005:
            j += 1
    return transfers


if __name__ == "__main__":
    bal = balances(EXPENSES)
    for name in PEOPLE:
        print(f"{name:>6}: {bal[name]:+8.2f}")
    plan = settle(bal)
    for debtor, creditor, amount in plan:
        print(f"{debtor} pays {creditor} {amount:.2f} EUR")
    if "--json" in sys.argv:
        json.dump(plan, sys.stdout, indent=2)
'''

case(
    "trip_costs_android_glide_typing_elif_is_instance_period",
    "typed on a phone: trip cost splitter written in Google Keep with Gboard",
    MEANT_002,
    [
        M("autocorrect: keyword capitalised at the start of a line (Elif)",
          "Gboard capitalised the first word of the line: `Elif isinstance(...)`.",
          ("    elif isinstance(who", "    Elif isinstance(who")),
        M("autocorrect: name split into two words (isinstance -> is instance)",
          "Autocorrect split the unknown word `isinstance` into `is instance`.",
          ("if not isinstance(amount", "if not is instance(amount")),
        M("autocorrect: space left after a swiped word inside a name (share _each)",
          "The word `share` was glide-typed; the space Gboard adds after a swiped word "
          "stayed in front of the `_` typed next.",
          ("        share_each = amount", "        share _each = amount")),
        M("autocorrect: double space at the end of a line turned into '. '",
          "Two spaces typed at the end of the line became '. ' (Gboard's double-space "
          "period), so the line ends in `amount.`.",
          ("bal[payer] += amount\n", "bal[payer] += amount. \n")),
    ],
    note="""
Situation: written during the trip in Google Keep on an Android phone (Gboard, glide
typing on), then copied into a file on a laptop. The author had already fixed what
was easy to see on the phone; these four are what was left.

Policy: the keyboard's changes are undone: `Elif` -> `elif`, `is instance` ->
`isinstance` (the sharers() function above spells it), `share _each` -> `share_each`
(the name the next lines use), and the '. ' at the end of the line is removed
together with its trailing space.
""")

# ---------------------------------------------------------------------------------------
MEANT_003 = r'''# transform step for the "web leads" pipeline
# (kept in the Transform box of the import tool)
import re
from datetime import date

HOT_SCORE = 12
TARGET_COUNTRIES = {"DE", "AT", "CH", "NL", "BE"}
FREE_MAIL = ("gmail.com", "yahoo.com", "hotmail.com", "gmx.de")


def clean_phone(raw):
    # Leads from the web form have the phone number in a free text field, so keep only digits and a leading plus
    raw = (raw or "").strip()
    plus = raw.startswith("+")
    digits = re.sub(r"\D", "", raw)
    return ("+" if plus else "") + digits


def score(row):
    points = 0
    email = row.get("email", "").strip().lower()
    if email and not email.endswith(FREE_MAIL):
        points += 6
    elif email:
        points += 2
    if clean_phone(row.get("phone")):
        points += 4
    for key in ("company", "job_title"):
        if row.get(key):
            points += 2
    return points


def transform(row, source, owner):
    today = date.today().isoformat()
    points = score(row)
    is_hot = points >= HOT_SCORE and row.get("country") in TARGET_COUNTRIES and not row.get("unsubscribed")
    note = f"Imported from {source} on {today}; owner {owner}; original id {row.get('id')}"
    return {
        "email": row.get("email", "").strip().lower(),
        "phone": clean_phone(row.get("phone")),
        "score": points,
        "hot": is_hot,
        "note": note,
    }


def run(rows, source="webform", owner="sales-team"):
    out = []
    for row in rows:
        if not row.get("email") and not row.get("phone"):
            continue
        out.append(transform(row, source, owner))
    out.sort(key=lambda r: r["score"], reverse=True)
    return out
'''

_LONG_003 = long_lines(MEANT_003, 72)
assert len(_LONG_003) == 3, _LONG_003

case(
    "web_leads_transform_textarea_hard_wrap_for_colon_paren",
    "web form: script kept in a web tool's textarea that hard-wraps at 72 columns",
    MEANT_003,
    [
        M("wrap: web form textarea hard-wrapped every line longer than 72 columns",
          "Submitting the form broke the three lines longer than 72 columns at the last "
          "space before column 72, continuing at column 0: a comment (its tail became "
          "bare words), the `is_hot = ... and` condition (outside any bracket) and the "
          "f-string of `note` (inside the string).",
          *[(ln, hardwrap(ln, 72)) for ln in _LONG_003]),
        M("colon: missing after for",
          "`for key in (\"company\", \"job_title\")` has no colon.",
          ('    for key in ("company", "job_title"):', '    for key in ("company", "job_title")')),
        M("bracket: ) missing at the end of a method chain",
          "`.strip().lower(` lost its last `)`; the error is reported further down.",
          ('    email = row.get("email", "").strip().lower()\n    if email',
           '    email = row.get("email", "").strip().lower(\n    if email')),
    ],
    note="""
Situation: a data engineer keeps the transform step of a lead-import pipeline in the
"Transform" text area of a low-code import tool. The text area submits with hard
wrapping at 72 columns. To debug the step locally the engineer copied the saved text
back into transform.py. The colon and the bracket are the engineer's own slips from
the last edit in the web form.

Policy for the wrapping: every broken line is joined again exactly where it was
broken (the space stays, no characters added). The three lines are one mistake: the
form wraps all long lines on every submit. Every other line is at most 72 columns, so
nothing else was wrapped.
""")

# ---------------------------------------------------------------------------------------
MEANT_004 = r'''# Exercise 4: areas of shapes
# Copy this program into IDLE and run it with F5.
import math


def circle_area(radius):
    return math.pi * radius ** 2


def triangle_area(base, height):
    return 1/2 * base * height


def trapezium_area(a, b, height):
    return (a + b) / 2 * height


def ask_number(prompt):
    while True:
        text = input(prompt)
        try:
            value = float(text)
        except ValueError:
            print("Please type a number")
            continue
        if value > 0:
            return value
        print("The number must be bigger than 0")


print("Shapes: circle, triangle, trapezium")
shape = input("Which shape? ").strip().lower()
if shape == "circle":
    r = ask_number("Radius in cm: ")
    area = circle_area(r)
elif shape == "triangle":
    b = ask_number("Base in cm: ")
    h = ask_number("Height in cm: ")
    area = triangle_area(b, h)
elif shape == "trapezium":
    a = ask_number("Side a in cm: ")
    b = ask_number("Side b in cm: ")
    h = ask_number("Height in cm: ")
    area = trapezium_area(a, b, h)
else:
    area = None
if area is None:
    print("I do not know that shape")
else:
    print("The area is", round(area, 2), "square cm")
'''

case(
    "shape_areas_word_handout_capitalised_lines_curly_quotes_half",
    "pasted from a Word document: a teacher's handout copied into IDLE",
    MEANT_004,
    [
        M("docs: word processor capitalised the first letter of every line",
          "Word's 'Capitalize first letter of sentences' treated each line of the "
          "listing as a paragraph: `Import`, `Def`, `Return`, `While`, `Try:`, "
          "`Except`, `If`, `Elif`, `Else:`, `Continue`, and also `Print(...)`, "
          "`Text = ...`, `Area = ...` (those are valid alone, but part of the same damage).",
          *cap_line_starts(MEANT_004)),
        M("docs: curly quotes around every string (Word AutoFormat)",
          "Word replaced every straight double quote with curly quotes.",
          *quote_edits(MEANT_004, MEANT_004)),
        M("docs: fraction 1/2 replaced by the character \u00bd",
          "Word's AutoFormat replaced `1/2` with the single character `\u00bd`.",
          ("1/2 * base", HALF + " * base")),
    ],
    note="""
Situation: the teacher wrote the exercise solutions in a Word handout (.docx) and the
student copied exercise 4 out of it into IDLE. Word's AutoCorrect and AutoFormat had
changed the listing while the teacher typed it. The comments were already written
with a capital letter by the teacher, so they are unchanged.

Policy: Word's changes are undone everywhere: every capitalised first word goes back to
lower case (including the valid `Print(...)`, `Text = ...`, `Area = ...`, because the
program's names are `print`, `text`, `area`), curly quotes become `"`, and `\u00bd`
becomes `1/2` as typed (not `0.5`).
""")

# ---------------------------------------------------------------------------------------
MEANT_005 = r'''#!/usr/bin/env python3
"""Check TLS certificates of our public endpoints and warn before they expire.

fetch_not_after(), days_left() and classify() are copied from the on-call runbook
(section 4.2, "Certificate expiry"); the rest is the cron wrapper.
"""
import argparse
import datetime as dt
import socket
import ssl
import sys

DEFAULT_HOSTS = ["api.example.org", "shop.example.org", "status.example.org"]


# --- from the runbook -------------------------------------------------------
def fetch_not_after(host: str, port: int = 443, timeout: float = 5.0) -> dt.datetime:
    ctx = ssl.create_default_context()
    with socket.create_connection((host, port), timeout=timeout) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls:
            cert = tls.getpeercert()
            if tls.version() != "TLSv1.3":
                print(f"note: {host} negotiated {tls.version()}", file=sys.stderr)
    return dt.datetime.strptime(cert["notAfter"], "%b %d %H:%M:%S %Y %Z")


def days_left(not_after: dt.datetime, now: dt.datetime | None = None) -> int:
    now = now or dt.datetime.utcnow()
    return (not_after - now).days


def classify(days: int, warn: int = 21, crit: int = 7) -> str:
    if days <= crit:
        return "CRITICAL"
    if days <= warn:
        return "WARNING"
    return "OK"
# --- end of runbook code ----------------------------------------------------


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("hosts", nargs="*", default=DEFAULT_HOSTS)
    p.add_argument("--warn", type=int, default=21)
    p.add_argument("--crit", type=int, default=7)
    args = p.parse_args(argv)

    worst = 0
    for host in args.hosts:
        try:
            days = days_left(fetch_not_after(host))
        except (OSError, ssl.SSLError) as exc:
            print(f"{host}: UNKNOWN ({exc})")
            worst = max(worst, 3)
            continue
        status = classify(days, args.warn, args.crit)
        print(f"{host}: {status}, {days} days left")
        if status != "OK":
            worst = max(worst, 2 if status == "CRITICAL" else 1)
    return worst


if __name__ == "__main__":
    sys.exit(main())
'''

case(
    "tls_expiry_google_docs_runbook_arrow_neq_leq_quotes",
    "pasted from a Google Doc: helpers copied from the team's on-call runbook",
    MEANT_005,
    [
        M("docs: -> replaced by the arrow character \u2192 (Google Docs substitution)",
          "Google Docs' automatic substitutions turned each return annotation's `->` "
          "into `\u2192`.",
          (") -> dt.datetime:", ") " + ARROW + " dt.datetime:"),
          ("= None) -> int:", "= None) " + ARROW + " int:"),
          ("crit: int = 7) -> str:", "crit: int = 7) " + ARROW + " str:")),
        M("docs: != replaced by \u2260 (Google Docs substitution)",
          "`tls.version() != ...` became `tls.version() \u2260 ...`.",
          ("tls.version() != ", "tls.version() " + NEQ + " ")),
        M("docs: <= replaced by \u2264 (Google Docs substitution)",
          "Both `<=` in classify() became `\u2264`.",
          ("if days <= crit:", "if days " + LEQ + " crit:"),
          ("if days <= warn:", "if days " + LEQ + " warn:")),
        M("docs: curly quotes around the strings of the copied section",
          "Google Docs curled every double quote in the copied functions.",
          ('"TLSv1.3"', curly('"TLSv1.3"')),
          ('f"note: {host} negotiated {tls.version()}"',
           curly('f"note: {host} negotiated {tls.version()}"')),
          ('(cert["notAfter"], "%b %d %H:%M:%S %Y %Z")',
           curly('(cert["notAfter"], "%b %d %H:%M:%S %Y %Z")')),
          ('return "CRITICAL"', curly('return "CRITICAL"')),
          ('return "WARNING"', curly('return "WARNING"')),
          ('return "OK"', curly('return "OK"'))),
    ],
    note="""
Situation: an SRE wrote the cron wrapper in an editor and pasted the three helper
functions from the team's runbook, a Google Doc, between the two marker comments.
Google Docs' default substitutions (Tools > Preferences) and smart quotes had changed
the code when it was typed into the doc. Only the copied section is damaged.

Policy: each substitution is undone: `\u2192` -> `->`, `\u2260` -> `!=`, `\u2264` -> `<=`,
curly double quotes -> `"`. The wrapper below the marker already uses the ASCII forms
(`status != "OK"`).
""")

# ---------------------------------------------------------------------------------------
MEANT_006 = r'''"""Reinicia los servicios de la app en los servidores de staging.

Uso: python reiniciar.py [--solo-web] [--dont-restart-db]
"""
import subprocess
import sys
import time

SERVIDORES = {
    "web": ["stg-web-01", "stg-web-02", "stg-web-03"],
    "worker": ["stg-worker-01", "stg-worker-02"],
    "db": ["stg-db-01"],
}
SERVICIOS = {"web": "gunicorn", "worker": "celery", "db": "postgresql"}
ESPERA = 5  # segundos entre servidores


def ejecutar(host, comando):
    # ssh en modo BatchMode para que no se quede esperando una contraseña
    cmd = f"ssh -o BatchMode=yes {host} 'sudo systemctl {comando}'"
    res = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return res.returncode, (res.stdout + res.stderr).strip()


def reiniciar_grupo(grupo, hosts):
    fallos = []
    cant = len(hosts)
    for i, host in enumerate(hosts, start=1):
        servicio = SERVICIOS[grupo]
        print(f"[{i}/{cant}] {host}: reiniciando {servicio}...")
        code, salida = ejecutar(host, f"restart {servicio}")
        if code != 0:
            fallos.append((host, salida))
            continue
        code, salida = ejecutar(host, f"is-active {servicio}")
        print(f"    estado: {salida}")
        time.sleep(ESPERA)
    return fallos


def main(args):
    solo_web = "--solo-web" in args
    dont_restart_db = "--dont-restart-db" in args
    grupos = ["web"] if solo_web else ["web", "worker", "db"]
    if dont_restart_db and "db" in grupos:
        grupos.remove("db")
    todos_los_fallos = []
    for grupo in grupos:
        todos_los_fallos += reiniciar_grupo(grupo, SERVIDORES[grupo])
    if todos_los_fallos:
        print("Fallaron:")
        for host, salida in todos_los_fallos:
            print(f"  {host}: {salida}")
        return 1
    print("Todo reiniciado.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
'''

case(
    "reiniciar_servicios_tablet_web_ide_she_ll_can_t_don_t_for",
    "typed on a tablet: deploy helper edited in a Git host's web editor (Spanish)",
    MEANT_006,
    [
        M("autocorrect: word in code replaced by a contraction (shell -> she'll)",
          "The keyword argument `shell=True` was autocorrected to `she'll=True`.",
          ("cmd, shell=True,", "cmd, she'll=True,")),
        M("autocorrect: word in code replaced by a contraction (cant -> can't)",
          "`cant` (short for cantidad) was autocorrected to `can't`.",
          ("    cant = len(hosts)", "    can't = len(hosts)")),
        M("autocorrect: word in code replaced by a contraction (dont -> don't)",
          "The new flag variable `dont_restart_db` became `don't_restart_db` on the "
          "line that defines it.",
          ("    dont_restart_db = ", "    don't_restart_db = ")),
        M("autocorrect: keyword capitalised at the start of a line (For)",
          "The keyboard capitalised the first word of the line: `For grupo in grupos:`.",
          ("    for grupo in grupos:", "    For grupo in grupos:")),
    ],
    note="""
Situation: a Spanish-speaking sysadmin fixed the restart script from an Android tablet
in the web editor of the company's Git host: switched ejecutar() to `shell=True`,
added the `cant` counter and the `--dont-restart-db` option. The tablet's keyboard had
English autocorrect and auto-capitalisation on, which applies inside the browser's
editor too. Comments and strings are in Spanish.

Policy: each autocorrected word goes back to what was typed, the name the rest of the
file uses (`{cant}` in the f-string, `if dont_restart_db and ...`, subprocess's
`shell=` parameter); `For` goes back to `for`.
""")

# ---------------------------------------------------------------------------------------
MEANT_007 = r'''#!/usr/bin/env python3
# /usr/local/bin/rotate_backups.py - run from cron at 02:30
import logging
import os
import shutil
import subprocess
import sys
import time

SRC = "/var/www/wiki"
DEST = "/srv/backups/wiki"
KEEP_DAYS = 14
log = logging.getLogger("rotate")


def make_archive():
    stamp = time.strftime("%Y%m%d-%H%M")
    target = os.path.join(DEST, f"wiki-{stamp}.tar.gz")
    subprocess.run(["tar", "czf", target, "-C", os.path.dirname(SRC), os.path.basename(SRC)], check=True)
    return target


def same_filesystem(a, b):
    return os.stat(a).st_dev == os.stat(b).st_dev


def rotate(now=None):
    now = now or time.time()
    removed, freed = 0, 0
    for name in sorted(os.listdir(DEST)):
        path = os.path.join(DEST, name)
        age_days = (now - os.path.getmtime(path)) / 86400
        if age_days > KEEP_DAYS and not name.startswith("keep-") and name.endswith(".tar.gz"):
            freed += os.path.getsize(path)
            os.remove(path)
            removed += 1
    return removed, freed


def main():
    logging.basicConfig(filename="/var/log/rotate_backups.log", level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")
    if same_filesystem(DEST, "/"):
        log.warning("backup dir %s is on the root filesystem, check the mount of /srv", DEST)
    try:
        target = make_archive()
    except subprocess.CalledProcessError as exc:
        log.error("tar failed with code %s", exc.returncode)
        return 1
    removed, freed = rotate()
    usage = shutil.disk_usage(DEST)
    log.info("created %s, removed %d old archives (%.1f MB), %.1f GB free", target, removed, freed / 1e6, usage.free / 1e9)
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''

_IF_007 = '        if age_days > KEEP_DAYS and not name.startswith("keep-") and name.endswith(".tar.gz"):'
_WARN_007 = '        log.warning("backup dir %s is on the root filesystem, check the mount of /srv", DEST)'

case(
    "rotate_backups_nano_hard_wrap_while_typing_fstring_brace",
    "non-code editor: cron script edited over SSH in nano with hard-wrapping on",
    MEANT_007,
    [
        M("wrap: editor hard-wrapped a long condition while it was typed (nano, autoindent)",
          "nano broke the new `if` line at the last space before column 72; with "
          "autoindent the rest continues on the next line at the `if`'s indentation, so "
          "the first line ends in `and`.",
          (_IF_007, hardwrap(_IF_007, 72, "        "))),
        M("wrap: editor hard-wrapped a long line inside a string while it was typed",
          "The new log.warning(...) line was broken inside its string literal.",
          (_WARN_007, hardwrap(_WARN_007, 72, "        "))),
        M("fstring: } missing after a name in a replacement field",
          "`f\"wiki-{stamp.tar.gz\"`: the `}` after `stamp` was not typed.",
          ('f"wiki-{stamp}.tar.gz"', 'f"wiki-{stamp.tar.gz"')),
    ],
    note="""
Situation: an admin changed the backup rotation script over SSH in nano, on a server
whose /etc/nanorc has `set breaklonglines` and `set autoindent` (an old distribution
default). nano hard-wraps a line while it is being typed, at the last blank before the
fill column (72 here), and autoindent starts the continuation at the current line's
indentation; the blank stays at the end of the first piece. Only the two lines typed in
this session were wrapped: the long subprocess.run(...) and log.info(...) lines were
written earlier in another editor and are untouched.

Policy: each wrapped line is joined again at the break (the continuation's added
indentation removed, the blank kept as the single space that was typed).
""")

# ---------------------------------------------------------------------------------------
MEANT_008 = r'''# Listing 7.3  Paying off a loan month by month

def monthly_payment(principal, annual_rate, years):
    r = annual_rate / 100 / 12
    n = years * 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def schedule(principal, annual_rate, years):
    payment = monthly_payment(principal, annual_rate, years)
    balance = principal
    rows = []
    month = 0
    while balance > 0.005:
        month += 1
        interest = balance * annual_rate / 100 / 12
        repaid = min(payment - interest, balance)
        balance = balance - repaid
        rows.append((month, round(interest, 2), round(repaid, 2), round(balance, 2)))
    return payment, rows


principal = float(input("How much do you borrow? "))
rate = float(input("Interest rate in percent per year: "))
years = int(input("Over how many years? "))

payment, rows = schedule(principal, rate, years)
print("Monthly payment:", round(payment, 2))
print("Month  Interest  Repaid  Balance")
for month, interest, repaid, balance in rows:
    print(f"{month:5} {interest:9.2f} {repaid:7.2f} {balance:8.2f}")
total = payment * len(rows)
print("You pay back", round(total, 2), "in total, of which",
      round(total - principal, 2), "is interest.")
'''

case(
    "loan_schedule_ocr_photo_of_book_semicolon_em_dash_1en_1OO",
    "OCR: listing copied with a phone's text recognition from a photo of a book page",
    MEANT_008,
    [
        M("ocr: semicolon read for the colon ending a for header",
          "The `:` at the end of the for header was recognised as `;`.",
          ("balance in rows:", "balance in rows;")),
        M("ocr: minus sign read as an em dash (U+2014)",
          "The minus in `balance - repaid` was recognised as `\u2014`.",
          ("balance = balance - repaid", "balance = balance " + EM_DASH + " repaid")),
        M("ocr: letter l read as digit 1 in a name (len -> 1en)",
          "`len(rows)` was recognised as `1en(rows)`.",
          ("payment * len(rows)", "payment * 1en(rows)")),
        M("ocr: digit 0 read as letter O in a number (100 -> 1OO)",
          "`100` in the first function was recognised as `1OO`.",
          ("r = annual_rate / 100", "r = annual_rate / 1OO")),
    ],
    note="""
Situation: a retired engineer learning Python from a library book photographed the
listing with a phone and used the camera app's "copy text" (text recognition), then
pasted it into Thonny. The recognition kept the indentation, but misread four
characters of the book's code font.

Policy: each misread character goes back to what the book printed; nothing else is
changed (the two-space gap after `Listing 7.3` is in the book).
""")

# ---------------------------------------------------------------------------------------
MEANT_009 = r'''# Exercice 3, moyennes et mentions de la classe
# (corrigé pour les élèves de première NSI)

notes = {
    "Alice": [14, 16.5, 12],
    "Bilal": [9, 11, 10.5],
    "Chloé": [17, 18, 15.5],
    "Dimitri": [6.5, 8, 11],
    "Emma": [12, 13, 14],
}


def moyenne(liste):
    if len(liste) == 0:
        return 0
    return sum(liste) / len(liste)


def mention(m):
    if m >= 16:
        return "Très bien"
    elif m >= 14:
        return "Bien"
    elif m >= 12:
        return "Assez bien"
    elif m >= 10:
        return "Passable"
    else:
        return "Insuffisant"


moyennes = {}
for eleve in notes:
    moyennes[eleve] = round(moyenne(notes[eleve]), 2)

for eleve, m in sorted(moyennes.items(), key=lambda paire: paire[1], reverse=True):
    print(eleve, m, mention(m))

moyenne_classe = moyenne(list(moyennes.values()))
print("Moyenne de la classe", round(moyenne_classe, 2))
recus = [e for e in moyennes if moyennes[e] >= 10]
print("Élèves reçus", len(recus), "sur", len(notes))
'''

_COLONS_009 = [": [14", ": [9", ": [17", ": [6.5", ": [12", "(liste):", "== 0:", "(m):",
               ">= 16:", ">= 14:", ">= 12:", ">= 10:\n", "else:", "in notes:",
               "paire: paire", "reverse=True):"]

case(
    "moyennes_mentions_word_french_guillemets_nbsp_before_colon",
    "pasted from a Word document: a French teacher's corrected exercise (French)",
    MEANT_009,
    [
        M("docs: French guillemets \u00ab \u00bb (with no-break spaces) for string quotes",
          "Word in French replaced every `\"...\"` with `\u00ab\u00a0...\u00a0\u00bb`.",
          *quote_edits(MEANT_009, MEANT_009, guillemets)),
        M("docs: no-break space (U+00A0) inserted before every colon (French typography)",
          "Word's French AutoFormat put a no-break space before each `:` - block "
          "headers, dict entries and the lambda.",
          *[(c, c.replace(":", NBSP + ":", 1)) for c in _COLONS_009]),
        M("bracket: ) missing at the end of a line",
          "`round(moyenne(notes[eleve]), 2` lost its last `)`.",
          ("notes[eleve]), 2)\n", "notes[eleve]), 2\n")),
    ],
    note="""
Situation: a French NSI teacher writes the corrections of the exercises in Word, with
the French AutoFormat options on (guillemets and the non-breaking space before `:`;
capitalisation of the first letter was turned off long ago), and a student pasted
exercise 3 into Thonny. The missing `)` is the teacher's own slip.

Policy: Word's changes are undone: `\u00ab\u00a0...\u00a0\u00bb` becomes `"..."` (the
no-break spaces inside the guillemets go with them) and each no-break space Word put
before a colon is removed. The accented letters in strings and comments (`Très`,
`Élèves`, `corrigé`) are the teacher's text and stay.
""")

# ---------------------------------------------------------------------------------------
MEANT_010 = r'''# Vokabeltrainer (Folien 12-14, Informatik 9b)
import random

vokabeln = {
    "Hund": "dog",
    "Katze": "cat",
    "Baum": "tree",
    "Fenster": "window",
    "Schule": "school",
    "Apfel": "apple",
}


def frage_stellen(deutsch, englisch):
    antwort = input("Was heißt " + deutsch + " auf Englisch? ")
    if antwort.strip().lower() == englisch:
        print("Richtig!")
        return True
    print("Leider falsch, richtig ist:", englisch)
    return False


def runde(anzahl):
    woerter = random.sample(list(vokabeln), anzahl)
    punkte = 0
    falsche = []
    for wort in woerter:
        if frage_stellen(wort, vokabeln[wort]):
            punkte = punkte + 1
        else:
            falsche.append(wort)
    return punkte, falsche


punkte, falsche = runde(4)
print("Du hast", punkte, "von 4 Punkten.")
if falsche:
    print("Diese Wörter solltest du noch üben:")
    for wort in falsche:
        print("-", wort, "=", vokabeln[wort])
else:
    print("Super, alles richtig!")
'''

_SLIDE13 = MEANT_010[MEANT_010.index("def runde(anzahl):"):MEANT_010.index("    return punkte, falsche\n") + len("    return punkte, falsche")]
_SLIDE14 = MEANT_010[MEANT_010.index("punkte, falsche = runde(4)"):]

case(
    "vokabeltrainer_powerpoint_slides_vertical_tab_breaks_german_quotes_if",
    "copied from presentation slides: a teacher's PowerPoint listing (German)",
    MEANT_010,
    [
        M("docs: slide line breaks copied as vertical tabs (U+000B) instead of newlines",
          "On slide 13 the teacher ended the lines with Shift+Enter, so the whole "
          "function is one PowerPoint paragraph whose line breaks copy as U+000B; the "
          "editor shows them as line breaks.",
          (_SLIDE13, _SLIDE13.replace("\n", VT))),
        M("docs: German curly quotes \u201e \u201c for string quotes (slide 14)",
          "PowerPoint's German AutoCorrect replaced the quotes on slide 14 with "
          "`\u201e...\u201c`.",
          *quote_edits(MEANT_010, _SLIDE14, german)),
        M("autocorrect: keyword capitalised at the start of a line (If)",
          "PowerPoint capitalised the first word of the paragraph `if falsche:`.",
          ("\nif falsche:", "\nIf falsche:")),
    ],
    note="""
Situation: a ninth-grade student copied the vocabulary trainer from the teacher's
PowerPoint slides 12-14 into Thonny, slide by slide. Slide 13 (the function runde) was
typed with Shift+Enter between lines: PowerPoint keeps such a text box as a single
paragraph and copies its line breaks as the vertical-tab character U+000B, which
Thonny displays as a line break. Slide 14 had PowerPoint's German quotes and one
capitalised paragraph start; slide 12 had been typed with AutoCorrect off.

Policy: each U+000B becomes a newline (the indentation after it is already right);
`\u201e...\u201c` becomes `"..."`; `If` becomes `if`. The German text in strings and
comments stays.
""")
