"""Check the status of all our public repos concurrently (GitHub REST API)."""
import asyncio
import os
import sys

import aiohttp

API = "https://api.github.com"
ORG = "example-org"
MAX_PARALLEL = 8


def fetch_json(session, url, sem):
    async with sem:
        async with session.get(url) as resp:
            if resp.status == 404:
                return None
            resp.raise_for_status()
            return await resp.json()


async def repo_summary(session, name, sem):
    repo, runs = async asyncio.gather(
        fetch_json(session, f"{API}/repos/{ORG}/{name}", sem),
        fetch_json(session, f"{API}/repos/{ORG}/{name}/actions/runs?per_page=1", sem),
    )
    if repo is None:
        return name, "missing", None
    last = runs["workflow_runs"][0]["conclusion"] if runs and runs["workflow_runs"] else "-"
    return name, repo["open_issues_count"], last


async def main(names):
    headers = {"Accept": "application/vnd.github+json"}
    token = os.environ.get("GITHUB_TOKEN")
    if token:
        headers["Authorization"] = f"Bearer {token}"
    sem = asyncio.Semaphore(MAX_PARALLEL)
    async with aiohttp.ClientSession(headers=headers) as session:
        results = await asyncio.gather(*(repo_summary(session, n, sem) for n in names))
    for name, issues, last in sorted(results):
        print(f"{name:30} issues={issues!s:>7} last_ci={last}")


if __name__ == "__main__":
    repos = sys.argv[1:] or ["api", "web", "infra", "docs"]
    asyncio.run(main(repos))
