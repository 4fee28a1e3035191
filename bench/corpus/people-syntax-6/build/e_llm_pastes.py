"""Chat-assistant answers pasted into a file (cases 036-040).

Policy: everything that is the assistant talking (prose, headings, fences, shell blocks,
explanations) is removed, not turned into comments; of two alternative versions the one
the rest of the user's file needs is kept; a cut-off answer is completed only as far as
is evident; code pasted at the wrong indentation is put at the indentation of its place.
"""
from lib import case, M, START, END  # noqa: F401

# ---------------------------------------------------------------- 036
case("llm_photo_renamer_whole_answer_prose_fences",
     "amateur photographer who asked a chatbot for a renaming script and saved the whole reply as "
     "rename_photos.py", r'''
import sys
from datetime import datetime
from pathlib import Path

from PIL import Image

EXIF_DATETIME_ORIGINAL = 36867
EXTENSIONS = {".jpg", ".jpeg", ".png"}


def taken_at(path: Path) -> datetime | None:
    try:
        with Image.open(path) as img:
            exif = img.getexif()
            raw = exif.get_ifd(0x8769).get(EXIF_DATETIME_ORIGINAL) or exif.get(306)
    except OSError:
        return None
    if not raw:
        return None
    return datetime.strptime(raw, "%Y:%m:%d %H:%M:%S")


def rename_photos(folder: Path, dry_run: bool = False) -> None:
    used: set[str] = set()
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in EXTENSIONS:
            continue
        when = taken_at(path)
        if when is None:
            print(f"skip (no date): {path.name}")
            continue
        base = when.strftime("%Y-%m-%d_%H%M%S")
        name = base + path.suffix.lower()
        n = 1
        while name in used or (folder / name).exists() and (folder / name) != path:
            name = f"{base}_{n}{path.suffix.lower()}"
            n += 1
        used.add(name)
        print(f"{path.name} -> {name}")
        if not dry_run:
            path.rename(folder / name)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: python rename_photos.py FOLDER [--dry-run]")
        sys.exit(1)
    rename_photos(Path(sys.argv[1]), dry_run="--dry-run" in sys.argv)
''', [
    M("llm: prose and opening fence before the code", "the reply's first paragraph and the ```python line",
      (START, "Sure! Here's a Python script that renames your photos by the date they were taken, using "
              "the EXIF data stored in each file. It uses Pillow (`pip install Pillow`).\n\n```python\n")),
    M("llm: closing fence and explanation after the code", "the closing ``` and the \"How it works\" "
      "section: a markdown heading, a numbered list, a ``` block with the command line and a closing "
      "offer",
      (END, "```\n\n### How it works\n\n"
            "1. `taken_at()` reads the `DateTimeOriginal` tag (36867) from the EXIF sub-IFD and falls back "
            "to the plain `DateTime` tag (306).\n"
            "2. Files are renamed to `YYYY-MM-DD_HHMMSS.jpg`; if two photos were taken in the same second, "
            "`_1`, `_2`, ... is added.\n"
            "3. Run it with `--dry-run` first to see what would happen:\n\n"
            "```\npython rename_photos.py ~/Pictures/holiday --dry-run\n```\n\n"
            "Let me know if you also need HEIC support (iPhone photos) \u2014 that needs the `pillow-heif` "
            "package!\n")),
], note="""
Situation: the user selected the whole reply (not just the code block) and saved it.
Why meant.py reads this way (chat-paste policy): the prose, the markdown heading, the list,
the fences and the example command are removed (not commented); the code between the
```python fence and its closing fence is kept byte for byte.
""")

