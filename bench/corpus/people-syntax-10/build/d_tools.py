"""Group D (031-040): code produced or changed by tools and templates."""
import re

from lib import M, case


def _between(text, start, end, include_end=True):
    i = text.index(start)
    j = text.index(end, i)
    return text[i:j + len(end)] if include_end else text[i:j]


def _shift(block, n):
    """Dedent (n < 0) or indent (n > 0) every non-empty line of block by |n| spaces."""
    out = []
    for ln in block.split("\n"):
        if not ln.strip():
            out.append(ln)
        elif n < 0:
            assert ln.startswith(" " * -n), ln
            out.append(ln[-n:])
        else:
            out.append(" " * n + ln)
    return "\n".join(out)


# ---------------------------------------------------------------------------------------
MEANT_031 = r'''"""Command line interface for invoice-sync."""
import logging
import sys

import click

from invoice_sync import __version__
from invoice_sync.config import load_config
from invoice_sync.core import SyncError, run_sync

log = logging.getLogger(__name__)


@click.group()
@click.version_option(__version__, prog_name="invoice-sync")
@click.option("-v", "--verbose", count=True, help="More output (-vv for debug).")
@click.pass_context
def main(ctx, verbose):
    """invoice-sync: copy invoices from the accounting API into the warehouse."""
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")
    ctx.obj = load_config()


@main.command()
@click.option("--since", help="Only invoices changed since this date (YYYY-MM-DD).")
@click.option("--dry-run", is_flag=True, help="Fetch and validate, write nothing.")
@click.pass_obj
def sync(config, since, dry_run):
    """Fetch changed invoices and upsert them."""
    try:
        count = run_sync(config, since=since, dry_run=dry_run)
    except SyncError as exc:
        log.error("sync failed: %s", exc)
        raise SystemExit(1)
    click.echo(f"{count} invoices {'checked' if dry_run else 'synced'}")


@main.command(name="show-config")
@click.pass_obj
def show_config(config):
    """Print the effective configuration (secrets masked)."""
    for key, value in sorted(config.items()):
        if "secret" in key or "token" in key:
            value = "****"
        click.echo(f"{key} = {value}")


if __name__ == "__main__":
    sys.exit(main())
'''

case(
    "invoice_sync_cli_cookiecutter_template_copied_by_hand_variables_tags_comment",
    "template: a cookiecutter template file copied and filled in by hand",
    MEANT_031,
    [
        M("template: Jinja variables left unrendered ({{ cookiecutter.project_slug }})",
          "Two `{{ cookiecutter.project_slug }}` placeholders written with spaces inside "
          "the braces were not replaced: one in an import (a syntax error), one inside "
          "the prog_name string (valid, but the same leftover).",
          ("from invoice_sync.config import", "from {{ cookiecutter.project_slug }}.config import"),
          ('prog_name="invoice-sync"', 'prog_name="{{ cookiecutter.project_slug|replace(\'_\', \'-\') }}"')),
        M("template: Jinja {% if %} / {% endif %} tag lines left around an import",
          "The template's `{%- if cookiecutter.command_line_interface|lower == 'click' %}` "
          "and `{%- endif %}` lines around `import click` are still there.",
          ("import sys\n\nimport click\n",
           "import sys\n{%- if cookiecutter.command_line_interface|lower == 'click' %}\n\nimport click\n{%- endif %}\n")),
        M("template: Jinja comment {# ... #} left in the code",
          "The template's `{# add more subcommands below -#}` comment line was copied too; "
          "Python reads `{` and then a comment.",
          ('\n\n@main.command(name="show-config")', '\n\n{# add more subcommands below -#}\n@main.command(name="show-config")')),
    ],
    note="""
Situation: the cookiecutter run for a new internal tool failed (a post-generation hook
needed network access), so the developer copied
`{{cookiecutter.project_slug}}/cli.py` from the company's template repository and
replaced the placeholders with search-and-replace. The search text was
`{{cookiecutter.project_slug}}` without spaces; the template also spells it with
spaces in two places, and has Jinja tags and a Jinja comment, which the developer did
not notice.

Policy for template leftovers: meant.py is the file as cookiecutter would have rendered
it with the values used everywhere else in the file.
- A leftover variable becomes its value: project_slug is `invoice_sync` (the other
  imports), and with `replace('_', '-')` it is `invoice-sync` (the docstrings).
- `{% if %}` / `{% endif %}` tag lines are removed and the branch that was copied is kept
  (`import click`: the file uses click throughout). Each tag starts with `{%-`, which
  eats the newline before it, so rendering removes exactly the tag lines (the blank
  line inside the block stays).
- A Jinja comment renders to nothing, and its `-#}` eats the newline after it: the
  line is removed.
If a variable's value could not be seen anywhere in the file, it would become a string
literal holding the placeholder text; no case in this corpus needs that.
""")

