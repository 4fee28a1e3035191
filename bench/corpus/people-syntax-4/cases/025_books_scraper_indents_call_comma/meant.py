import csv
import time

import requests
from bs4 import BeautifulSoup

BASE = "https://books.toscrape.com/catalogue/page-{}.html"
RATINGS = {"One": 1, "Two": 2, "Three": 3, "Four": 4, "Five": 5}


def scrape_page(n):
    resp = requests.get(BASE.format(n), timeout=10)
    if resp.status_code == 404:
        return None
    soup = BeautifulSoup(resp.text, "html.parser")
    books = []
    for article in soup.select("article.product_pod"):
        title = article.h3.a["title"]
        price = float(article.select_one(".price_color").text.lstrip("£Â"))
        rating_word = article.select_one(".star-rating")["class"][1]
        books.append({"title": title, "price": price, "rating": RATINGS[rating_word]})
    return books


def main():
    all_books = []
    page = 1
    while True:
        books = scrape_page(page)
        if books is None:
            break
        all_books.extend(books)
        print("page", page, "->", len(books), "books")
        page += 1
        time.sleep(0.5)

    with open("books.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=["title", "price", "rating"])
        writer.writeheader()
        writer.writerows(all_books)

    cheap = [b for b in all_books if b["price"] < 20 and b["rating"] >= 4]
    print(len(all_books), "books saved,", len(cheap), "cheap and well rated")


if __name__ == "__main__":
    main()
