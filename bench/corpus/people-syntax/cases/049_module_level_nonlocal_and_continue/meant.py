import sys

seen = set()
duplicates = 0

for line in sys.stdin:
    key = line.strip().lower()
    if key in seen:
        duplicates += 1
        continue
    seen.add(key)
    print(line, end="")

print("duplicates dropped:", duplicates, file=sys.stderr)
