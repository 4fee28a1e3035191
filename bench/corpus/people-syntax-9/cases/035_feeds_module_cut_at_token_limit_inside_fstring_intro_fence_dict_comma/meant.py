# Here is the complete `feeds.py` module. It fetches each feed, stores new items in SQLite
# and can export the latest items as JSON.

import json
import sqlite3
import time
import xml.etree.ElementTree as ET
from email.utils import parsedate_to_datetime
from urllib.request import Request, urlopen

FEEDS = {
    "python-insider": "https://pythoninsider.blogspot.com/feeds/posts/default?alt=rss",
    "lwn": "https://lwn.net/headlines/rss",
    "hn-frontpage": "https://hnrss.org/frontpage",
}
USER_AGENT = "feeds.py/0.1 (+personal reader)"


def init_db(path="feeds.db"):
    conn = sqlite3.connect(path)
    conn.execute(
        """CREATE TABLE IF NOT EXISTS items (
               link TEXT PRIMARY KEY,
               feed TEXT NOT NULL,
               title TEXT,
               published TEXT,
               fetched_at REAL
           )"""
    )
    return conn


def fetch(url, timeout=10):
    req = Request(url, headers={"User-Agent": USER_AGENT})
    with urlopen(req, timeout=timeout) as resp:
        return resp.read()


def parse_rss(data):
    root = ET.fromstring(data)
    for item in root.iter("item"):
        link = (item.findtext("link") or "").strip()
        if not link:
            continue
        raw_date = item.findtext("pubDate")
        try:
            published = parsedate_to_datetime(raw_date).isoformat() if raw_date else None
        except (TypeError, ValueError):
            published = None
        yield {"link": link, "title": (item.findtext("title") or "").strip(), "published": published}


def update(conn):
    new = 0
    for name, url in FEEDS.items():
        try:
            data = fetch(url)
        except OSError as exc:
            print(f"{name}: {exc}")
            continue
        for entry in parse_rss(data):
            cur = conn.execute(
                "INSERT OR IGNORE INTO items VALUES (?, ?, ?, ?, ?)",
                (entry["link"], name, entry["title"], entry["published"], time.time()),
            )
            new += cur.rowcount
    conn.commit()
    return new


def export_json(conn, path, limit=200):
    rows = conn.execute(
        "SELECT feed, title, link, published FROM items ORDER BY published DESC LIMIT ?",
        (limit,),
    ).fetchall()
    items = [dict(zip(("feed", "title", "link", "published"), r)) for r in rows]
    with open(path, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False, indent=2)
    print(f"exported {len(items)} items to {path}")