# ---------------------------------------------------------------------------------------
MEANT_032 = r'''# Generated by "manage.py startadmin library" on 2024-05-02 - edit freely.
from django.contrib import admin
from django.utils import timezone

from .models import Author, Book, Loan


@admin.register(Author)
class AuthorAdmin(admin.ModelAdmin):
    list_display = ['name', 'born', 'country']
    search_fields = ['name']
    ordering = ['name']


@admin.register(Book)
class BookAdmin(admin.ModelAdmin):
    list_display = ['title', 'author', 'year', 'copies_available']
    list_filter = ['year', 'author__country']
    search_fields = ['title', 'author__name', 'isbn']
    ordering = ['title']
    readonly_fields = ['created', 'updated']
    fieldsets = [
        (None, {"fields": ['title', 'author', 'isbn', 'year']}),
        ('Stock', {"fields": ['copies_total', 'copies_available']}),
        ('Timestamps', {"fields": ['created', 'updated'], "classes": ["collapse"]}),
    ]


@admin.register(Loan)
class LoanAdmin(admin.ModelAdmin):
    list_display = ['book', 'member', 'due_at', 'returned_at', 'is_overdue']
    list_filter = ['returned_at', 'due_at']
    search_fields = ['book__title', 'member__username']
    date_hierarchy = 'due_at'
    ordering = ['-due_at']
    autocomplete_fields = ['book']

    @admin.display(description="Overdue", boolean=True)
    def is_overdue(self, obj):
        return obj.returned_at is None and obj.due_at < timezone.now()
'''

_ESC_032 = [ln for ln in MEANT_032.split("\n")
            if re.search(r"'", ln) and "date_hierarchy" not in ln and not ln.startswith("#")]

case(
    "library_admin_django_template_autoescape_entities_decorator_comma",
    "template: admin.py generated by a home-made Django management command",
    MEANT_032,
    [
        M("template: Django autoescape turned rendered values into HTML entities (&#x27;, &lt;)",
          "The command renders admin.py with Django's template engine, which HTML-escapes "
          "every `{{ variable }}`: the quotes of each rendered Python list and of the "
          "fieldset titles became `&#x27;`, and the `<` of the rendered overdue condition "
          "became `&lt;` (that line is valid Python by accident: `& lt; timezone.now()`).",
          *[(ln, ln.replace("'", "&#x27;")) for ln in _ESC_032],
          ("obj.due_at < timezone.now()", "obj.due_at &lt; timezone.now()")),
        M("comma: missing between keyword arguments (in the template text)",
          "The template itself has `@admin.display(description=\"...\" boolean=True)`.",
          ('description="Overdue", boolean=True', 'description="Overdue" boolean=True')),
    ],
    note="""
Situation: a developer wrote a management command `startadmin` that renders admin.py for
an app from a Django template (get_template(...).render(...)), passing the lists as
Python reprs. Django templates escape HTML by default, so every rendered value came out
with entities. The missing comma is in the template's own text. The quotes that are
template text (`date_hierarchy = '{{ field }}'`, `"fields"`, `"collapse"`) are not
escaped; only rendered values are.

Policy: meant.py is the output with autoescaping off (what `{% autoescape off %}` or
`|safe` would give): every entity is decoded, including the one in the valid
`return` line. The template's slip is corrected like any typo.
""")

# ---------------------------------------------------------------------------------------
MEANT_033 = r'''#!/usr/bin/env python
# coding: utf-8

# # Store sales: LightGBM baseline
# Daily sales per store and product family, validated on the last 16 days.

# In[1]:


# !pip install -q lightgbm==4.3.0


# In[2]:


# %%writefile features.py
import numpy as np
import pandas as pd


def add_calendar(df):
    df = df.copy()
    df["dow"] = df["date"].dt.dayofweek
    df["month"] = df["date"].dt.month
    df["payday"] = ((df["date"].dt.day == 15) | df["date"].dt.is_month_end).astype(int)
    return df


def add_lags(df, lags=(16, 21, 28)):
    df = df.sort_values(["store_nbr", "family", "date"]).copy()
    grp = df.groupby(["store_nbr", "family"])["sales"]
    for lag in lags:
        df[f"lag_{lag}"] = grp.shift(lag)
    df["roll_mean_28"] = grp.transform(lambda s: s.shift(16).rolling(28).mean())
    return df


# In[3]:


# %matplotlib inline
import lightgbm as lgb
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from features import add_calendar, add_lags

train = pd.read_csv("../input/store-sales-time-series-forecasting/train.csv", parse_dates=["date"])
train = add_lags(add_calendar(train))
train["family"] = train["family"].astype("category")
train.head()


# In[4]:


cutoff = train["date"].max() - pd.Timedelta(days=16)
features = ["store_nbr", "family", "onpromotion", "dow", "month", "payday",
            "lag_16", "lag_21", "lag_28", "roll_mean_28"]
tr = train[train["date"] <= cutoff].dropna(subset=features)
va = train[train["date"] > cutoff]
model = lgb.LGBMRegressor(n_estimators=600, learning_rate=0.05, num_leaves=63,
                          objective="tweedie", verbose=-1)
model.fit(tr[features], np.log1p(tr["sales"]))


# In[5]:


pred = np.expm1(model.predict(va[features])).clip(0)
rmsle = np.sqrt(np.mean((np.log1p(pred) - np.log1p(va["sales"])) ** 2))
print(f"validation RMSLE: {rmsle:.4f}")
lgb.plot_importance(model, max_num_features=10)
plt.tight_layout()
'''

