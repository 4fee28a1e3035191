import logging
from datetime import datetime

import requests
from celery import Celery
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

app = Celery("sync", broker="redis://localhost:6379/0")
log = logging.getLogger(__name__)

CRM_URL = "https://crm.example.com/api/contacts"
SHOP_URL = "https://shop.example.com/api/customers"


class TransientError(Exception):
    pass


@retry(
    retry=retry_if_exception_type(TransientError),
    stop=stop_after_attempt(5),
    wait=wait_exponential(multiplier=1, max=30),
    reraise=True,
)
def fetch_page(url: str, page: int) -> list[dict]:
    resp = requests.get(url, params={"page": page, "per_page": 200}, timeout=20)
    if resp.status_code in (429, 502, 503, 504):
        raise TransientError(f"{url} page {page}: HTTP {resp.status_code}")
    resp.raise_for_status()
    return resp.json()["items"]


def fetch_all(url: str) -> list[dict]:
    items, page = [], 1
    while True:
        batch = fetch_page(url, page)
        if not batch:
            return items
        items.extend(batch)
        page += 1


def to_contact(customer: dict) -> dict:
    return {
        "email": customer["email"].strip().lower(),
        "first_name": customer.get("first_name") or "",
        "last_name": customer.get("last_name") or "",
        "source": "shop",
        "synced_at": datetime.utcnow().isoformat(timespec="seconds"),
    }


@app.task(bind=True, max_retries=3):
def sync_customers(self) -> dict:
    try:
        existing = {c["email"] for c in fetch_all(CRM_URL)}
        customers = fetch_all(SHOP_URL)
    except requests.RequestException as exc:
        raise self.retry(exc=exc, countdown=60)
    new = [to_contact(c) for c in customers if c.get("email") and c["email"].strip().lower() not in existing]
    for contact in new:
        requests.post(CRM_URL, json=contact, timeout=20).raise_for_status()
    log.info("synced %d new contacts (%d already in CRM)", len(new), len(customers) - len(new))
    return {"created": len(new), "seen": len(customers)}
