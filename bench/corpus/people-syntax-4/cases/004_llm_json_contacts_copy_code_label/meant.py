import json
import sqlite3
import sys

DB = "contacts.db"

SCHEMA = """
CREATE TABLE IF NOT EXISTS contacts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT UNIQUE,
    phone TEXT,
    tags TEXT
)
"""


def load(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if isinstance(data, dict):
        data = data.get("contacts", [])
    return data


def import_contacts(conn, contacts):
    added = skipped = 0
    for c in contacts:
        try:
            conn.execute(
                "INSERT INTO contacts (name, email, phone, tags) VALUES (?, ?, ?, ?)",
                (
                    c["name"],
                    c.get("email"),
                    c.get("phone"),
                    ",".join(c.get("tags", [])),
                ),
            )
            added += 1
        except sqlite3.IntegrityError:
            skipped += 1
    conn.commit()
    return added, skipped


def main(path):
    conn = sqlite3.connect(DB)
    conn.execute(SCHEMA)
    added, skipped = import_contacts(conn, load(path))
    conn.close()
    print(f"{added} added, {skipped} skipped (duplicate email)")


if __name__ == "__main__":
    main(sys.argv[1])