# ---------------------------------------------------------------- 037
case("llm_word_frequency_option1_option2_for_colon",
     "student writing a word-frequency script; asked a chatbot for the counting function", r'''
import sys

STOPWORDS = {"the", "and", "a", "to", "of", "in", "is", "it", "that", "for"}

from collections import Counter

def count_words(path):
    with open(path, encoding="utf-8") as f:
        words = (w.strip(".,!?;:\"'()") for line in f for w in line.lower().split())
        return Counter(w for w in words if w)


if len(sys.argv) != 2:
    print("usage: python wordfreq.py FILE")
    sys.exit(1)

counts = count_words(sys.argv[1])
shown = 0
for word, n in counts.most_common(50):
    if word in STOPWORDS:
        continue
    print(f"{n:5d}  {word}")
    shown += 1
    if shown == 20:
        break
print(f"{len(counts)} different words")
''', [
    M("llm: intro and Option 1 (heading + fenced code) pasted", "the reply's opening sentence, the bold "
      "**Option 1** heading and the fenced plain-dict version of count_words",
      ("from collections import Counter",
       "There are a couple of ways to do this.\n\n**Option 1: plain dictionary**\n\n```python\n"
       "def count_words(path):\n    counts = {}\n    with open(path, encoding=\"utf-8\") as f:\n"
       "        for line in f:\n            for word in line.lower().split():\n"
       "                word = word.strip(\".,!?;:\\\"'()\")\n                if word:\n"
       "                    counts[word] = counts.get(word, 0) + 1\n    return counts\n```\n\n"
       "from collections import Counter")),
    M("llm: Option 2 heading, fences and remark around the kept version", "the bold **Option 2** heading "
      "and ```python fence above the Counter version, the closing fence and a sentence below it",
      ("from collections import Counter",
       "**Option 2: `collections.Counter` (shorter, and gives you `most_common()`)**\n\n```python\n"
       "from collections import Counter"),
      ("        return Counter(w for w in words if w)\n",
       "        return Counter(w for w in words if w)\n```\n\nBoth return a mapping from word to count; "
       "with Option 2 you can call `counts.most_common(20)` directly.\n")),
    M("colon: missing after for", "the student's own loop `for word, n in counts.most_common(50)` has no colon",
      ("for word, n in counts.most_common(50):", "for word, n in counts.most_common(50)")),
], note="""
Situation: the student had written the imports and STOPWORDS, pasted the whole reply below
them (both options), and went on writing the main part under it.
Why meant.py reads this way (chat-paste policy): the prose, headings and fences are
removed. Of the two versions, Option 2 (collections.Counter) is kept, because the
student's own code calls `counts.most_common(50)`, which the plain dict of Option 1 does
not have. The `from collections import Counter` in the middle of the file came with
Option 2 and stays where it is. The missing colon is the student's own slip.
""")

# ---------------------------------------------------------------- 038
case("llm_invoice_pdf_bash_block_python_fence_company_quote",
     "plumber running a one-person business, generating invoices with a script a chatbot wrote", r'''
from datetime import date

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

COMPANY = "Kowalczyk Hydraulika"
ITEMS = [
    ("Replace kitchen tap", 1, 180.00),
    ("Pipe fittings", 6, 4.50),
    ("Labour (hours)", 2.5, 60.00),
]
VAT_RATE = 0.23


def make_invoice(filename, number, customer):
    c = canvas.Canvas(filename, pagesize=A4)
    width, height = A4
    c.setFont("Helvetica-Bold", 16)
    c.drawString(20 * mm, height - 25 * mm, COMPANY)
    c.setFont("Helvetica", 10)
    c.drawString(20 * mm, height - 32 * mm, f"Invoice no. {number}   Date: {date.today():%d.%m.%Y}")
    c.drawString(20 * mm, height - 38 * mm, f"Customer: {customer}")

    y = height - 55 * mm
    subtotal = 0
    for desc, qty, price in ITEMS:
        line_total = qty * price
        subtotal += line_total
        c.drawString(20 * mm, y, desc)
        c.drawRightString(140 * mm, y, f"{qty} x {price:.2f}")
        c.drawRightString(190 * mm, y, f"{line_total:.2f}")
        y -= 7 * mm

    vat = subtotal * VAT_RATE
    c.line(20 * mm, y, 190 * mm, y)
    for label, amount in [("Net", subtotal), (f"VAT {VAT_RATE:.0%}", vat), ("Total", subtotal + vat)]:
        y -= 7 * mm
        c.drawString(120 * mm, y, label)
        c.drawRightString(190 * mm, y, f"{amount:.2f} PLN")
    c.save()


if __name__ == "__main__":
    make_invoice("invoice_2024_017.pdf", "2024/017", "Jan Nowak, ul. Lipowa 4, Kraków")
    print("Saved invoice_2024_017.pdf")
''', [
    M("llm: prose and python fence around the code", "\"Then save this as `make_invoice.py`:\" and the "
      "```python fence above the code; the closing fence and a last sentence below it",
      (START, "Then save this as `make_invoice.py`:\n\n```python\n"),
      (END, "```\n\nRun it with `python make_invoice.py` and the PDF will appear next to the script.\n")),
    M("llm: shell block pasted (bash fence + pip install)", "\"First install the library:\" and the ```bash "
      "block with `pip install reportlab`, at the very top",
      (START, "First install the library:\n\n```bash\npip install reportlab\n```\n\n")),
    M("quote: closing quote missing", "when replacing the placeholder company name with their own, the "
      "user deleted the closing quote",
      ('COMPANY = "Kowalczyk Hydraulika"', 'COMPANY = "Kowalczyk Hydraulika')),
], note="""
Situation: the reply had two code blocks (a bash install command and the Python script);
the user copied the whole reply, ran the pip command in a terminal, and then put in their
company name.
Why meant.py reads this way (chat-paste policy): the shell block, the prose and the fences
are removed; the pip command is not kept as a comment (it was for the terminal). The
company string gets its closing quote.
""")