case(
    "store_sales_notebook_export_pip_writefile_matplotlib_time_magics",
    "notebook: Kaggle notebook downloaded as a .py script with its magics",
    MEANT_033,
    [
        M("notebook: shell escape !pip install left as code",
          "`!pip install -q lightgbm==4.3.0` in the first cell.",
          ("# !pip install", "!pip install")),
        M("notebook: cell magic %%writefile left as code",
          "The second cell starts with `%%writefile features.py` (in the notebook it "
          "writes the cell to a module, which cell 3 imports).",
          ("# %%writefile features.py", "%%writefile features.py")),
        M("notebook: line magic %matplotlib inline left as code",
          "`%matplotlib inline` at the top of cell 3.",
          ("# %matplotlib inline", "%matplotlib inline")),
        M("notebook: %time magic in front of a statement",
          "The training call was timed with `%time model.fit(...)`.",
          ('model.fit(tr[features], np.log1p(tr["sales"]))', '%time model.fit(tr[features], np.log1p(tr["sales"]))')),
    ],
    note="""
Situation: a data scientist downloaded a Kaggle notebook as a Python script to run it as
a scheduled job. The export kept the `# In[n]:` cell markers and the markdown as `#`
comments (valid Python), and left the IPython magics and shell escapes as typed.

Policy for notebook material (the jupytext convention):
- A magic or shell escape that only configures or prepares the environment becomes a
  comment: `# ` + the line unchanged (`# !pip install ...`, `# %matplotlib inline`). For
  a cell magic (`%%writefile features.py`) only its own line becomes a comment; the
  cell body stays code.
- A line magic that wraps a statement the rest of the notebook depends on keeps the
  statement: `%time model.fit(...)` becomes `model.fit(...)` (the model must be
  trained for cell 5); the timing is dropped.
- Cell markers and markdown comments, valid already, stay.
""")

# ---------------------------------------------------------------------------------------
MEANT_034 = r'''"""Helpers for the file-share paths used by the reporting jobs."""
import ntpath
import os
import re
from dataclasses import dataclass

DRIVE_MAP = {"R:": r"\\fileserver01\reports", "S:": r"\\fileserver01\scans"}
_UNC_RE = re.compile(r"^\\\\([^\\]+)\\([^\\]+)\\?(.*)$")


@dataclass(frozen=True)
class SharePath:
    """A path on a file share, kept as server, share and the path inside the share."""

    server: str
    share: str
    rest: str = ""

    @classmethod
    def parse(cls, path):
        """Parse a UNC path or a mapped-drive path.

        Args:
            path: The path to parse.

        Returns:
            SharePath: The parsed path.

        Raises:
            ValueError: If the path is not on a known share.
        """
        drive, tail = ntpath.splitdrive(path)
        if drive.upper() in DRIVE_MAP:
            path = DRIVE_MAP[drive.upper()] + tail
        m = _UNC_RE.match(path)
        if not m:
            raise ValueError(f"not a share path: {path}")
        server, share, rest = m.groups()
        return cls(server.lower(), share.lower(), rest.strip("\\"))

    @property
    def unc(self):
        """str: The path in UNC form."""
        parts = [f"\\\\{self.server}", self.share] + ([self.rest] if self.rest else [])
        return "\\".join(parts)

    def mapped(self):
        """Return the path with its mapped drive letter, if the share has one.

        Returns:
            str: The drive-letter path, or the UNC path if no drive maps the share.
        """
        for drive, unc in DRIVE_MAP.items():
            if self.unc.lower().startswith(unc.lower()):
                return drive + self.unc[len(unc):]
        return self.unc

    def child(self, *names):
        """Return a SharePath for a file or folder below this one.

        Args:
            *names: Path components to append.

        Returns:
            SharePath: The new path.
        """
        rest = "\\".join([self.rest, *names]) if self.rest else "\\".join(names)
        return SharePath(self.server, self.share, rest)


def local_cache_dir(job):
    r"""Return the local cache folder for a job and create it if needed.

    Args:
        job: Name of the reporting job.

    Returns:
        str: A folder such as C:\Users\svc_reports\AppData\Local\reports\<job>.
    """
    base = os.environ.get("LOCALAPPDATA") or os.path.expanduser("~")
    path = os.path.join(base, "reports", job)
    os.makedirs(path, exist_ok=True)
    return path
'''

