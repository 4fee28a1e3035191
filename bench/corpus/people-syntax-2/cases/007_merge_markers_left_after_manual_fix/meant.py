"""Monthly sales report from the exported orders CSV."""
import csv
import sys
from collections import defaultdict
from datetime import datetime

VAT_RATE = 0.21
IGNORED_STATUSES = {"cancelled", "refunded", "test"}


def read_orders(path):
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["status"].lower() in IGNORED_STATUSES:
                continue
            yield row


def month_of(row):
    return datetime.strptime(row["created_at"][:10], "%Y-%m-%d").strftime("%Y-%m")


def build_report(rows):
    totals = defaultdict(float)
    counts = defaultdict(int)
    for row in rows:
        month = month_of(row)
        net = float(row["amount"]) / (1 + VAT_RATE)
        totals[month] += net
        counts[month] += 1
    return totals, counts


def print_report(totals, counts):
    print(f"{'month':8} {'orders':>7} {'net':>12} {'avg':>9}")
    for month in sorted(totals):
        avg = totals[month] / counts[month]
        print(f"{month:8} {counts[month]:>7} {totals[month]:>12,.2f} {avg:>9,.2f}")
    print(f"{'total':8} {sum(counts.values()):>7} {sum(totals.values()):>12,.2f}")


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "orders.csv"
    totals, counts = build_report(read_orders(path))
    print_report(totals, counts)
