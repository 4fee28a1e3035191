"""Scrape book titles and prices from books.toscrape.com into books.csv"""
import csv
import time
from urllib.parse import urljoin

import requests
from bs4 import BeautifulSoup

BASE = "https://books.toscrape.com/"
HEADERS = {"User-Agent": "Mozilla/5.0 (hobby scraper; contact me@example.com)"}


def get_soup(url):
    for attempt in range(3):
        try:
            r = requests.get(url, headers=HEADERS, timeout=10)
            r.raise_for_status()
            return BeautifulSoup(r.text, "html.parser")
    except requests.RequestException as e:
            print("  retry", attempt + 1, "-", e)
            time.sleep(2)
    return None


def parse_books(soup, page_url):
    books = []
    for art in soup.select("article.product_pod"):
        a = art.h3.a
        price_text = art.select_one("p.price_color").get_text(strip=True)
        in_stock = "In stock" in
            art.select_one("p.instock.availability").get_text()
        books.append({
            "title": a["title"],
            "price": float(price_text.replace("£", "").replace("Â", ""),
            "in_stock": in_stock,
            "url": urljoin(page_url, a["href"]),
        })
    return books


def main(pages=3):
    all_books = []
    for n in range(1, pages + 1):
        url = urljoin(BASE, f"catalogue/page-{n}.html")
        soup = get_soup(url)
        if soup is None:
            break
        all_books += parse_books(soup, url)
        time.sleep(1)
    with open("books.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=["title", "price", "in_stock", "url"])
        writer.writeheader()
        writer.writerows(all_books)
    print(len(all_books), "books saved")


if __name__ == "__main__":
    main()
