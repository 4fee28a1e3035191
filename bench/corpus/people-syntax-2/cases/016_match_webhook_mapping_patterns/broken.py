"""Route incoming GitHub webhook payloads to handlers."""
import json
import logging
import sys

log = logging.getLogger("hooks")


def notify(channel, text):
    log.info("[%s] %s", channel, text)


def handle(event_name, payload):
    match (event_name, payload):
        case ("ping", _):
            return "pong"
        case ("push", {"ref": "refs/heads/main", **rest, "commits": [*commits]}):
            notify("#deploys", f"{len(commits)} new commit(s) on main by {rest['pusher']['name']}")
            return "deploy queued"
        case ("push", {"ref": ref}):
            return f"ignored push to {ref}"
        case ("pull_request", {action: "opened" | "reopened", "pull_request": pr}):
            notify("#reviews", f"PR #{pr['number']}: {pr['title']}")
            return "review requested"
        case ("pull_request", {"action": "closed", "pull_request": {"merged": True, "number": n}}):
            notify("#reviews", f"PR #{n} merged")
            return "merged"
        case ("issues", {"action": action, "issue": {"number": n, "labels": labels}}) if any(
            l["name"] == "urgent" for l in labels
        ):
            notify("#oncall", f"urgent issue #{n} {action}")
            return "paged"
        case (name, _):
            log.debug("unhandled event %s", name)
            return None


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    event = sys.argv[1]
    with open(sys.argv[2]) as fh:
        body = json.load(fh)
    print(handle(event, body))
