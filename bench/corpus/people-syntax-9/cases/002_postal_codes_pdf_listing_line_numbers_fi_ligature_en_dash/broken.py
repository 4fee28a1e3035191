# Postal code lookup for the delivery-zone spreadsheet.
# binary_search() is Listing 4.3 from the ALG1 lecture notes (PDF, week 4).
import sys

DATA = "zones.tsv"


def load_codes(path):
    """Read 'code<TAB>town<TAB>zone' lines, sorted by code."""
    rows = []
    f = open(path, encoding="utf-8")
    try:
        for line in f:
            if not line.strip():
                continue
            code, town, zone = line.rstrip("\n").split("\t")
            rows.append((int(code), town, int(zone)))
    ﬁnally:
        f.close()
    rows.sort()
    return rows


1 def binary_search(items, target):
2     lo, hi = 0, len(items) - 1
3     while lo <= hi:
4         mid = (lo + hi) // 2
5         key = items[mid][0]
6         if key == target:
7             return mid
8         elif key < target:
9             lo = mid + 1
10         else:
11             hi = mid – 1
12     return -1


def main(argv):
    rows = load_codes(DATA)
    for arg in argv[1:]:
        try:
            code = int(arg)
        except ValueError:
            print(f"{arg}: not a number")
            continue
        i = binary_search(rows, code)
        if i == -1:
            print(f"{code}: unknown code")
        else:
            _, town, zone = rows[i]
            print(f"{code}: {town} (zone {zone})")


if __name__ == "__main__":
    main(sys.argv)
