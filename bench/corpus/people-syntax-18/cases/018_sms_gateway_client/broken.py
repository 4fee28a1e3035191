"""Thin client for the SMS gateway we use for payment reminders (Cebu office).

Wraps `requests` so the rest of the app only calls `send()` / `send_bulk()`.
Positional-only for the phone number and message, keyword-only for the options,
and every extra option is forwarded untouched to the gateway.
"""
from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable, Iterable
from typing import Any

import requests

log = logging.getLogger("sms")

BASE_URL = "https://api.sms-gateway.example.ph/v4"
PH_MOBILE = re.compile(r"^(?:\+?63|0)(9\d{9})$")
MAX_LEN = 160 * 3      # gateway concatenates up to 3 parts


class SmsError(RuntimeError):
    pass


def normalize(number: str, /) -> str:
    """'0917 123 4567', '+63-917-123-4567' -> '639171234567'."""
    digits = re.sub(r"[\s\-()]", "", number)
    m = PH_MOBILE.match(digits)
    if not m:
        raise ValueError(f"not a PH mobile number: {number!r}")
    return "63" + m.group(1)


class Gateway:
    def __init__(self, api_key: str, /, *, sender: str = "KABAYAN", timeout: float = 10.0,
                 session: requests.Session | None = None, timeout: float = 10.0, **defaults: Any) -> None:
        self.api_key = api_key
        self.sender = sender
        self.timeout = timeout
        self.session = session or requests.Session()
        self.defaults = defaults            # e.g. priority="high", callback_url=...
        self.hooks: list[Callable[..., None]] = []

    def on_sent(self, hook: Callable[..., None], /, *) -> Callable[..., None]:
        self.hooks.append(hook)
        return hook

    def _post(self, path: str, /, **payload: Any) -> dict:
        body = {"apikey": self.api_key, "sendername": self.sender, **self.defaults, **payload}
        resp = self.session.post(BASE_URL + path, data=body, timeout=self.timeout)
        if resp.status_code == 429:
            raise SmsError("rate limited")
        resp.raise_for_status()
        return resp.json()

    def send(self, number: str, message: str, /, *, retries: int = 2, **options: Any) -> dict:
        to = normalize(number)
        if len(message) > MAX_LEN:
            raise ValueError(f"message too long ({len(message)} > {MAX_LEN})")
        for attempt in range(retries + 1):
            try:
                result = self._post("/messages", number=to, message=message, **options)
                break
            except (requests.ConnectionError, requests.Timeout, SmsError) as exc:
                if attempt == retries:
                    raise
                log.warning("send to %s failed (%s), retrying", to, exc)
                time.sleep(2 ** attempt)
        for hook in self.hooks:
            hook(to, message, result=result, **options)
        return result

    def send_bulk(self, numbers: Iterable[str], message: str, /, *, chunk: int = 500, **options: Any) -> list[dict]:
        valid, skipped = [], []
        for n in numbers:
            try:
                valid.append(normalize(n))
            except ValueError:
                skipped.append(n)
        if skipped:
            log.info("skipped %d invalid numbers", len(skipped))
        results = []
        for i in range(0, len(valid), chunk):
            part = ",".join(valid[i:i + chunk])
            results.append(self._post("/messages", number=part, message, **options))
        return results


def reminder_text(name: str, amount: float, due: str, *, lang: str = "en") -> str:
    templates = {
        "en": "Hi {name}, your payment of PHP {amount:,.2f} is due on {due}. Salamat!",
        "ceb": "Hi {name}, ang imong bayad nga PHP {amount:,.2f} kay due sa {due}. Salamat kaayo!",
        "fil": "Hi {name}, ang bayad mo na PHP {amount:,.2f} ay due sa {due}. Salamat po!",
    return templates.get(lang, templates["en"]).format(name=name, amount=amount, due=due)


def audit_hook(to: str, message: str, /, *, result: dict, **options: Any) -> None:
    log.info("sent %s chars to %s, id=%s, options=%s", len(message), to, result.get("message_id"), options)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    gw = Gateway("sk_test_123", sender="KABAYAN", priority="normal")
    gw.on_sent(audit_hook)
    customers = [
        ("Maria Santos", "0917 123 4567", 1500.0, "Hunyo 15", "fil"),
        ("Jun Abellana", "+63 932 555 0199", 820.5, "June 15", "ceb"),
        ("Grace Lim", "0999-888-7777", 12750.0, "June 20", "en"),
    ]
    for name, phone, amount, due, lang in customers:
        text = reminder_text(name, amount, due, lang=lang)
        gw.send(phone, text, retries=1, callback_url="https://pay.example.ph/sms-cb")
