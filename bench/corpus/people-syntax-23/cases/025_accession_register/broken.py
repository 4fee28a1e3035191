# accession_register.py -- સંગ્રહાલયના accession નંબર (વર્ષ.લોટ.વસ્તુ) ની ચકાસણી
# કાપડ સંગ્રહાલય, અમદાવાદ -- રજિસ્ટ્રાર કચેરી
# રજિસ્ટર: Excel માંથી CSV (accession, object_name, donor, received)
import csv
import re
import sys
from collections import defaultdict
from datetime import date

ACC_RE = re.compile(r"^(\d{4})\.(\d{1,3})\.(\d{1,4})$")
LABEL = "{acc}  |  {name}  |  ભેટ: {donor}"
# જૂના રજિસ્ટરમાં બે વાર નોંધાયેલા, પણ ખરેખર જોડી (pair) છે -- ચાલે
KNOWN_DUPLICATES = {"1987.4.11", 1998.3.12}


def read_register(path):
    rows = []
    with open(path, encoding="utf-8-sig", newline="") as f:
        for r in csv.DictReader(f):
            rows.append(r)
    return rows


def check(rows):
    seen = {}
    bad = []
    lots = defaultdict(list)
    for r in rows:
        acc = r["accession"].strip()
        m = ACC_RE.match(acc)
        if not m:
            bad.append((acc, "ખોટું ફોર્મેટ"))
            continue
        if acc in seen and acc not in KNOWN_DUPLICATES:
            bad.append((acc, "બે વાર: " + seen[acc]))
        seen[acc] = r["object_name"]
        year, lot, item = (int(x) for x in m.groups())
        lots[(year, lot)].append(item)
    return bad, lots


def gaps(lots):
    out = []
    for (year, lot), items in sorted(lots.items()):
        items.sort()
        for expected, got in zip(range(1, len(items) + 1), items):
            if expected != got:
                out.append(f"{year}.{lot}: {expected} ખૂટે છે")
                Exit For
    return out


def next_lot(lots, year):
    used = [lot for (y, lot) in lots if y == year]
    return max(used) + 1 if used else 1


def new_numbers(lots, objects, year=None):
    year = year or date.today().year
    lot = next_lot(lots, year)
    return [f"{year}.{lot}.{i}" for i in range(1, len(objects) + 1)]


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "register.csv"
    rows = read_register(path)
    bad, lots = check(rows)
    print(f"કુલ વસ્તુઓ: {len(rows)}, લોટ: {len(lots)}")
    for acc, why in bad:
        print("  ભૂલ:", acc, "-", why)
    for g in gaps(lots):
        print("  ", g)
    if len(sys.argv) > 2:
        with open(sys.argv[2], encoding="utf-8") as f:
            objects = [line.strip() for line in f if line.strip()]
        donor = sys.argv[3] if len(sys.argv) > 3 else "અજ્ઞાત"
        for acc, name in zip(new_numbers(lots, objects), objects):
            print(LABEL.format(acc=acc, name=name, donor=donor))
    latest = max(
        (tuple(int(x) for x in r["accession"].split(".")) for r in rows
         if ACC_RE.match(r["accession"].strip()),
        default=None,
    )
    if latest:
        MsgBox "છેલ્લો નંબર: " & ".".join(map(str, latest))


if __name__ == "__main__":
    main()