_DOC_MAPPED = _between(MEANT_034, '        """Return the path with its mapped', 'no drive maps the share.\n        """\n')
_PROP_034 = '    @property\n    def unc(self):\n        """str: The path in UNC form."""\n'

case(
    "share_paths_docstring_generator_column0_windows_path_escape_docstring_above_def",
    "tool: docstrings added to a module by a docstring-generating editor extension",
    MEANT_034,
    [
        M("docstring-tool: generated docstring written at column 0 inside a method",
          "The docstring of mapped() was inserted without indentation (the tool indents "
          "relative to the `def` of module-level functions only).",
          (_DOC_MAPPED, _shift(_DOC_MAPPED, -8))),
        M("docstring-tool: Windows path with \\U in a generated docstring (no r prefix)",
          "The generated docstring of local_cache_dir() shows the folder as "
          "`C:\\Users\\...`; without the `r` prefix `\\U` starts a unicode escape.",
          ('    r"""Return the local cache folder', '    """Return the local cache folder')),
        M("docstring-tool: docstring inserted between a decorator and its def",
          "For the `unc` property the tool put the docstring one line too high, under "
          "`@property` and above `def unc(self):`.",
          (_PROP_034, '    @property\n    """str: The path in UNC form."""\n    def unc(self):\n')),
    ],
    note="""
Situation: a developer ran a docstring-generating extension ("generate docstrings for
file", Google style) over a module of path helpers for a Windows file share, reviewed
the wording but not the placement, and committed. Three of the insertions are broken.

Policy: the docstrings the tool added are the goal of the change and stay, put where a
docstring belongs: mapped()'s docstring indented to the method body (its inner lines
keep their relative indentation); the property's docstring moved below `def unc(self):`
at the body's indentation; the docstring with the Windows path gets the `r` prefix
(PEP 257's advice for backslashes), which keeps its text unchanged, rather than
doubling the backslashes.
""")

# ---------------------------------------------------------------------------------------
MEANT_035 = r'''# AUTO-GENERATED by tools/gen_errors.py from docs/errors.xlsx - do not edit by hand.
# Generated 2024-04-18 09:12:33 (sheet "Public API", 12 rows)
from dataclasses import dataclass


@dataclass(frozen=True)
class ErrorCode:
    code: int
    http_status: int
    message: str
    hint: str = ""


INVALID_JSON = ErrorCode(1000, 400, "The request body is not valid JSON.", "Send Content-Type: application/json.")
MISSING_FIELD = ErrorCode(1001, 400, "A required field is missing.", "The response lists the missing fields in details.")
INVALID_CURRENCY = ErrorCode(1002, 422, "The field \"currency\" must be a three-letter ISO 4217 code.", "Use EUR, not \"€\".")
UNKNOWN_CUSTOMER = ErrorCode(1003, 404, "No customer with this id.", "")
DUPLICATE_INVOICE = ErrorCode(1004, 409, "An invoice with this number already exists.", "Invoice numbers are unique per year.")
UNAUTHORIZED = ErrorCode(1401, 401, "Missing or invalid API key.", "Send the key in the X-Api-Key header.")
FORBIDDEN = ErrorCode(1403, 403, "The API key may not access this resource.", "")
RATE_LIMITED = ErrorCode(1429, 429, "Too many requests.", "Wait for the number of seconds in Retry-After.")
EXPORT_PATH_INVALID = ErrorCode(2003, 422, "The export folder must be a UNC path like \\\\fileserver\\exports\\", "")
EXPORT_TOO_LARGE = ErrorCode(2004, 413, "The export has more than 100000 rows.", "Narrow the date range.")
INTERNAL = ErrorCode(1500, 500, "Unexpected error.", "Quote the request id when contacting support.")
MAINTENANCE = ErrorCode(1503, 503, "The service is down for maintenance.\nCheck status.example.com for the end time.", "")

BY_CODE = {
    1000: INVALID_JSON,
    1001: MISSING_FIELD,
    1002: INVALID_CURRENCY,
    1003: UNKNOWN_CUSTOMER,
    1004: DUPLICATE_INVOICE,
    1401: UNAUTHORIZED,
    1403: FORBIDDEN,
    1429: RATE_LIMITED,
    2003: EXPORT_PATH_INVALID,
    2004: EXPORT_TOO_LARGE,
    1500: INTERNAL,
    1503: MAINTENANCE,
}
'''

