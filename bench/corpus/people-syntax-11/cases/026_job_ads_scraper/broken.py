"""Collect job ads for data roles from two job boards into one CSV.

The boards have no API; we read their public listing pages politely (one request
every two seconds, cached for a day) and keep title, company, place, salary range,
posting date and link.  Re-running the script only fetches what changed.
"""
from __future__ import annotations

import csv
import hashlib
import logging
import re
import time
from dataclasses import asdict, dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from urllib.parse import urljoin, urlencode

import requests
from bs4 import BeautifulSoup

log = logging.getLogger("jobs")

CACHE_DIR = Path(".cache/jobs")
OUT_FILE = Path("jobs.csv")
USER_AGENT = "jobs-digest/0.3 (personal use; contact: me@example.org)"
DELAY = 2.0
CACHE_TTL = timedelta(days=1)
KEYWORDS = ["data engineer", "data analyst", "analytics engineer"]
SALARY_RE = re.compile(r"(\d{2,3})[.,]?(\d{3})?\s*(?:-|–|bis|to)\s*(\d{2,3})[.,]?(\d{3})?")


@dataclass
class Job:
    board: str
    title: str
    company: str
    place: str
    url: str
    posted: date | None = None
    salary_min: int | None = None
    salary_max: int | None = None
    tags: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return hashlib.sha1(f"{self.board}|{self.url}".encode()).hexdigest()[:12]


class Fetcher:
    """HTTP GET with a per-host delay and a file cache."""

    def __init__(self, delay: float = DELAY, ttl: timedelta = CACHE_TTL) -> None:
        self.session = requests.Session()
        self.session.headers["User-Agent"] = USER_AGENT
        self.delay = delay
        self.ttl = ttl
        self.last_request = 0.0
        CACHE_DIR.mkdir(parents=True, exist_ok=True)

    def _cache_path(self, url: str) -> Path:
        return CACHE_DIR / (hashlib.sha1(url.encode()).hexdigest() + ".html")

    def get(self, url: str) -> str:
        path = self._cache_path(url)
        if path.exists():
            age = datetime.now() - datetime.fromtimestamp(path.stat().st_mtime)
            if age < self.ttl:
                return path.read_text(encoding="utf-8")
        wait = self.last_request + self.delay - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        log.debug("GET %s", url)
        resp = self.session.get(url, timeout=20)
        self.last_request = time.monotonic()
        resp.raise_for_status()
        path.write_text(resp.text, encoding="utf-8")
        return resp.text


def parse_salary(text: str) -> tuple[int | None, int | None]:
    """'55.000 - 70.000 €' -> (55000, 70000); 'ab 60k' and unknown formats -> (None, None)."""
    m = SALARY_RE.search(text.replace("\xa0", " "))
    if not m:
        return None, None
    low = int(m.group(1) + (m.group(2) or "000"))
    high = int(m.group(3) + (m.group(4) or "000"))
    if low > high:
        low, high = high, low
    return low, high


