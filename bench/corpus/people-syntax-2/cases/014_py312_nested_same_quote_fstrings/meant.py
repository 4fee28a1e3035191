"""Print a Markdown summary of open pull requests from `gh pr list --json ...` output."""
import json
import sys
from datetime import datetime, timezone


def age_days(iso):
    created = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return (datetime.now(timezone.utc) - created).days


def pr_line(pr):
    labels = [l["name"] for l in pr["labels"]]
    flag = " :warning:" if age_days(pr["createdAt"]) > 14 else ""
    return (f"- #{pr['number']} **{pr['title']}** by @{pr['author']['login']}"
            f" ({age_days(pr['createdAt'])}d){flag}"
            + (f" [{', '.join(labels)}]" if labels else ""))


def main(path):
    with open(path, encoding="utf-8") as fh:
        prs = json.load(fh)
    drafts = [p for p in prs if p["isDraft"]]
    ready = [p for p in prs if not p["isDraft"]]
    print(f"## Open pull requests ({len(prs)})")
    print()
    print(f"### Ready for review ({len(ready)})")
    for pr in sorted(ready, key=lambda p: p["createdAt"]):
        print(pr_line(pr))
    if drafts:
        print()
        print(f"### Drafts ({len(drafts)})")
        for pr in drafts:
            print(pr_line(pr))
    stale = [p for p in prs if age_days(p["createdAt"]) > 14]
    if stale:
        print()
        print(f"{len(stale)} PRs are older than two weeks: "
              + ", ".join(f"#{p['number']}" for p in stale))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "prs.json")
