"""Nightly rsync of the project shares to the NAS, with a simple lock file."""
import datetime
import os
import subprocess
import sys

SHARES = ["/srv/projects", "/srv/design", "/srv/finance"]
TARGET = "backup@nas.local:/volume1/backups"
LOCK = "/tmp/nightly_backup.lock"
EXCLUDES = ["*.tmp", ".DS_Store", "node_modules/", "__pycache__/"]


def rsync_command(share):
    excludes = " ".join("--exclude=" + e for e in EXCLUDES)
    dest = TARGET + "/" + os.path.basename(share)
    return "rsync -az --delete --partial " + \ excludes + " " + \
           share + "/ " + dest


def should_run(now):
    # skip weekends unless FORCE is set
    return now.weekday() < 5 or \
        os.environ.get("FORCE") == "1"


def main():
    now = datetime.datetime.now()
    if not should_run(now):
        print("weekend, skipping (set FORCE=1 to override)")
        return 0
    if os.path.exists(LOCK) and
            now.timestamp() - os.path.getmtime(LOCK) < 6 * 3600:
        print("another backup is still running", file=sys.stderr)
        return 1
    open(LOCK, "w").close()
    failures = 0
    try:
        for share in SHARES:
            cmd = rsync_command(share)
            print(now.strftime("%H:%M:%S"), cmd)
            result = subprocess.run(cmd, shell=True)
            if result.returncode != 0:
                failures += 1
    finally:
        os.remove(LOCK)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
