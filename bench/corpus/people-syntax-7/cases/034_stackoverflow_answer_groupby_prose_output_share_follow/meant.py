# print_pages.py - turn page numbers into ranges for the print dialog
# (answer from Stack Overflow below, then my part)

import sys
from itertools import groupby
from operator import itemgetter

# You can use itertools.groupby for this. The trick is that for consecutive numbers
# the difference between the number and its position in the sorted list stays the
# same, so you can group on that difference:

def to_ranges(numbers):
    ranges = []
    for _, group in groupby(enumerate(sorted(set(numbers))), lambda p: p[1] - p[0]):
        group = list(map(itemgetter(1), group))
        if len(group) > 1:
            ranges.append(f"{group[0]}-{group[-1]}")
        else:
            ranges.append(str(group[0]))
    return ", ".join(ranges)


print(to_ranges([1, 2, 3, 5, 7, 8, 9, 12]))

# Output:

# 1-3, 5, 7-9, 12

# sorted(set(...)) also takes care of duplicates and unsorted input.


def parse_pages(text):
    pages = []
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        if "-" in part:
            a, b = part.split("-", 1)
            pages.extend(range(int(a), int(b) + 1))
        else:
            pages.append(int(part))
    return pages


if __name__ == "__main__":
    if len(sys.argv) > 1:
        raw = " ".join(sys.argv[1:])
    else:
        raw = input("Pages (e.g. 4,5,6,9,10-12): ")
    print("Print range:", to_ranges(parse_pages(raw)))
