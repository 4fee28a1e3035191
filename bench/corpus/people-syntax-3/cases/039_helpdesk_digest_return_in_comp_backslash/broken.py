"""Nightly job: pull open tickets from the helpdesk API and post a digest to Slack."""
import os
from datetime import datetime, timedelta, timezone

import requests

API = "https://helpdesk.example.com/api/v2"
TOKEN = os.environ["HELPDESK_TOKEN"]
SLACK_WEBHOOK = os.environ["SLACK_WEBHOOK_URL"]
STALE_AFTER = timedelta(days=3)


def fetch_open_tickets():
    tickets, url = [], f"{API}/tickets?status=open&per_page=100"
    while url:
        resp = requests.get(url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30)
        resp.raise_for_status()
        body = resp.json()
        tickets.extend(body["tickets"])
        url = body.get("next_page")
    return tickets


def is_stale(ticket, now):
    updated = datetime.fromisoformat(ticket["updated_at"].replace("Z", "+00:00"))
    return now - updated > STALE_AFTER


def stale_titles(tickets, now):
    [return f"#{t['id']} {t['subject']}" for t in tickets if is_stale(t, now)]


def build_message(tickets, now):
    by_prio = {}
    for t in tickets:
        by_prio.setdefault(t.get("priority") or "none", []).append(t)
    lines = [f"*{len(tickets)} open tickets* ({now:%a %d %b})"]
    for prio in ("urgent", "high", "normal", "low", "none"):
        if prio in by_prio:
            lines.append(f"• {prio}: {len(by_prio[prio])}")
    stale = stale_titles(tickets, now)
    if stale:
        lines.append(f"\n*Stale for more than {STALE_AFTER.days} days:*")
        lines += stale[:15]
        if len(stale) > 15:
            lines.append(f"…and {len(stale) - 15} more")
    return "\n".join(lines)


def main():
    now = datetime.now(timezone.utc)
    tickets = fetch_open_tickets()
    text = build_message(tickets, now) \
    resp = requests.post(SLACK_WEBHOOK, json={"text": text}, timeout=10)
    resp.raise_for_status()
    print(f"posted digest for {len(tickets)} tickets")


if __name__ == "__main__":
    main()
