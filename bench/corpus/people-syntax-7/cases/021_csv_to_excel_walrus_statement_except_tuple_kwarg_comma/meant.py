import csv
import glob
import os
import sys

from openpyxl import Workbook
from openpyxl.styles import Font

INPUT_DIR = sys.argv[1] if len(sys.argv) > 1 else "exports"
OUTPUT = "sales_summary.xlsx"


def read_csv(path):
    with open(path, newline="", encoding="utf-8-sig") as f:
        return list(csv.reader(f, delimiter=";"))


def to_number(text):
    text = text.replace(" ", "").replace(",", ".")
    try:
        return float(text)
    except (ValueError, TypeError):
        return text


def write_sheet(ws, rows):
    for r, row in enumerate(rows, start=1):
        for c, value in enumerate(row, start=1):
            cell = ws.cell(row=r, column=c, value=to_number(value) if r > 1 else value)
            if r == 1:
                cell.font = Font(bold=True)


def main():
    files = sorted(glob.glob(os.path.join(INPUT_DIR, "*.csv")))
    if not files:
        print("No CSV files in", INPUT_DIR)
        return
    wb = Workbook()
    summary = wb.active
    summary.title = "Summary"
    summary.append(["File", "Rows", "Total amount"])
    for path in files:
        rows = read_csv(path)
        n = len(rows) - 1
        if n < 1:
            print("skipping empty file", path)
            continue
        name = os.path.splitext(os.path.basename(path))[0][:31]
        ws = wb.create_sheet(title=name)
        write_sheet(ws, rows)
        amount_col = rows[0].index("Amount")
        total = sum(to_number(r[amount_col]) for r in rows[1:]
                    if isinstance(to_number(r[amount_col]), float))
        summary.append([name, n, round(total, 2)])
        print(f"{name}: {n} rows, total {total:.2f}")
    wb.save(OUTPUT)
    print("Saved", OUTPUT)


if __name__ == "__main__":
    main()