def parse_date(text: str, today: date | None = None) -> date | None:
    """Understands '12.05.2024', '2024-05-12', 'heute', 'gestern' and 'vor 3 Tagen'.
    today = today or date.today()
    text = text.strip().lower()
    if text in ("heute", "today"):
        return today
    if text in ("gestern", "yesterday"):
        return today - timedelta(days=1)
    m = re.match(r"vor (\d+) tag", text) or re.match(r"(\d+) days? ago", text)
    if m:
        return today - timedelta(days=int(m.group(1)))
    for fmt in ("%d.%m.%Y", "%Y-%m-%d"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            pass
    return None


def scrape_board_a(fetcher: Fetcher, keyword: str, pages: int = 3) -> list[Job]:
    """Board A: server-rendered list, 20 ads per page, ?q=...&page=N."""
    base = "https://jobs-a.example.com/search"
    jobs = []
    for page in range(1, pages + 1):
        html = fetcher.get(f"{base}?{urlencode({'q': keyword, 'page': page})}")
        soup = BeautifulSoup(html, "html.parser")
        cards = soup.select("article.job-card")
        if not cards:
            break
        for card in cards:
            link = card.select_one("a.job-title")
            if link is None:
                continue
            salary = card.select_one(".salary")
            low, high = parse_salary(salary.get_text()) if salary else (None, None)
            posted = card.select_one("time")
            jobs.append(Job(
                board="A",
                title=link.get_text(strip=True),
                company=card.select_one(".company").get_text(strip=True),
                place=card.select_one(".location").get_text(strip=True),
                url=urljoin(base, link["href"]),
                posted=parse_date(posted["datetime"][:10]) if posted else None,
                salary_min=low,
                salary_max=high,
                tags=[t.get_text(strip=True) for t in card.select(".tag")],
            ))
    return jobs


def scrape_board_b(fetcher: Fetcher, keyword: str, pages: int = 3) -> list[Job]:
    """Board B: a table per page; the date column says 'vor N Tagen'."""
    base = "https://www.board-b.example.de/jobs/"
    jobs = []
    for page in range(pages):
        url = urljoin(base, keyword.replace(" ", "-")) + (f"?start={page * 25}" if page else "")
        soup = BeautifulSoup(fetcher.get(url), "html.parser")
        rows = soup.select("table.results tbody tr")
        if not rows:
            break
        for row in rows:
            cells = row.find_all("td")
            if len(cells) < 4:
                continue
            link = cells[0].find("a")
            low, high = parse_salary(row.get("data-salary", ""))
            jobs.append(Job(
                board="B",
                title=link.get_text(strip=True),
                company=cells[1].get_text(strip=True),
                place=cells[2].get_text(strip=True),
                url=urljoin(base, link["href"]),
                posted=parse_date(cells[3].get_text()),
                salary_min=low,
                salary_max=high,
            ))
    return jobs


def dedupe(jobs: list[Job]) -> list[Job]:
    """Same title and company on both boards -> keep the one with more information."""
    best: dict[tuple[str, str], Job] = {}
    for job in jobs:
        k = (job.title.lower(), job.company.lower())
        have = best.get(k)
        if have is None or score(job) > score(have):
            best[k] = job
    return sorted(best.values(), key=lambda j: (j.posted or date.min), reverse=True)


def score(job: Job) -> int:
    return (job.salary_min is not None) * 2 + (job.posted is not None) + len(job.tags)


def load_existing(path: Path) -> set[str]:
    if not path.exists():
        return set()
    with path.open(newline="", encoding="utf-8") as f:
        return {row["key"] for row in csv.DictReader(f)}


def write_csv(jobs: list[Job], path: Path) -> int:
    existing = load_existing(path)
    new = [j for j in jobs if j.key not in existing]
    write_header = not path.exists()
    with path.open("a", newline="", encoding="utf-8") as f:
        fields = ["key", *asdict(jobs[0]).keys()] if jobs else ["key"]
        writer = csv.DictWriter(f, fieldnames=fields)
        if write_header:
            writer.writeheader()
        for job in new:
            row = asdict(job)
            row["tags"] = ", ".join(job.tags)
            writer.writerow({"key": job.key, **row})
    return len(new)


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    fetcher = Fetcher()
    found: list[Job] = []
    for keyword in KEYWORDS:
        for scrape in (scrape_board_a, scrape_board_b):
            try:
                jobs = scrape(fetcher, keyword)
            except requests.RequestException as e:
                log.warning("%s / %r failed: %s", scrape.__name__, keyword, e)
                continue
            log.info("%s / %r: %d ads", scrape.__name__, keyword, len(jobs))
            found.extend(jobs)
    jobs = dedupe(found)
    added = write_csv(jobs, OUT_FILE)
    log.info("%d unique ads, %d new, written to %s", len(jobs), added, OUT_FILE)


if __name__ == "__main__":
    main()
