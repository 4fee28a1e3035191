import csv
import sys
from pathlib import Path


def dedupe_csv(in_path, out_path, key_columns=None):
    """Copy in_path to out_path, dropping rows that were already seen.

    If key_columns is given, two rows count as duplicates when they agree on
    those columns only; otherwise the whole row is compared.
    """
    seen = set()
    kept = dropped = 0

    with open(in_path, newline="", encoding="utf-8") as src, \
         open(out_path, "w", newline="", encoding="utf-8") as dst:
        reader = csv.DictReader(src)
        writer = csv.DictWriter(dst, fieldnames=reader.fieldnames)
        writer.writeheader()

        for row in reader:
            if key_columns:
                key = tuple(row[col].strip().lower() for col in key_columns)
            else:
                key = tuple(value.strip().lower() for value in row.values())

            if key in seen:
                dropped += 1
                continue

            seen.add(key)
            writer.writerow(row)
            kept += 1

    return kept, dropped


def main():
    if len(sys.argv) < 3:
        print("Usage: python dedupe.py input.csv output.csv [column ...]")
        sys.exit(1)

    in_path = Path(sys.argv[1])
    out_path = Path(sys.argv[2])
    key_columns = sys.argv[3:] or None

    if not in_path.exists():
        print(f"Error: {in_path} does not exist")
        sys.exit(1)

    kept, dropped = dedupe_csv(in_path, out_path, key_columns)
    print(f"Done! Kept {kept} rows, removed {dropped} duplicates.")


if __name__ == "__main__":
    main()
