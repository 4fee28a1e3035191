"""FOI spend over £500 - Greater Manchester councils.

Every council publishes its "spend over £500" as a CSV, each in a slightly
different layout. This script normalises the columns, totals by supplier and
flags payments that look like they were split to stay under a threshold.

Tom H., investigations desk.  Run:  python foi_spend.py data/*.csv
"""
import csv
import sys
from collections import defaultdict
from datetime import datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path

# each council calls the same thing something else
COLUMN_ALIASES = {
    "supplier": ["supplier", "supplier name", "vendor", "payee", "creditor name"],
    "amount": ["amount", "net amount", "value (£)", "amount (£)", "total"],
    "date": ["date", "payment date", "transaction date", "paid date"],
    "service": ["service", "service area", "directorate", "department"],
}
DATE_FORMATS = ["%d/%m/%Y", "%Y-%m-%d", "%d-%b-%y", "%d/%m/%y"]
SPLIT_THRESHOLD = Decimal("5000")
SPLIT_WINDOW_DAYS = 7


def find_columns(header):
    lowered = [h.strip().lower() for h in header]
    mapping = {}
    for field, aliases in COLUMN_ALIASES.items():
        for alias in aliases:
            if alias in lowered:
                mapping[field] = lowered.index(alias)
                break
    missing = set(COLUMN_ALIASES) - set(mapping)
    return mapping, missing


def parse_money(text):
    cleaned = text.replace("£", "").replace(",", "").strip()
    if cleaned.startswith("(") and cleaned.endswith(")"):
        cleaned = "-" + cleaned[1:-1]
    try:
        return Decimal(cleaned)
    except InvalidOperation:
        return None


def parse_date(text):
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(text.strip(), fmt).date()
        except ValueError:
            continue
    return None


def normalise_supplier(name):
    name = " ".join(name.upper().split())
    for suffix in (" LIMITED", " LTD", " LTD.", " PLC", " LLP"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
    return name.strip(" .,")


def read_council_file(path):
    council = path.stem.split("_")[0].title()
    rows, skipped = [], 0
    with open(path, newline="", encoding="utf-8-sig", errors="replace") as f:
        reader = csv.reader(f)
        header = next(reader)
        cols, missing = find_columns(header)
        if missing:
            print(f"  {path.name}: can't find {', '.join(sorted(missing))} - skipping file")
            return council, [], 0
        for raw in reader:
            if len(raw) <= max(cols.values()):
                skipped += 1
                continue
            amount = parse_money(raw[cols["amount"]])
            when = parse_date(raw[cols["date"]])
            if amount is None or when is None:
                skipped += 1
                continue
            rows.append({
                "council": council,
                "supplier": normalise_supplier(raw[cols["supplier"]]),
                "amount": amount,
                "date": when,
                "service": raw[cols["service"]].strip(),
            })
    return council, rows, skipped


def possible_splits(rows):
    """Same supplier, same council, several payments just under the threshold within a week."""
    by_key = defaultdict(list)
    for r in rows:
        if SPLIT_THRESHOLD * Decimal("0.8") <= r["amount"] < SPLIT_THRESHOLD:
            by_key[(r["council"], r["supplier"])].append(r)
    flagged = []
    for (council, supplier), payments in by_key.items():
        payments.sort(key=lambda r: r["date"])
        for i in range(len(payments) - 1):
            gap = (payments[i + 1]["date"] - payments[i]["date"]).days
            if gap <= SPLIT_WINDOW_DAYS:
                flagged.append((council, supplier, payments[i], payments[i + 1]))
    return flagged


def main(paths):
    all_rows = []
    for p in map(Path, paths):
        council, rows, skipped = read_council_file(p)
        print(f"{council:<12} {len(rows):>6} payments  ({skipped} unreadable)")
        all_rows.extend(rows)
    if not all_rows:
        sys.exit("nothing read")

    totals = defaultdict(Decimal)
    for r in all_rows:
        totals[r["supplier"]] += r["amount"]
    print("\nTop 15 suppliers across all councils:")
    for supplier, total in sorted(totals.items(), key=lambda kv: kv[1], reverse=True)[:15]:
        print(f"  £{total:>14,.2f}  {supplier}")

    splits = possible_splits(all_rows)
    print(f"\n{len(splits)} pairs of payments worth a second look:")
    for council, supplier, a, b in splits[:25]:
        print(f"  {council}: {supplier} £{a['amount']} on {a['date']} and £{b['amount']} on {b['date']}")

    with open("flagged_splits.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["council", "supplier", "date_1", "amount_1", "date_2", "amount_2"])
        for council, supplier, a, b in splits:
            w.writerow([council, supplier, a["date"], a["amount"], b["date"], b["amount"]])


if __name__ == "__main__":
    main(sys.argv[1:] or sorted(Path("data").glob("*.csv")))
