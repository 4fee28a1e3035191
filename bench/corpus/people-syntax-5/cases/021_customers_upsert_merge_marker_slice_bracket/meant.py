# Chargement nocturne des clients dans l'entrepôt (upsert par id)
import csv
import os
import sys
from datetime import datetime, timezone

import psycopg2
import psycopg2.extras

DSN = os.environ.get("WAREHOUSE_DSN", "dbname=warehouse")
BATCH = 500

UPSERT = """
INSERT INTO customers (id, email, country, updated_at)
VALUES %s
ON CONFLICT (id) DO UPDATE
SET email = EXCLUDED.email,
    country = EXCLUDED.country,
    updated_at = EXCLUDED.updated_at
"""


def normalise(row: dict) -> tuple:
    email = (row.get("email") or "").strip().lower() or None
    # code pays ISO sur 2 lettres, sinon NULL
    country = (row.get("country") or "").strip().upper()[:2] or None
    return (int(row["id"]), email, country, datetime.now(timezone.utc))


def chunks(items, size):
    for i in range(0, len(items), size):
        yield items[i:i + size]


def read_source(path: str) -> list[dict]:
    with open(path, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh, delimiter=";"))


def load(rows: list[dict]) -> int:
    clean = [normalise(r) for r in rows if r.get("id")]
    with psycopg2.connect(DSN) as conn, conn.cursor() as cur:
        for batch in chunks(clean, BATCH):
            psycopg2.extras.execute_values(cur, UPSERT, batch)
    return len(clean)


if __name__ == "__main__":
    n = load(read_source(sys.argv[1]))
    print(f"{n} clients chargés")
