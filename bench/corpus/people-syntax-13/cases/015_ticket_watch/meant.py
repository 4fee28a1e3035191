"""
ticket_watch.py -- keeps an eye on resale prices for the Fontaines D.C. shows

every run: open each event page, read all listings, append them to prices.csv
and print the cheapest one per show. run from cron every 30 min.

pip install playwright && playwright install chromium
"""
import csv
import re
import sys
from datetime import datetime
from pathlib import Path

from playwright.sync_api import sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

EVENTS = {
    "Dublin 3Arena": "https://resale.example-tickets.ie/event/18A45F2C",
    "Belfast SSE": "https://resale.example-tickets.ie/event/18A4601D",
    "Manchester": "https://resale.example-tickets.co.uk/event/1F00611B",
}
MAX_PRICE = 120.0          # ping me if anything's under this
CSV_FILE = Path(__file__).with_name("prices.csv")
PRICE_RE = re.compile(r"[\d.,]+")


def parse_price(text):
    # "€ 89.50" / "£102.00 each" -> 89.5 / 102.0
    m = PRICE_RE.search(text.replace(",", ""))
    return float(m.group()) if m else None


def scrape_event(page, name, url):
    page.goto(url, wait_until="domcontentloaded", timeout=45000)
    # cookie banner shows up on first visit
    try:
        page.get_by_role("button", name="Accept all").click(timeout=3000)
    except PlaywrightTimeout:
        pass

    page.wait_for_selector("[data-testid='listing-card'], .no-listings", timeout=20000)
    listings = []
    for card in page.locator("[data-testid='listing-card']").all():
        price = parse_price(card.locator(".price").inner_text())
        section = card.locator(".section").inner_text().strip()
        qty = card.locator(".quantity").inner_text().strip()
        if price is None:
            continue
        listings.append({
            "time": datetime.now().isoformat(timespec="minutes"),
            "event": name,
            "section": section,
            "qty": qty,
            "price": price,
        })
    return listings


def save(rows):
    new_file = not CSV_FILE.exists()
    with CSV_FILE.open("a", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=["time", "event", "section", "qty", "price"])
        if new_file:
            w.writeheader()
        w.writerows(rows)


def main():
    all_rows = []
    with sync_playwright() as p:
        browser = p.chromium.launch(headless=True)
        context = browser.new_context(
            locale="en-IE",
            user_agent="Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
            viewport={"width": 1366, "height": 900},
        )
        page = context.new_page()
        for name, url in EVENTS.items():
            try:
                rows = scrape_event(page, name, url)
            except PlaywrightTimeout as e:
                print(f"{name}: page timed out ({e})", file=sys.stderr)
                page.screenshot(path=f"timeout_{name.split()[0].lower()}.png")
                continue
            all_rows.extend(rows)
            if rows:
                cheapest = min(rows, key=lambda r: r["price"])
                flag = "  <-- !!!" if cheapest["price"] <= MAX_PRICE else ""
                print(f"{name}: {len(rows)} listings, cheapest {cheapest['price']:.2f} ({cheapest['section']}){flag}")
            else:
                print(f"{name}: nothing listed")
        browser.close()

    if all_rows:
        save(all_rows)


if __name__ == "__main__":
    main()
