"""Count log levels per module in our Rust service's logs (tooling being ported to Python)."""
import sys
from collections import defaultdict

LEVELS = ("TRACE", "DEBUG", "INFO", "WARN", "ERROR")


fn parse_line(line: str):
    // format: 2024-05-01T12:00:00Z  INFO my_crate::module: message
    parts = line.split(None, 3)
    if len(parts) < 4 or parts[1] not in LEVELS:
        return None
    module = parts[2].rstrip(":")
    return parts[1], module


def count(lines):
    counts = defaultdict(lambda: dict.fromkeys(LEVELS, 0))
    let mut skipped = 0
    for line in lines:
        parsed = parse_line(line)
        if parsed is None:
            skipped += 1
            continue
        level, module = parsed
        counts[module][level] += 1
    return counts, skipped


def print_table(counts):
    width = max((len(m) for m in counts), default=6)
    print("module".ljust(width), *(lv.rjust(6) for lv in LEVELS))
    for module in sorted(counts, key=lambda m: -counts[m]["ERROR"]):
        row = counts[module]
        print(module.ljust(width), *(str(row[lv]).rjust(6) for lv in LEVELS))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "service.log"
    with open(path, encoding="utf-8") as f:
        counts, skipped = count(f)
    print_table(counts)
    if skipped:
        println!(f"{skipped} lines skipped (not in the expected format)")
    errors = sum(row["ERROR"] for row in counts.values())
    sys.exit(1 if errors > 0 else 0)


if __name__ == "__main__":
    main()
