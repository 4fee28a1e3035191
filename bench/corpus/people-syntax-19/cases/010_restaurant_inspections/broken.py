#!/usr/bin/env python3
"""
Cuyahoga County restaurant inspections -> weekly "critical violations" list.

Scrapes the county health department's inspection search (no API, of course),
pulls the detail page for every inspection in the last 7 days, and writes the
places with critical violations to a CSV that the web producer turns into the
Friday map.  Dana K., metro desk, Plain Dealer-ish newsroom.
""

import csv
import re
import time
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

import requests
from bs4 import BeautifulSoup

SEARCH_URL = "https://healthinspections.cuyahoga.example/search"
DETAIL_URL = "https://healthinspections.cuyahoga.example/inspection/{}"
HEADERS = {"User-Agent": "metro-desk-scraper (dana.k@newsroom.example)"}
CRITICAL_RE = re.compile(r"\b(critical|priority)\b", re.IGNORECASE)
CODE_RE = re.compile(r"(\d{4}\.\d{2}(?:\([A-Z0-9]+\))*)")

session = requests.Session()
session.headers.update(HEADERS)


@dataclass
class Inspection:
    inspection_id: str
    name: str
    address: str
    city: str
    when: date
    kind: str
    violations: list = field(default_factory=list)

    @property
    def critical(self):
        return [v for v in self.violations if v["critical"]]


def search_page(start, end, page):
    params = {
        "from": start.strftime("%m/%d/%Y"),
        "to": end.strftime("%m/%d/%Y"),
        "page": page,
    resp = session.get(SEARCH_URL, params=params, timeout=30)
    resp.raise_for_status()
    soup = BeautifulSoup(resp.text, "html.parser")
    rows = soup.select("table#results tbody tr")
    found = []
    for tr in rows:
        cells = [td.get_text(strip=True) for td in tr.find_all("td")]
        link = tr.find("a", href=True)
        if len(cells) < 5 or link is None:
            continue
        insp_id = link["href"].rstrip("/").split("/")[-1]
        when = datetime.strptime(cells[3], "%m/%d/%Y").date()
        found.append(Inspection(insp_id, cells[0], cells[1], cells[2], when, cells[4]))
    return found


def load_violations(insp):
    resp = session.get(DETAIL_URL.format(insp.inspection_id), timeout=30)
    resp.raise_for_status()
    soup = BeautifulSoup(resp.text, "html.parser")
    for block in soup.select("div.violation"):
        title = block.find("h4")
        text = block.get_text(" ", strip=True)
        code = CODE_RE.search(text)
        insp.violations.append({
            "code": code.group(1) if code else "",
            "title": title.get_text(strip=True) if title else text[:60]
            "critical": bool(CRITICAL_RE.search(text)),
            "corrected": "corrected during inspection" in text.lower(),
        })


def all_inspections(start, end, max_pages=40):
    result = []
    for page in range(1, max_pages + 1):
        batch = search_page(start, end, page)
        if not batch:
            break
        result.extend(batch)
        time.sleep(1)
    return result


def main():
    end = date.today()
    start = end - timedelta(days=7)
    inspections = all_inspections(start, end)
    print(f"{len(inspections)} inspections {start} - {end}")

    for n, insp in enumerate(inspections, 1):
        try:
            load_violations(insp)
        except requests.RequestException as err:
            print(f"  could not load {insp.inspection_id}: {err}")
        if n % 25 == 0:
            print(f"  {n} done")
        time.sleep(0.5)

    bad = [i for i in inspections if i.critical]
    bad.sort(key=lambda i: len(i.critical), reverse=True)

    with open(f"critical_{end:%Y%m%d}.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["name", "address", "city", "date", "type", "critical_count", "not_corrected", "violations"])
        for i in bad:
            open_ones = [v for v in i.critical if not v["corrected"]]
            w.writerow([i.name, i.address, i.city, i.when.isoformat(), i.kind,
                        len(i.critical), len(open_ones), "; ".join(v["title"] for v in i.critical])

    print(f"\n{len(bad)} places with critical violations")
    for i in bad[:10]:
        print(f"  {len(i.critical):>2}  {i.name} ({i.city})")


if __name__ == "__main__":
    main()
