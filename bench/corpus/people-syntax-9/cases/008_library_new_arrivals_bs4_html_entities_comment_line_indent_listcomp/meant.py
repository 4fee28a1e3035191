"""New arrivals at the city library, filtered to the genres I care about.

The parsing part is from a BeautifulSoup tutorial blog post; the rest is mine.
"""
import json
import sys
from pathlib import Path

import requests
from bs4 import BeautifulSoup

URL = "https://bibliotheek.example.org/nieuw"
SEEN_FILE = Path.home() / ".library_seen.json"
GENRES = {"thriller", "science fiction", "history"}


# ---- tutorial code ----
def parse_table(html: str) -> list[dict]:
    soup = BeautifulSoup(html, "html.parser")
    books = []
    for tr in soup.select("table.arrivals tr"):
        cells = [td.get_text(strip=True) for td in tr.find_all("td")]
        if len(cells) < 4:
            continue  # header row or an ad row
        title, author, genre, year = cells[:4]
        books.append({"title": title, "author": author, "genre": genre.lower(), "year": int(year)})
    return books
# ---- end tutorial code ----


def load_seen():
    if SEEN_FILE.exists():
        return set(json.loads(SEEN_FILE.read_text()))
    return set()


def save_seen(seen):
    SEEN_FILE.write_text(json.dumps(sorted(seen), indent=0))


def main():
    resp = requests.get(URL, timeout=15)
    resp.raise_for_status()
    seen = load_seen()
    new = [b for b in parse_table(resp.text)
           if b["genre"] in GENRES and b["title"] not in seen and b["year"] >= 2020]
    for b in new:
        print(f'{b["title"]} - {b["author"]} ({b["year"]}, {b["genre"]})')
        seen.add(b["title"])
    if not new:
        print("nothing new")
    save_seen(seen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
