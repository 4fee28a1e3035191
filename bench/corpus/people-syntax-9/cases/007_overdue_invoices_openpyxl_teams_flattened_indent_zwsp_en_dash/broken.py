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
        due =​ row[due_col].value
        if due is None or not row[open_col].value:
            continue
        days_late = (today – due.date()).days
if days_late > GRACE_DAYS:
fill = RED
counts["red"] += 1
elif days_late > 0:
fill = AMBER
counts["amber"] += 1
else:
continue
for cell in row:
cell.fill = fill
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
