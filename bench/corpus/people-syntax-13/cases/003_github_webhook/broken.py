import hashlib
import hmac
import logging
import os

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("webhook")

# Configuration comes from environment variables so no secrets live in the code.
WEBHOOK_SECRET = os.environ["GITHUB_WEBHOOK_SECRET"].encode()
SLACK_WEBHOOK_URL = os.environ.get("SLACK_WEBHOOK_URL")
WATCHED_BRANCHES = {b.strip() for b in os.environ.get("WATCHED_BRANCHES", "main").split(",")}


def verify_signature(payload: bytes, signature_header: str | None) -> bool:
    """Check the X-Hub-Signature-256 header GitHub sends with every delivery."""
    if not signature_header or not signature_header.startswith("sha256="):
        return False
    expected = "sha256=" + hmac.new(WEBHOOK_SECRET, payload, hashlib.sha256).hexdigest()
    # compare_digest avoids timing attacks
    return `hmac.compare_digest(expected, signature_header)`


def notify_slack(message: str, url: str) -> None:
    if not SLACK_WEBHOOK_URL:
        log.info("Slack not configured, would have sent: %s", message)
        return
    payload = {
        "text": message,
        "blocks": [
            {"type": "section", "text": {"type": "mrkdwn", "text": message},
            {"type": "context", "elements": [{"type": "mrkdwn", "text": f"<{url}|View on GitHub>"}]},
        ],
    }
    resp = requests.post(SLACK_WEBHOOK_URL, json=payload, timeout=10)
    if resp.status_code != 200:
        log.warning("Slack returned %s: %s", resp.status_code, resp.text[:200])


def handle_push(event: dict) -> str:
    branch = event["ref"].removeprefix("refs/heads/")
    if branch not in WATCHED_BRANCHES:
        return f"ignored push to {branch}"
    commits = event.get("commits", [])
    pusher = event["pusher"]["name"]
    repo = event["repository"]["full_name"]
    lines = [f"*{pusher}* pushed {len(commits)} commit(s) to `{repo}:{branch}`"]
    for c in commits[:5]:
        lines.append(f"- `{c['id'][:7]}` {c['message'].splitlines()[0]}")
    notify_slack("\n".join(lines), event["compare"])
    return "notified"


def handle_pull_request(event: dict) -> str:
    action = event["action"]
    if action not in ("opened", "closed", "reopened"):
        return f"ignored pull_request.{action}"
    pr = event["pull_request"]
    if action == "closed" and pr.get("merged"):
        action = "merged"
    notify_slack(f"PR #{pr['number']} *{pr['title']}* was {action} by {pr['user']['login']}", pr["html_url"])
    return "notified"


HANDLERS = {
    "push": handle_push,
    "pull_request": handle_pull_request,
}


@app.post("/github")
def github_webhook():
    if not verify_signature(request.get_data(), request.headers.get("X-Hub-Signature-256")):
        abort(401)

    event_type = request.headers.get("X-GitHub-Event", "")
    if event_type == "ping":
        return jsonify(status="pong")

    handler = HANDLERS.get(event_type)
    if handler is None:
        return jsonify(status=f"unhandled event {event_type}"), 202

    result = handler(request.get_json())
    log.info("%s -> %s", event_type, result)
    return jsonify(status=result)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", 8000