case(
    "error_codes_generated_from_spreadsheet_unescaped_quotes_backslash_hyphen_name_newline",
    "generator: Python constants module generated from a spreadsheet",
    MEANT_035,
    [
        M("generator: double quotes inside a generated string not escaped",
          "The row for 1002 has quotes in its message and hint; the generator wrote "
          "`\"...\"` around the cell text without escaping them.",
          (r'"The field \"currency\" must be a three-letter ISO 4217 code.", "Use EUR, not \"' + "\u20ac" + r'\"."',
           r'"The field "currency" must be a three-letter ISO 4217 code.", "Use EUR, not "' + "\u20ac" + r'"."')),
        M("generator: backslashes inside a generated string not escaped",
          "The message of 2003 contains a UNC path ending in a backslash; unescaped, the "
          "last `\\\"` escapes the closing quote and the string runs on.",
          (r'like \\\\fileserver\\exports\\"', r'like \\fileserver\exports\"')),
        M("generator: hyphen from the spreadsheet kept in a constant name",
          "The name cell of 1429 was `rate-limited`; the generator upper-cased it and "
          "replaced spaces, not hyphens, giving `RATE-LIMITED` in the assignment and in "
          "BY_CODE.",
          ("\nRATE_LIMITED = ErrorCode(", "\nRATE-LIMITED = ErrorCode("),
          ("1429: RATE_LIMITED,", "1429: RATE-LIMITED,")),
        M("generator: line break inside a spreadsheet cell written raw into a string",
          "The message of 1503 has a line break in its cell (Alt+Enter); it was written "
          "into the file as a real newline inside a one-line string.",
          (r'maintenance.\nCheck status', 'maintenance.\nCheck status')),
    ],
    note="""
Situation: the API team generates error_codes.py from the error spreadsheet with a small
script that writes `f'{name} = ErrorCode({code}, {status}, "{message}", "{hint}")'`.
Four rows added this sprint broke the output; the generated file was committed
without being imported once.

Policy: meant.py is what a correct generator (one that writes repr()-like escaped
strings and turns every non-identifier character of a name into `_`) would produce
from the same sheet: `\\"` for quotes, `\\\\` for backslashes, `\\n` for the cell's line
break, `RATE_LIMITED` (the naming of the other constants). The text of every message is
unchanged.
""")

# ---------------------------------------------------------------------------------------
MEANT_036 = r'''"""Import the membership spreadsheet export into the club's SQLite database."""
import csv
import sqlite3
import sys
from datetime import date, datetime

DB_PATH = "club.db"
SCHEMA = """
CREATE TABLE IF NOT EXISTS members (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT UNIQUE,
    joined DATE,
    fee_paid INTEGER DEFAULT 0
)
"""


def parse_date(text):
    for fmt in ("%d.%m.%Y", "%Y-%m-%d", "%d/%m/%Y"):
        try:
            return datetime.strptime(text.strip(), fmt).date()
        except ValueError:
            continue
    return None


def read_rows(path):
    rows, problems = [], []
    with open(path, newline="", encoding="utf-8-sig") as f:
        reader = csv.DictReader(f, delimiter=";")
        for n, row in enumerate(reader, start=2):
            name = (row.get("Name") or "").strip()
            if not name:
                problems.append(f"line {n}: no name")
                continue
            joined = parse_date(row.get("Eintritt", ""))
            if joined is None:
                problems.append(f"line {n}: bad date {row.get('Eintritt')!r}")
            email = (row.get("E-Mail") or "").strip().lower() or None
            paid = 1 if (row.get("Beitrag") or "").strip().lower() in ("ja", "x", "1") else 0
            rows.append((name, email, joined, paid))
    return rows, problems


def import_rows(rows):
    con = sqlite3.connect(DB_PATH)
    with con:
        con.executescript(SCHEMA)
        inserted = updated = 0
        for name, email, joined, paid in rows:
            cur = con.execute("UPDATE members SET name = ?, joined = ?, fee_paid = ? WHERE email = ?",
                              (name, joined, paid, email))
            if cur.rowcount:
                updated += 1
            else:
                con.execute("INSERT INTO members (name, email, joined, fee_paid) VALUES (?, ?, ?, ?)",
                            (name, email, joined, paid))
                inserted += 1
    con.close()
    return inserted, updated


def main(path):
    rows, problems = read_rows(path)
    for p in problems:
        print("warning:", p, file=sys.stderr)
    inserted, updated = import_rows(rows)
    print(f"{date.today()}: {inserted} new members, {updated} updated, {len(problems)} warnings")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "mitglieder.csv")
'''

_BODY1_036 = _between(MEANT_036, '            name = (row.get("Name")', "            rows.append((name, email, joined, paid))\n")
_BODY2_036 = _between(MEANT_036, "            cur = con.execute(", "                inserted += 1\n")

