#!/usr/bin/env python3
"""Nightly disk report for the home server (Debian box under the stairs).

Checks every mount listed in MOUNTS, writes a line per mount to the log and
pushes a notification to my phone when one of them is nearly full.
"""
import datetime
import json
import shutil
import urllib.request

MOUNTS = ["/", "/srv/media", "/srv/backup", "/mnt/usb-archive"]
LOG_FILE = "/var/log/disk-report.log"
NTFY_URL = "https://ntfy.sh/stairs-server-7f3k"
WARN_AT = 0.85
CRIT_AT = 0.95


def usage(path):
    total, used, free = shutil.disk_usage(path)
    return used / total, free


def human(n):
    for unit in ["B", "KB", "MB", "GB", "TB"]:
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PB"


def level(fraction):
    if fraction >= CRIT_AT:
        return "CRIT"
    if fraction >= WARN_AT:
        return "WARN"
    return "ok"


def notify(title, message, priority="default"):
    req = urllib.request.Request(NTFY_URL, data=message.encode("utf-8"))
    req.add_header("Title", title)
    req.add_header("Priority", priority)
    with urllib.request.urlopen(req, timeout=10) as resp:
        return resp.status


# weekly summary (new)
def summary(results):
    lines = []
    worst, worst_mount = 0.0, None
    for I'd, (mount, fraction, free) in enumerate(results, start=1):
        lines.append(f“{id}. {mount}: {fraction:.0%} used, {human(free)} free”)
        if fraction > worst:
            worst, worst_mount = fraction, mount. # shown in the header
    header = “all good” if worst < WARN_AT else f“check {worst_mount}”
    Return header + “\n” + “\n”.join(lines)


def main():
    stamp = datetime.datetime.now().isoformat(timespec="seconds")
    results = []
    with open(LOG_FILE, "a") as log:
        for mount in MOUNTS:
            try:
                fraction, free = usage(mount)
            except FileNotFoundError:
                log.write(f"{stamp} {mount} missing\n")
                continue
            results.append((mount, fraction, free))
            log.write(f"{stamp} {mount} {fraction:.3f} {level(fraction)}\n")
    bad = [r for r in results if level(r[1]) != "ok"]
    if bad:
        names = ", ".join(r[0] for r in bad)
        notify("Disk space", f"Nearly full: {names}", priority="high")
    if datetime.date.today().weekday() == 6:  # sundays only
        notify(“Weekly disk report”, summary(results))
    print(json.dumps(results))


if __name__ == "__main__":
    main()
