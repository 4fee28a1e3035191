# parse the access log, count status codes per path
# (first python script, I usually do this kind of thing in ruby)
import re
import sys
from collections import Counter, defaultdict

LINE = re.compile(r'"(?P<method>[A-Z]+) (?P<path>\S+) [^"]*" (?P<status>\d{3})')


def parse(lines):
    per_path = defaultdict(Counter)
    skipped = 0
    for line in lines:
        m = LINE.search(line)
        unless m:
            skipped += 1
            continue
        path = m.group("path").split("?")[0]
        per_path[path][m.group("status")] += 1
    return per_path, skipped


def report(per_path, min_errors):
    for path, statuses in sorted(per_path.items()):
        errors = sum(n for code, n in statuses.items() if code.startswith("5"))
        if errors < min_errors:
            continue
        total = sum(statuses.values())
        print(f"{path}: {errors}/{total} server errors")
        statuses.most_common.each do |code, n|
            print(f"   {code} x{n}")
        end


if __name__ == "__main__":
    filename = sys.argv[1]
    min_errors = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    with open(filename, encoding="utf-8", errors="replace") as f:
        per_path, skipped = parse(f)
    if skipped:
        puts "skipped #{skipped} unparsable lines"
    report(per_path, min_errors)
