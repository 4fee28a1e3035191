import sqlite3
import sys
import time
from datetime import datetime

import requests
from bs4 import BeautifulSoup

DB = "prices.db"
HEADERS = {
    "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0",
    "Accept-Language": "en-GB,en;q=0.9",
}

# name, url, css selector of the price, alert if below
WATCHLIST = [
    ("Sony WH-1000XM5", "https://www.example-shop.co.uk/p/sony-wh1000xm5-black", "span.price-now", 250.0),
    ("Kindle Paperwhite", "https://www.example-books.co.uk/dp/B09TMN58KL", "#corePrice .a-offscreen", 120.0),
    ("Bosch drill GSR 18V", "https://www.example-diy.co.uk/bosch-gsr-18v-55", "div.product-price strong", 89.0),
]


def get_db():
    conn = sqlite3.connect(DB)
    conn.execute("""
        CREATE TABLE IF NOT EXISTS prices (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            url TEXT NOT NULL,
            price REAL,
            checked_at TEXT NOT NULL
        )
    """)
    return conn


def fetch_price(url, selector):
    r = requests.get(url, headers=HEADERS, timeout=20)
    r.raise_for_status()
    soup = BeautifulSoup(r.text, "html.parser")
    tag = soup.select_one(selector)
    if tag is None:
        return None
    text = tag.get_text(strip=True).replace("£", "").replace(",", "")
    try:
        return float(text)
    except ValueError:
        return None


def lowest_so_far(conn, url):
    row = conn.execute("SELECT MIN(price) FROM prices WHERE url = ? AND price IS NOT NULL", (url,)).fetchone()
    return row[0]


def history(conn, name):
    rows = conn.execute(
        "SELECT checked_at, price FROM prices WHERE name = ? ORDER BY checked_at DESC LIMIT 10",
        (name,),
    ).fetchall()
    for checked_at, price in rows:
        print(f"  {checked_at[:16]}  {price if price is not None else '-':>8}")


def check_all(conn):
    now = datetime.now().isoformat(timespec="seconds")
    for name, url, selector, alert_below in WATCHLIST:
        try:
            price = fetch_price(url, selector)
        except requests.RequestException as e:
            print(f"{name}: request failed ({e})")
            continue
        best = lowest_so_far(conn, url)
        conn.execute("INSERT INTO prices (name, url, price, checked_at) VALUES (?, ?, ?, ?)",
                     (name, url, price, now))
        conn.commit()
        if price is None:
            print(f"{name}: couldn't find the price, selector broken?")
            continue
        note = ""
        if best is not None and price < best:
            note = "  ** lowest ever **"
        if price <= alert_below:
            note += "  <<< BUY"
        print(f"{name}: £{price:.2f}{note}")
        time.sleep(3)   # be nice


if __name__ == "__main__":
    conn = get_db()
    if len(sys.argv) > 2 and sys.argv[1] == "history":
        history(conn, " ".join(sys.argv[2:]))
    else:
        check_all(conn)
    conn.close()
