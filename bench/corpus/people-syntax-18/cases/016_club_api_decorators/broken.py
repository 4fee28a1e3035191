"""Membership sync for the club (Cork): pulls members from the national registration
API and pushes renewals into our Google Sheet.

The registration API allows 60 calls a minute and times out a lot, hence the
decorators. Written on the train to Dublin, tidy up later.
"""
import contextlib
import functools
import json
import logging
import time
import urllib.error
import urllib.request
from typing import Any

log = logging.getLogger("clubsync")

API = "https://registration.example.ie/api/v2"
TOKEN_FILE = "token.json"


def rate_limited(calls: int, per: float = 60.0):
    """Allow at most `calls` calls in any window of `per` seconds."""
    min_gap = per / calls

    def decorate(fn):
        last_cal = 0.0

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            nonlocal last_call
            wait = last_call + min_gap - time.monotonic()
            if wait > 0:
                log.debug("rate limit: sleeping %.2fs before %s", wait, fn.__name__)
                time.sleep(wait)
            last_call = time.monotonic()
            return fn(*args, **kwargs)
        return wrapper
    return decorate


def retry(times: int = 3, *, on: tuple = (urllib.error.URLError, TimeoutError), backoff: float = 1.5):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            delay = 1.0
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except on as exc:
                    if attempt == times:
                        raise
                    log.warning("%s failed (%s), attempt %d/%d", fn.__name__, exc, attempt, times)
                    time.sleep(delay)
                    delay *= backoff
        return wrapper
    return decorate


def cached(ttl: float):
    def decorate(fn):
        store: dict[tuple, tuple[float, Any]] = {}

        @functools.wraps(fn)
        def wrapper(*args):
            now = time.monotonic()
            if args in store and now - store[args][0] < ttl:
                return store[args][1]
            value = fn(*args)
            store[args] = (now, value)
            return value
        wrapper.cache_clear = store.clear
        return wrapper
    return decorate


@contextlib.contextmanager
def timed(label: str):
    start = time.perf_counter()
    try:
        yield
    finally:
        log.info("%s took %.2fs", label, time.perf_counter() - start)


@cached(ttl=3000)
def token() -> str:
    with open(TOKEN_FILE, encoding="utf-8") as f:
        return json.load(f)["access_token"]


@retry(times=4, backoff=2.0
@rate_limited(calls=60)
def api_get(path: str, **params) -> Any:
    query = "&".join(f"{k}={v}" for k, v in params.items())
    req = urllib.request.Request(f"{API}{path}?{query}", headers={
        "Authorization": f"Bearer {token()}",
        "Accept": "application/json",
    with urllib.request.urlopen(req, timeout=20) as resp:
        return json.load(resp)


def all_members(club_id: int):
    page = 1
    while True:
        data = api_get(f"/clubs/{club_id}/members", page=page, per_page=100)
        yield from data["results"]
        if not data.get("next"):
            break
        page += 1


def needs_renewal(member: dict, season: int) -> bool:
    return (
        member.get("status") == "active"
        member.get("last_registered_season", 0) < season
        and not member.get("lifetime", False)
    )


def main(club_id: int = 4172, season: int = 2025):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    renewals = []
    with timed("fetch members"), contextlib.suppress(KeyboardInterrupt):
        for m in all_members(club_id):
            if needs_renewal(m, season):
                renewals.append({
                    "name": f"{m['first_name']} {m['last_name']}",
                    "email": m.get("email", ""),
                    "team": m.get("team", "adult"),
                    "last": m.get("last_registered_season"),
                })
    log.info("%d members need renewing for %d", len(renewals), season)
    with contextlib.ExitStack() as stack:
        out = stack.enter_context(open(f"renewals_{season}.json", "w", encoding="utf-8"))
        stack.callback(log.info, "wrote renewals file")
        json.dump(renewals, out, indent=2, ensure_ascii=False)


if __name__ == "__main__":
    main()
