"""Weekly Jenkins health report (build infra team, Bengaluru).

Used to be a Groovy script in the Script Console; moving it out so it can run from
cron on the tools box. Pulls job + build data from the Jenkins JSON API, computes
failure rate, flaky jobs, slowest stages, and posts a summary to the Teams channel.
"""
import os
import statistics
import sys
from collections import Counter
from datetime import datetime, timedelta, timezone

import requests

JENKINS = os.environ.get("JENKINS_URL", "https://jenkins.corp.example.in")
AUTH = (os.environ.get("JENKINS_USER", "report-bot"), os.environ.get("JENKINS_TOKEN", ""))
TEAMS_WEBHOOK = os.environ.get("TEAMS_WEBHOOK")
DAYS = 7
FOLDERS = ["payments", "kyc", "mobile-backend", "infra"]

TREE = ("jobs[name,fullName,url,color,"
        "builds[number,result,duration,timestamp,building,url]{0,200}]")


def get(url, **params):
    r = requests.get(url.rstrip("/") + "/api/json", params=params, auth=AUTH, timeout=30)
    r.raise_for_status()
    return r.json()


def jobs_in(folder):
    data = get(f"{JENKINS}/job/{folder}", tree=TREE)
    return data.get("jobs", [])


def recent(builds, since):
    cutoff = since.timestamp() * 1000
    return [b for b in builds if not b.get("building") and b["timestamp"] >= cutoff]


def flaky_score(builds):
    """How often the result flips between SUCCESS and FAILURE, 0..1."""
    results = [b["result"] for b in sorted(builds, key=lambda b: b["number"])
               if b["result"] in ("SUCCESS", "FAILURE")]
    if len(results) < 4:
        return 0.0
    flips = sum(1 for a, b in zip(results, results[1:]) if a != b)
    return flips / (len(results) - 1)


def summarize(folder, since):
    rows = []
    for job in jobs_in(folder):
        builds = recent(job.get("builds", []), since)
        if not builds:
            continue
        results = Counter(b["result"] or "UNKNOWN" for b in builds)
        durations = [b["duration"] / 60000 for b in builds if b["result"] == "SUCCESS"]
        rows.append({
            "job": job["fullName"],
            "url": job["url"],
            "runs": len(builds),
            "failed": results.get("FAILURE", 0),
            "unstable": results.get("UNSTABLE", 0),
            "aborted": results.get("ABORTED", 0),
            "median_min": statistics.median(durations) if durations else None,
            "flaky": flaky_score(builds),
            "last": max(builds, key=lambda b: b["number"])["result"],
        })
    return rows


def fmt_row(r):
    rate = r["failed"] / r["runs"] * 100
    med = f"{r['median_min']:.1f} min" if r["median_min"] is not None else "-"
    return f"| [{r['job']}]({r['url']}) | {r['runs']} | {rate:.0f}% | {med} | {r['flaky']:.2f} | {r['last']} |"


def build_report(all_rows, since):
    total_runs = sum(r["runs"] for r in all_rows)
    total_failed = sum(r["failed"] for r in all_rows)
    worst = sorted(all_rows, key=lambda r: r["failed"] / r["runs"], reverse=True)[:10]
    flaky = [r for r in all_rows if r["flaky"] >= 0.4 and r["runs"] >= 5]
    slow = sorted((r for r in all_rows if r["median_min"]), key=lambda r: r["median_min"], reverse=True)[:5]
    lines = [
        f"## Jenkins weekly report ({since:%d %b} – {datetime.now():%d %b %Y})",
        f"**{total_runs} builds**, {total_failed} failed "
        f"({total_failed / max(total_runs, 1) * 100:.1f}%) across {len(all_rows)} jobs",
        "",
        "### Highest failure rate",
        "| job | runs | fail % | median | flaky | last |",
        "|---|---|---|---|---|---|",
    ]
    lines.extend(fmt_row(r) for r in worst)
    if flaky:
        lines += ["", "### Flaky (result flips often)"]
        lines.extend(f"- {r['job']} (score {r['flaky']:.2f})" for r in flaky)
    lines += ["", "### Slowest (median of green builds)"]
    lines.extend(f"- {r['job']}: {r['median_min']:.1f} min" for r in slow)
    return "\n".join(lines)


def post_to_teams(text):
    if not TEAMS_WEBHOOK:
        print("TEAMS_WEBHOOK not set, printing only")
        return
    r = requests.post(TEAMS_WEBHOOK, json={"text": text}, timeout=30)
    print("Teams:", r.status_code)


def main():
    since = datetime.now(timezone.utc) - timedelta(days=DAYS)
    all_rows = []
    for folder in FOLDERS:
        try:
            all_rows.extend(summarize(folder, since))
        except requests.HTTPError as e:
            print(f"skipping {folder}: {e}", file=sys.stderr)
    if not all_rows:
        print("no builds found")
        return 1
    report = build_report(all_rows, since)
    print(report)
    post_to_teams(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
