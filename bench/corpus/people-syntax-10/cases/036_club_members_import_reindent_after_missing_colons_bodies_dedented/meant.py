"""Import the membership spreadsheet export into the club's SQLite database."""
import csv
import sqlite3
import sys
from datetime import date, datetime

DB_PATH = "club.db"
SCHEMA = """
CREATE TABLE IF NOT EXISTS members (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT UNIQUE,
    joined DATE,
    fee_paid INTEGER DEFAULT 0
)
"""


def parse_date(text):
    for fmt in ("%d.%m.%Y", "%Y-%m-%d", "%d/%m/%Y"):
        try:
            return datetime.strptime(text.strip(), fmt).date()
        except ValueError:
            continue
    return None


def read_rows(path):
    rows, problems = [], []
    with open(path, newline="", encoding="utf-8-sig") as f:
        reader = csv.DictReader(f, delimiter=";")
        for n, row in enumerate(reader, start=2):
            name = (row.get("Name") or "").strip()
            if not name:
                problems.append(f"line {n}: no name")
                continue
            joined = parse_date(row.get("Eintritt", ""))
            if joined is None:
                problems.append(f"line {n}: bad date {row.get('Eintritt')!r}")
            email = (row.get("E-Mail") or "").strip().lower() or None
            paid = 1 if (row.get("Beitrag") or "").strip().lower() in ("ja", "x", "1") else 0
            rows.append((name, email, joined, paid))
    return rows, problems


def import_rows(rows):
    con = sqlite3.connect(DB_PATH)
    with con:
        con.executescript(SCHEMA)
        inserted = updated = 0
        for name, email, joined, paid in rows:
            cur = con.execute("UPDATE members SET name = ?, joined = ?, fee_paid = ? WHERE email = ?",
                              (name, joined, paid, email))
            if cur.rowcount:
                updated += 1
            else:
                con.execute("INSERT INTO members (name, email, joined, fee_paid) VALUES (?, ?, ?, ?)",
                            (name, email, joined, paid))
                inserted += 1
    con.close()
    return inserted, updated


def main(path):
    rows, problems = read_rows(path)
    for p in problems:
        print("warning:", p, file=sys.stderr)
    inserted, updated = import_rows(rows)
    print(f"{date.today()}: {inserted} new members, {updated} updated, {len(problems)} warnings")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "mitglieder.csv")
