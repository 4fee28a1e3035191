import argparse
import csv
import sqlite3
import sys
from pathlib import Path


def sniff_dialect(path: Path) -> type[csv.Dialect]:
    """Guess the delimiter/quoting of a CSV file from its first few KB."""
    with path.open(newline="", encoding="utf-8") as f:
        sample = f.read(8192)
    try:
        return csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        return csv.excel


def clean_column(name: str) -> str:
    """Turn a CSV header into a safe SQLite column name."""
    cleaned = "".join(ch if ch.isalnum() else "_" for ch in name.strip().lower())
    cleaned = cleaned.strip("_") or "column"
    if cleaned[0].isdigit():
        cleaned = "c_" + cleaned
    return cleaned


def infer_type(values: list[str]) -> str:
    """Pick INTEGER, REAL or TEXT for a column based on sample values."""
    non_empty = [v for v in values if v.strip()]
    if not non_empty:
        return "TEXT"
    try:
        for v in non_empty:
            int(v)
        return "INTEGER"
    except ValueError:
        pass
    try:
        for v in non_empty:
            float(v)
        return "REAL"
    except ValueError:
        return "TEXT"


def import_csv(path: Path, db: sqlite3.Connection, table: str, sample_size: int = 500) -> dict:
    """Create `table` from the CSV file and insert all rows. Returns import statistics."""
    dialect = sniff_dialect(path)
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.reader(f, dialect)
        header = next(reader)
        rows = list(reader)

    columns = [clean_column(h) for h in header]
    # Make duplicate column names unique
    seen: dict[str, int] = {}
    for i, col in enumerate(columns):
        if col in seen:
            seen[col] += 1
            columns[i] = f"{col}_{seen[col]}"
        else:
            seen[col] = 0

    sample = rows[:sample_size]
    types = [infer_type([r[i] for r in sample if i < len(r)]) for i in range(len(columns))]

    col_defs = ", ".join(f'"{c}" {t}' for c, t in zip(columns, types))
    db.execute(f'DROP TABLE IF EXISTS "{table}"')
    db.execute(f'CREATE TABLE "{table}" ({col_defs})')

    placeholders = ", ".join("?" for _ in columns)
    skipped = 0
    good_rows = []
    for r in rows:
        if len(r) != len(columns):
            skipped += 1
            continue
        good_rows.append([v if v != "" else None for v in r])
    db.executemany(f'INSERT INTO "{table}" VALUES ({placeholders})', good_rows)
    db.commit()
    return {"table": table, "rows": len(good_rows), "skipped": skipped, "columns": dict(zip(columns, types))}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Import CSV files into a SQLite database.")
    parser.add_argument("database", help="path to the SQLite database (created if missing)")
    parser.add_argument("csv_files", nargs="+", type=Path, help="CSV files to import")
    parser.add_argument("--table", help="table name (only with a single CSV file)")
    parser.add_argument("--sample-size", type=int, default=500,
                        help="rows used to guess column types (default: 500)")
    args = parser.parse_args(argv)

    if args.table and len(args.csv_files) > 1:
        parser.error("--table can only be used with a single CSV file")

    db = sqlite3.connect(args.database)
    exit_code = 0
    for path in args.csv_files:
        if not path.exists():
            print(f"error: {path} does not exist", file=sys.stderr)
            exit_code = 1
            continue
        table = args.table or clean_column(path.stem)
        stats = import_csv(path, db, table, args.sample_size)
        print(f"Imported {stats['rows']} rows into {stats['table']!r} "
              f"({stats['skipped']} skipped)")
        for col, typ in stats["columns"].items():
            print(f"    {col:<24} {typ}")
    db.close()
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