case(
    "club_members_import_reindent_after_missing_colons_bodies_dedented",
    "tool: editor's reindent command run on a function with missing colons",
    MEANT_036,
    [
        M("colon: missing after for",
          "`for n, row in enumerate(reader, start=2)` has no colon.",
          ("enumerate(reader, start=2):\n", "enumerate(reader, start=2)\n")),
        M("formatter: reindent moved a loop body to its header's level (header had no colon)",
          "The club's treasurer selected the file and ran the editor's 'Reindent Lines'; "
          "the `for` line without a colon did not count as opening a block, so the "
          "whole loop body was put at the `for`'s own indentation (nested lines keep "
          "their relative indentation).",
          (_BODY1_036, _shift(_BODY1_036, -4))),
        M("colon: missing after for",
          "`for name, email, joined, paid in rows` has no colon.",
          ("for name, email, joined, paid in rows:\n", "for name, email, joined, paid in rows\n")),
        M("formatter: reindent moved a loop body to its header's level (header had no colon)",
          "The same reindent moved the body of the loop in import_rows() one level left, "
          "including the continuation lines aligned under their brackets.",
          (_BODY2_036, _shift(_BODY2_036, -4))),
    ],
    note="""
Situation: the sports club's treasurer maintains the member import script in a general
text editor. After a few edits the indentation looked uneven, so the whole file was
selected and the editor's "Reindent Lines" run. Its Python indentation rules indent
after a line ending in `:` only; two `for` headers had lost their colons in the edits,
so their bodies were moved to the header's level. (Both colons and both reindents are
counted: each is a separate error, and the tool's change alone, with the colon in
place, is an IndentationError.)

Policy: the colons are restored and each loop body goes back one level under its `for`,
the indentation it had before the reindent (nested lines and bracket continuations
keep their relative positions).
""")

# ---------------------------------------------------------------------------------------
MEANT_037 = r'''"""Load key=value settings files with includes and ${VAR} expansion."""
import os
import re
import sys

_VAR = re.compile(r"\$\{(\w+)\}")
MAX_DEPTH = 5


class SettingsError(Exception):
    pass


def expand(value, env):
    def repl(m):
        name = m.group(1)
        if name not in env:
            raise SettingsError("unknown variable ${%s}" % name)
        return env[name]
    return _VAR.sub(repl, value)


def parse_lines(text, path):
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "=" not in line:
            raise SettingsError('%s:%d: want "key=value", got %r' % (path, lineno, line))
        key, _, value = line.partition("=")
        yield lineno, key.strip(), value.strip()


def load(path, env=None, depth=0):
    if depth > MAX_DEPTH:
        raise SettingsError("includes nested too deeply at %s" % path)
    env = dict(os.environ if env is None else env)
    settings = {}
    try:
        with open(os.path.expanduser(path), encoding="utf-8") as f:
            text = f.read()
    except OSError as exc:
        raise SettingsError("can't read %s: %s" % (path, exc)) from exc
    for lineno, key, value in parse_lines(text, path):
        if key == "include":
            included = os.path.join(os.path.dirname(path), value)
            settings.update(load(included, env, depth + 1))
            env.update(settings)
            continue
        try:
            settings[key] = expand(value, env)
        except SettingsError as exc:
            raise SettingsError("%s:%d: %s" % (path, lineno, exc)) from None
        env[key] = settings[key]
    return settings


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: settings_loader.py FILE")
    try:
        settings = load(argv[1])
    except SettingsError as exc:
        sys.exit("error: %s" % exc)
    width = max((len(k) for k in settings), default=0)
    for key in sorted(settings, key=str.lower):
        print(key.ljust(width), "=", settings[key])


if __name__ == "__main__":
    main(sys.argv)
'''


def _ex_edits(text):
    """Line edits for replace-all 'ex' -> 'exc' without 'whole word', applied to the
    original file in which the exception variable was still called `ex` (so the
    already-correct `exc` of meant.py is not touched)."""
    def fix(line):
        return re.sub(r"\w*ex\w*", lambda m: m.group(0) if m.group(0) == "exc"
                      else m.group(0).replace("ex", "exc"), line)
    edits, seen = [], set()
    lines = text.split("\n")
    for k, ln in enumerate(lines):
        new = fix(ln)
        if new != ln and ln not in seen:
            seen.add(ln)
            key, rep = ("\n" + ln, "\n" + new) if k > 0 else (ln + "\n", new + "\n")
            n = text.count(key)
            assert n == lines.count(ln), ln
            edits.append((key, rep, n) if n > 1 else (key, rep))
    return edits


