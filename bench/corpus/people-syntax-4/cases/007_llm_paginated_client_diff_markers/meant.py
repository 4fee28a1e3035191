import logging
import time

import requests

API = "https://api.example.com/v2"
MAX_RETRIES = 5
TIMEOUT = 10
log = logging.getLogger(__name__)


def fetch_page(session, url, params):
    for attempt in range(MAX_RETRIES):
        resp = session.get(url, params=params, timeout=TIMEOUT)
        if resp.status_code == 429:
            wait = int(resp.headers.get("Retry-After", 2 ** attempt))
            log.warning("rate limited, sleeping %ss", wait)
            time.sleep(wait)
            continue
        resp.raise_for_status()
        return resp.json()
    raise RuntimeError(f"gave up on {url} after {MAX_RETRIES} tries")


def fetch_all(resource, token, page_size=100):
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {token}"
    url = f"{API}/{resource}"
    params = {"limit": page_size, "page": 1}
    items = []
    while True:
        data = fetch_page(session, url, params)
        items.extend(data["items"])
        if not data.get("has_more"):
            break
        params["page"] += 1
    return items


if __name__ == "__main__":
    import os
    logging.basicConfig(level=logging.INFO)
    orders = fetch_all("orders", os.environ["API_TOKEN"])
    print(len(orders), "orders")
