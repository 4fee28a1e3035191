import csv
from collections import defaultdict


def read_sales(path):
    totals = defaultdict(float)
    with open(path, newline="") as f:
        for row in csv.DictReader(f)
            totals[row["region"]] += float(row["amount"]
    return totals


def print_report(totals):
    width = max(len(r) for r in totals)
    for region, amount in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"{region:<{width}}  {amount:>10.2f}")


if __name__ == "__main__"
    print_report(read_sales("sales.csv"))
