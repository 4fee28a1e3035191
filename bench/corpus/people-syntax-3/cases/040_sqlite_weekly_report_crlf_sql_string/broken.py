"""Weekly sales report from the shop's SQLite database, mailed as CSV."""
import csv
import smtplib
import sqlite3
import sys
from datetime import date, timedelta
from email.message import EmailMessage
from pathlib import Path

DB = Path(r"C:\shop\data\shop.sqlite3")
OUT_DIR = Path(r"C:\shop\reports")
SMTP_HOST = "mail.example.local"
RECIPIENTS = ["owner@example.com", "accounts@example.com"]

QUERY_SALES = """
SELECT p.sku, p.name, SUM(o.qty) AS units, ROUND(SUM(o.qty * o.unit_price), 2) AS revenue
FROM order_lines o
JOIN products p ON p.id = o.product_id
WHERE o.ordered_on BETWEEN ? AND ?
GROUP BY p.sku, p.name
ORDER BY revenue DESC

QUERY_LOW_STOCK = """
SELECT sku, name, stock FROM products WHERE stock < reorder_level ORDER BY stock
"""


def week_range(today):
    start = today - timedelta(days=today.weekday() + 7)
    return start, start + timedelta(days=6)


def fetch(con, sql, params=()):
    cur = con.execute(sql, params)
    cols = [d[0] for d in cur.description]
    return cols, cur.fetchall()


def write_csv(path, cols, rows):
    with open(path, "w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(cols)
        w.writerows(rows)


def send(paths, start, end):
    msg = EmailMessage()
    msg["Subject"] = f"Sales report {start:%d.%m.} - {end:%d.%m.%Y}"
    msg["From"] = "reports@example.local"
    msg["To"] = ", ".join(RECIPIENTS)
    msg.set_content("Attached: weekly sales and low stock list.")
    for p in paths:
        msg.add_attachment(p.read_bytes(), maintype="text", subtype="csv", filename=p.name)
    with smtplib.SMTP(SMTP_HOST) as s:
        s.send_message(msg)


def main():
    start, end = week_range(date.today())
    try:
        con = sqlite3.connect(DB)
        sales = fetch(con, QUERY_SALES, (start.isoformat(), end.isoformat()))
        low = fetch(con, QUERY_LOW_STOCK)
    except sqlite3.Error as exc
        print(f"database error: {exc}", file=sys.stderr)
        return 1
    OUT_DIR.mkdir(exist_ok=True)
    p1 = OUT_DIR / f"sales_{start:%Y%m%d}.csv"
    p2 = OUT_DIR / f"low_stock_{end:%Y%m%d}.csv"
    write_csv(p1, *sales)
    write_csv(p2, *low)
    send([p1, p2], start, end)
    return 0


if __name__ == "__main__":
    sys.exit(main())