case(
    "settings_loader_replace_all_ex_to_exc_without_whole_word_quote_replace",
    "tool: editor find-and-replace across the whole file gone wrong",
    MEANT_037,
    [
        M("replace: rename ex -> exc done with replace-all without 'whole word'",
          "To rename the exception variable `ex` to `exc`, the developer replaced every "
          "`ex` in the file: `except` became `exccept` (a syntax error) and `text`, "
          "`expand`, `expanduser`, `exit` and the docstring's `expansion` became "
          "`texct`, `excpand`, `excpanduser`, `excit`, `excpansion` (valid names, but "
          "the same replace).",
          *_ex_edits(MEANT_037)),
        M("replace: replace-all ' -> \" broke strings that contain the other quote",
          "Switching the file to double quotes with replace-all also changed the "
          "apostrophe in `\"can't read ...\"` and the quotes around the message that "
          "contains `\"key=value\"`.",
          ("""'%s:%d: want "key=value", got %r'""", '''"%s:%d: want "key=value", got %r"'''),
          ('''"can't read %s: %s"''', '''"can"t read %s: %s"''')),
    ],
    note="""
Situation: a developer tidied a settings loader with two replace-all operations in an
editor, "Match whole word" off: `ex` -> `exc` (the exception variable, PEP 8-ish name)
and then `'` -> `"` (the team's quote style). The file was saved without being run.

Policy: meant.py is the tidy-up done as intended: the exception variable is `exc`
everywhere, and every other word is as it was before the replace (`except`, `text`,
`expand`, `expanduser`, `exit`, `expansion`); strings are double-quoted except where
the text itself contains a double quote (kept in single quotes, as Black would), and
the apostrophe of `can't` is an apostrophe again. `Exception` was not hit (the search
is case-sensitive).
""")

# ---------------------------------------------------------------------------------------
MEANT_038 = r'''# generated by openapi-python-generator 0.4.2 from events-api.yaml (v2.3.0)
# DO NOT EDIT - changes will be lost when the client is regenerated
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from enum import Enum
from typing import Optional


class EventStatus(str, Enum):
    DRAFT = "draft"
    PUBLISHED = "published"
    CANCELLED = "cancelled"
    SOLD_OUT = "sold-out"


@dataclass
class Venue:
    id: int
    name: str
    city: str
    capacity: Optional[int] = None
    # IANA time zone name of the venue, e.g. Europe/Berlin
    tz: str = "UTC"


@dataclass
class TicketType:
    id: int
    name: str
    price_cents: int
    currency: str = "EUR"
    type_: str = field(default="standard", metadata={"json": "type"})
    description: str = field(default="", metadata={"doc": "Shown on the ticket, e.g. \"Standing, no re-entry\"."})


@dataclass
class Event:
    id: int
    title: str
    venue: Venue
    status: EventStatus
    # Start of the event in the venue's time zone. For all-day events this is
    # midnight of the first day; clients should not show a time for them.
    starts_at: datetime
    # End of the event. Must be after starts_at; for events without a known end
    # the API returns the start plus three hours.
    ends_at: datetime
    from_: Optional[date] = field(default=None, metadata={"json": "from"})
    class_: Optional[str] = field(default=None, metadata={"json": "class"})
    tickets: list[TicketType] = field(default_factory=list)
'''

case(
    "events_api_models_openapi_generator_keyword_fields_wrapped_comments_quotes",
    "generator: dataclass models generated from an OpenAPI description",
    MEANT_038,
    [
        M("generator: JSON property names that are Python keywords used as field names",
          "The properties `from` and `class` of Event were emitted as field names; the "
          "generator escapes `type` (a builtin) as `type_` but has no rule for keywords.",
          ("    from_: Optional[date]", "    from: Optional[date]"),
          ("    class_: Optional[str]", "    class: Optional[str]")),
        M("generator: wrapped description comment continues without #",
          "Descriptions longer than 80 columns are wrapped with textwrap, but only the "
          "first line gets `# `; the second line of both Event descriptions is bare text.",
          ("    # midnight of the first day;", "    midnight of the first day;"),
          ("    # the API returns the start plus", "    the API returns the start plus")),
        M("generator: double quotes inside a generated string not escaped",
          "The `description` example contains quotes that were written into the string "
          "unescaped.",
          (r'"Shown on the ticket, e.g. \"Standing, no re-entry\"."', '"Shown on the ticket, e.g. "Standing, no re-entry"."')),
    ],
    note="""
Situation: the mobile team regenerates the events-API client with an open-source
generator; version 2.3.0 of the API added `from`/`class` properties and long
descriptions, and the new models.py no longer imports.

Policy: meant.py is what the generator should have written: keywords get the trailing
underscore the generator already uses for `type_` (PEP 8), with the JSON name kept in
the metadata the same way (`metadata={"json": "from"}`); each wrapped comment line
starts with `# ` at the same indentation; quotes in strings are escaped as `\\"`.
""")

# ---------------------------------------------------------------------------------------
MEANT_039 = r'''"""add loyalty points to customers

Revision ID: 4b1c9e2d7a10
Revises: 91d0f3a6c2b4
Create Date: 2024-05-21 14:02:11.318402

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '4b1c9e2d7a10'
down_revision = '91d0f3a6c2b4'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "customers",
        sa.Column("loyalty_points", sa.Integer(), nullable=False, server_default="0"),
    )
    op.create_table(
        "loyalty_events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("customer_id", sa.Integer(), sa.ForeignKey("customers.id", ondelete="CASCADE"), nullable=False),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("reason", sa.String(length=200), nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    )
    op.create_index("ix_loyalty_events_customer_id", "loyalty_events", ["customer_id"])


def downgrade() -> None:
    op.drop_index("ix_loyalty_events_customer_id", table_name="loyalty_events")
    op.drop_table("loyalty_events")
    op.drop_column("customers", "loyalty_points")
'''

