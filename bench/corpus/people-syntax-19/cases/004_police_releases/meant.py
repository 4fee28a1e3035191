# Scrape Lagos State Police Command press releases and count incidents by LGA.
# For the "Lagos after dark" data story. Written by Chiamaka O., data desk.
# The site is slow and the HTML is messy, so we cache every page to disk.

import hashlib
import json
import os
import re
import time
from collections import Counter
from datetime import datetime

import requests
from bs4 import BeautifulSoup

LIST_URL = "https://police.lagos.example/press-releases?page={}"
CACHE_DIR = "cache_pages"
PAGES = 12

LGAS = [
    "Agege", "Ajeromi-Ifelodun", "Alimosho", "Amuwo-Odofin", "Apapa", "Badagry",
    "Epe", "Eti-Osa", "Ibeju-Lekki", "Ifako-Ijaiye", "Ikeja", "Ikorodu", "Kosofe",
    "Lagos Island", "Lagos Mainland", "Mushin", "Ojo", "Oshodi-Isolo", "Shomolu",
    "Surulere",
]

INCIDENT_WORDS = {
    "robbery": ["robbery", "robbers", "armed robbery"],
    "kidnap": ["kidnap", "kidnapped", "abduct"],
    "cult": ["cultist", "cult clash", "cultism"],
    "accident": ["accident", "crash", "collided"],
    "fraud": ["fraud", "obtaining by false pretence", "419"],
}


def cached_get(url):
    os.makedirs(CACHE_DIR, exist_ok=True)
    key = hashlib.md5(url.encode()).hexdigest()
    path = os.path.join(CACHE_DIR, key + ".html")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return f.read()
    resp = requests.get(url, timeout=30)
    resp.raise_for_status()
    with open(path, "w", encoding="utf-8") as f:
        f.write(resp.text)
    time.sleep(2)
    return resp.text


def release_links(page_html):
    soup = BeautifulSoup(page_html, "html.parser")
    links = []
    for a in soup.select("div.release-list h3 a"):
        href = a.get("href", "")
        if href.startswith("/"):
            href = "https://police.lagos.example" + href
        links.append((a.get_text(strip=True), href))
    return links


def parse_release(html):
    soup = BeautifulSoup(html, "html.parser")
    body = soup.find("div", class_="release-body")
    text = body.get_text(" ", strip=True) if body else ""
    date_tag = soup.find("time")
    when = None
    if date_tag and date_tag.get("datetime"):
        try:
            when = datetime.fromisoformat(date_tag["datetime"][:10])
        except ValueError:
            when = None
    return text, when


def find_lgas(text):
    found = []
    for lga in LGAS:
        if re.search(r"\b" + re.escape(lga) + r"\b", text, re.IGNORECASE):
            found.append(lga)
    return found


def classify(text):
    lowered = text.lower()
    kinds = []
    for kind, words in INCIDENT_WORDS.items():
        if any(w in lowered for w in words):
            kinds.append(kind)
    return kinds or ["other"]


def main():
    records = []
    for page in range(1, PAGES + 1):
        try:
            listing = cached_get(LIST_URL.format(page))
        except requests.RequestException as e:
            print(f"page {page} failed: {e}")
            continue
        for title, url in release_links(listing):
            try:
                text, when = parse_release(cached_get(url))
            except requests.RequestException:
                continue
            records.append({
                "title": title,
                "url": url,
                "date": when.strftime("%Y-%m-%d") if when else None,
                "lgas": find_lgas(title + " " + text),
                "kinds": classify(title + " " + text),
                "night": bool(re.search(r"\b(1[0-2]|[1-9])(:\d\d)?\s?(pm|am)\b", text, re.I)),
            })
        print(f"page {page}: {len(records)} releases so far")

    by_lga = Counter(lga for r in records for lga in r["lgas"])
    by_kind = Counter(k for r in records for k in r["kinds"])
    undated = sum(1 for r in records if r["date"] is None)

    print("\nIncidents per LGA")
    for lga, n in by_lga.most_common():
        print(f"  {lga:<18} {n:>4}")
    print("\nBy type")
    for kind, n in by_kind.most_common():
        share = 100 * n / len(records) if records else 0
        print(f"  {kind:<10} {n:>4}  ({share:.0f}%)")
    print(f"\n{undated} releases without a date")

    with open("releases.json", "w", encoding="utf-8") as f:
        json.dump(records, f, indent=2, ensure_ascii=False)


if __name__ == "__main__":
    main()
