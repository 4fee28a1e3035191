"""Small GitHub helper used by the release script."""
import os

import requests

API = "https://api.github.com"
HEADERS = {
    "Accept": "application/vnd.github+json",
    "X-GitHub-Api-Version": "2022-11-28",
}
if os.environ.get("GITHUB_TOKEN"):
    HEADERS["Authorization"] = f"Bearer {os.environ['GITHUB_TOKEN']}"


<<<<<<< HEAD
def get_json(path, params=None):
    resp = requests.get(f"{API}{path}", headers=HEADERS, params=params, timeout=15)
    resp.raise_for_status()
    return resp.json()
=======
def get_json(path):
    resp = requests.get(API + path, headers=HEADERS)
    resp.raise_for_status()
    return resp.json()
>>>>>>> origin/main


def latest_release(repo):
    return get_json(f"/repos/{repo}/releases/latest")


def merged_pulls_since(repo, since_iso):
    pulls = get_json(
        f"/repos/{repo}/pulls",
        params={"per_page": 100 "state": "closed", "sort": "updated", "direction": "desc"},
    )
    return [p for p in pulls if p.get("merged_at") and p["merged_at"] > since_iso]


def changelog(repo):
    release = latest_release(repo)
    lines = [f"Changes since {release['tag_name']}:", ""]
    for pr in merged_pulls_since(repo, release["published_at"]):
        lines.append(f"- {pr['title']} (#{pr['number']}, @{pr['user']['login']})")
    return "\n".join(lines)


if __name__ == "__main__":
    import sys
    print(changelog(sys.argv[1]))