case(
    "alembic_migration_from_mako_template_by_hand_revision_ids_imports_comma",
    "template: database migration written by hand from the Mako template",
    MEANT_039,
    [
        M("template: Mako expressions left for the revision identifiers",
          "`revision = ${repr(up_revision)}` and `down_revision = ${repr(down_revision)}` "
          "were left as in script.py.mako; the ids are in the docstring above.",
          ("revision = '4b1c9e2d7a10'", "revision = ${repr(up_revision)}"),
          ("down_revision = '91d0f3a6c2b4'", "down_revision = ${repr(down_revision)}")),
        M("template: Mako expressions left for branch_labels and depends_on",
          "`branch_labels = ${repr(branch_labels)}` and `depends_on = ${repr(depends_on)}`.",
          ("branch_labels = None", "branch_labels = ${repr(branch_labels)}"),
          ("depends_on = None", "depends_on = ${repr(depends_on)}")),
        M("template: Mako expression line ${imports ...} left after the imports",
          "The template's `${imports if imports else \"\"}` line is still there.",
          ("import sqlalchemy as sa\n\n\n# revision", "import sqlalchemy as sa\n${imports if imports else \"\"}\n\n# revision")),
        M("comma: missing between two lines of a multi-line call",
          "In create_table(...) the `sa.Column(\"points\", ...)` line has no trailing comma.",
          ('sa.Column("points", sa.Integer(), nullable=False),', 'sa.Column("points", sa.Integer(), nullable=False)')),
    ],
    note="""
Situation: `alembic revision --autogenerate` could not reach the database from the
developer's laptop, so the developer copied the project's script.py.mako to
versions/4b1c9e2d7a10_add_loyalty_points.py, filled in the docstring header and wrote
upgrade()/downgrade() by hand, but left the Mako expressions of the code lines.

Policy for template leftovers: meant.py is what Alembic renders for this migration:
`${repr(up_revision)}` and `${repr(down_revision)}` become the ids from the header,
quoted the way repr() quotes them (single quotes); branch_labels and depends_on
become `None` (the header names no branch or dependency, and None is Alembic's
default); `${imports if imports else ""}` renders as an empty line (there are no extra
imports). The comma is the developer's slip.
""")

# ---------------------------------------------------------------------------------------
MEANT_040 = r'''# Generated from deploy/templates/settings_env.py.j2 by deploy/render.py - do not edit.
# Environment: staging (rendered 2024-06-03 07:41 UTC)
ENVIRONMENT = "staging"
DEBUG = False
ALLOWED_HOSTS = [
    "staging.example.org",
    "admin.staging.example.org",
]
CSRF_TRUSTED_ORIGINS = ["https://" + h for h in ALLOWED_HOSTS]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "shop_staging",
        "HOST": "db.staging.internal",
        "PORT": 5432,
        "CONN_MAX_AGE": 60,
    },
}

CACHE_TTL = 300  # seconds
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://cache.staging.internal:6379/1",
        "TIMEOUT": CACHE_TTL,
    },
}

FEATURE_FLAGS = {
    "new_checkout": True,
    "gift_cards": False,
    "reviews_v2": True,
}
'''

case(
    "staging_settings_rendered_jinja_whitespace_control_ate_newlines",
    "template: Django settings module rendered from a Jinja template",
    MEANT_040,
    [
        M("template: Jinja whitespace control removed the newline between two statements",
          "The `{%- if csrf_from_hosts -%}` tag after the host list strips the whitespace "
          "on both sides, so `]` and the next assignment end up on one line: "
          "`]CSRF_TRUSTED_ORIGINS = ...`.",
          ("]\nCSRF_TRUSTED_ORIGINS", "]CSRF_TRUSTED_ORIGINS")),
        M("template: Jinja whitespace control joined a statement onto a comment",
          "The `{%- if redis_url -%}` tag after `CACHE_TTL = 300  # seconds` removed the "
          "newline, so `CACHES = {` became part of the comment and the dict's entries "
          "are an unexpected indent.",
          ("# seconds\nCACHES = {", "# secondsCACHES = {")),
    ],
    note="""
Situation: the deploy script renders settings_env.py for each environment from a Jinja
template. A colleague "tidied" the template's blank lines by adding `-` whitespace
control to the `{% if %}` tags, which also ate the newlines the Python code needs.
The staging deploy failed on import.

Policy: meant.py is the intended rendering: each statement on its own line, as in the
rendering for production that was done before the change. Nothing else differs.
""")
