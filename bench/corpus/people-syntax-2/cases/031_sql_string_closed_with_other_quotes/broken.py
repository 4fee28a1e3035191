"""Nightly job: copy yesterday's finished orders into the reporting database."""
import sqlite3
import sys
from datetime import date, timedelta

SOURCE_DB = "shop.db"
REPORT_DB = "reporting.db"

CREATE_FACT = """
CREATE TABLE IF NOT EXISTS fact_orders (
    order_id     INTEGER PRIMARY KEY,
    order_day    TEXT NOT NULL,
    customer_id  INTEGER NOT NULL,
    items        INTEGER NOT NULL,
    total_cents  INTEGER NOT NULL
)
"""

SELECT_DAY = """
SELECT o.id, date(o.created_at), o.customer_id, COUNT(l.id), SUM(l.qty * l.price_cents)
FROM orders o
JOIN order_lines l ON l.order_id = o.id
WHERE o.status = 'done'
  AND date(o.created_at) = ?
GROUP BY o.id
'''

INSERT_FACT = "INSERT OR REPLACE INTO fact_orders VALUES (?, ?, ?, ?, ?)"


def copy_day(day):
    src = sqlite3.connect(SOURCE_DB)
    dst = sqlite3.connect(REPORT_DB)
    try:
        dst.execute(CREATE_FACT)
        rows = src.execute(SELECT_DAY, (day.isoformat(),)).fetchall()
        dst.executemany(INSERT_FACT, rows)
        dst.commit()
        return len(rows)
    finally:
        src.close()
        dst.close()


def usage():
    return f"""usage: {sys.argv[0]} [YYYY-MM-DD]

Copies the finished orders of the given day (default: yesterday)
from {SOURCE_DB} into {REPORT_DB}.
"""


if __name__ == "__main__":
    if len(sys.argv) > 2 or (len(sys.argv) == 2 and sys.argv[1] in ("-h", "--help")):
        print(usage())
        sys.exit(0)
    day = date.fromisoformat(sys.argv[1]) if len(sys.argv) == 2 else date.today() - timedelta(days=1)
    n = copy_day(day)
    print(f"{day}: {n} orders copied")
