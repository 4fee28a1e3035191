# tidy up the membership spreadsheet before the AGM
# - trims spaces, fixes capitalisation of names
# - phone numbers to +44 format
# - highlights duplicate emails in yellow, lapsed members in grey
# - writes a new file, never touches the original!!
#
# Dave, Oct 2024  (openpyxl 3.1)

import re
import sys
from datetime import date, datetime

from openpyxl import load_workbook
from openpyxl.styles import Font, PatternFill

SOURCE = "Members 2024.xlsx"
TARGET = "Members 2024 - cleaned.xlsx"
SHEET = "Members"

YELLOW = PatternFill(start_color="FFF2CC", end_color="FFF2CC", fill_type="solid")
GREY = PatternFill(start_color="D9D9D9", end_color="D9D9D9", fill_type="solid")

# column letters in the sheet (row 1 is the header)
COLS = {
    "first": "B",
    "last": "C",
    "email": "D",
    "phone": "E",
    "paid_until": "H",
}


def tidy_name(value):
    if not value:
        return value
    value = " ".join(str(value).split())
    # title() makes "o'neill" -> "O'Neill" which is what we want, but "McDonald" -> "Mcdonald"
    fixed = value.title()
    if fixed.startswith("Mc") and len(fixed) > 2:
        fixed = "Mc" + fixed[2].upper() + fixed[3:]
    return fixed


def tidy_phone(value):
    if value is None:
        return None
    digits = re.sub(r"\D", "", str(value))
    if digits.startswith("44"):
        digits = digits[2:]
    if digits.startswith("0"):
        digits = digits[1:]
    if len(digits) != 10:
        return str(value).strip()   # leave weird ones alone, check by hand
    return "+44 " + digits[:4] + " " + digits[4:]


def to_date(value):
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, str) and value.strip():
        for fmt in ("%d/%m/%Y", "%d.%m.%Y", "%Y-%m-%d"):
            try:
                return datetime.strptime(value.strip(), fmt).date()
            except ValueError:
                pass
    return None


wb = load_workbook(SOURCE)
if SHEET not in wb.sheetnames:
    sys.exit("no sheet called " + SHEET + " in " + SOURCE)
ws = wb[SHEET]

seen_emails = {}
duplicates = 0
lapsed = 0
today = date.today()

for row in range(2, ws.max_row + 1):
    first = ws[COLS["first"] + str(row)]
    last = ws[COLS["last"] + str(row)]
    email = ws[COLS["email"] + str(row)]
    phone = ws[COLS["phone"] + str(row)]
    paid = ws[COLS["paid_until"] + str(row)]

    if not (first.value or last.value or email.value):
        continue   # empty row

    first.value = tidy_name(first.value)
    last.value = tidy_name(last.value)
    phone.value = tidy_phone(phone.value)

    if email.value:
        email.value = str(email.value).strip().lower()
        if email.value in seen_emails:
            duplicates += 1
            for cell in (email, ws[COLS["email"] + str(seen_emails[email.value])]):
                cell.fill = YELLOW
        else:
            seen_emails[email.value] = row

    paid_date = to_date(paid.value)
    if paid_date is None or paid_date < today:
        lapsed += 1
        for col in "ABCDEFGH":
            ws[col + str(row)].font = Font(color="808080", italic=True)
        if paid_date is None:
            paid.fill = GREY

ws.freeze_panes = "A2"
ws.auto_filter.ref = ws.dimensions
wb.save(TARGET)
print(f"saved {TARGET}: {duplicates} duplicate emails, {lapsed} lapsed or unknown")
