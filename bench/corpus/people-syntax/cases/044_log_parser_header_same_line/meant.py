import re
import sys
from collections import Counter

PATTERN = re.compile(r"^\S+ \S+ (DEBUG|INFO|WARNING|ERROR|CRITICAL) ")


def count_levels(path):
    counts = Counter()
    errors = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            m = PATTERN.match(line)
            if m:
                level = m.group(1)
                counts[level] += 1
                if level in ("ERROR", "CRITICAL"):
                    errors.append(line)
    return counts, errors


counts, errors = count_levels(sys.argv[1])
for level, n in counts.most_common():
    print("%-8s %d" % (level, n))
print("last errors:")
for e in errors[-5:]:
    print("  " + e)