# ---------------------------------------------------------------- 039
case("llm_merge_csvs_code_block_cut_off_mid_call",
     "office worker merging monthly CSV exports; the chatbot's reply stopped mid-line and the user "
     "copied the code block with its copy button", r'''
import csv
import glob
import os


def merge_csvs(folder, output):
    """Merge every CSV file in `folder` into `output`, writing the header once."""
    files = sorted(glob.glob(os.path.join(folder, "*.csv")))
    if not files:
        raise FileNotFoundError(f"no CSV files in {folder}")

    with open(output, "w", newline="", encoding="utf-8") as out:
        writer = None
        for path in files:
            with open(path, newline="", encoding="utf-8") as f:
                reader = csv.DictReader(f)
                if writer is None:
                    writer = csv.DictWriter(out, fieldnames=reader.fieldnames + ["source_file"])
                    writer.writeheader()
                for row in reader:
                    row["source_file"] = os.path.basename(path)
                    writer.writerow(row)

merge_csvs("exports", "all_exports.csv")
print("done")
''', [
    M("llm: answer cut off mid-call", "the reply stopped at `writer.writerow(row`; the user's own two "
      "lines follow directly",
      ("writer.writerow(row)\n", "writer.writerow(row\n")),
], note="""
Situation: the reply hit the length limit inside the last line of the function. The user
copied the (unfinished) code block with its copy button, so no prose or fence came along,
did not notice the cut, and added the call and the print at the bottom themselves.
Why meant.py reads this way (chat-paste policy): the cut line is completed only as far as
is evident (the `)` of the `writerow` call); nothing the reply might have gone on to say
(a row count, a `__main__` block) is invented. The user's two lines stay.
""")

# ---------------------------------------------------------------- 040
case("llm_library_class_fixed_code_pasted_mid_class_dedented",
     "hobby programmer keeping the book club's lending list; asked a chatbot to fix return_book()", r'''
# library.py - small lending library for the book club

class Library:
  def __init__(self):
    self.available = {}
    self.loans = {}

  def add_book(self, title, copies=1):
    self.available[title] = self.available.get(title, 0) + copies

  def borrow(self, title, member):
    if self.available.get(title, 0) == 0:
      print(f"Sorry, {title} is not available")
      return False
    self.available[title] -= 1
    self.loans.setdefault(member, []).append(title)
    return True

  def return_book(self, title, member):
      loans = self.loans.get(member, [])
      if title not in loans:
          print(f"{member} did not borrow {title}")
          return False
      loans.remove(title)
      self.available[title] = self.available.get(title, 0) + 1
      return True

  def report(self):
    for title, n in sorted(self.available.items()):
      print(f"{title:30} {n} on the shelf")
    for member, titles in self.loans.items():
      if titles:
        print(f"{member} has: {', '.join(titles)}")


lib = Library()
lib.add_book("Dune", 2)
lib.add_book("The Hobbit")
lib.borrow("Dune", "ana")
lib.borrow("The Hobbit", "ben")
lib.return_book("Dune", "ben")
lib.return_book("Dune", "ana")
lib.report()
''', [
    M("llm: pasted method not indented to class level", "the fixed return_book() from the reply starts at "
      "column 0 with the reply's 4-space body, in the middle of a class whose methods sit at 2 spaces",
      ("  def return_book(self, title, member):\n      loans = self.loans.get(member, [])\n"
       "      if title not in loans:\n          print(f\"{member} did not borrow {title}\")\n"
       "          return False\n      loans.remove(title)\n"
       "      self.available[title] = self.available.get(title, 0) + 1\n      return True\n",
       "def return_book(self, title, member):\n    loans = self.loans.get(member, [])\n"
       "    if title not in loans:\n        print(f\"{member} did not borrow {title}\")\n"
       "        return False\n    loans.remove(title)\n"
       "    self.available[title] = self.available.get(title, 0) + 1\n    return True\n")),
    M("llm: \"Here's the fixed code:\" line and fences pasted", "\"Here's the fixed code:\" and the ```python "
      "fence above the method, the closing ``` below it",
      ("append(title)\n    return True\n\n",
       "append(title)\n    return True\n\nHere's the fixed code:\n\n```python\n"),
      ("\n  def report(self):", "```\n\n  def report(self):")),
    M("llm: explanation sentence after the code", "the reply's one-sentence explanation, left between the "
      "pasted method and report()",
      ("  def report(self):", "This version checks that the member actually borrowed the book before "
       "giving it back, so the number of available copies can't go up by mistake.\n\n  def report(self):")),
], note="""
Situation: the old return_book() was deleted and the reply pasted in its place, from
"Here's the fixed code:" to the explanation under the block.
The user's file is indented with 2 spaces; the reply's code with 4.
Why meant.py reads this way (chat-paste policy): the reply's line, fences and explanation
are removed; the method itself is the reply's fixed version, shifted right as one block by
the file's indent step (2 spaces, what the editor's "indent block" does), so it is a method
of Library again (report() and the calls at the bottom show it belongs there). Its body
keeps the reply's 4-space steps (def at 2, body at 6); mixing steps between methods is
valid Python and no more than what the user would do.
""")
