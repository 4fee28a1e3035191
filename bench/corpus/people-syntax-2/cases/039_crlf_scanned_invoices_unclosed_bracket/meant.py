"""Rename scanned invoices from the scanner's names to INV_<date>_<n>.pdf."""
import os
import re
import sys
from datetime import datetime

SCAN_DIR = r"C:\Users\office\Documents\Scans"
PATTERN = re.compile(r"^SCAN_(\d{8})_(\d{6})\.pdf$", re.IGNORECASE)


def new_names(folder):
    files = sorted(f for f in os.listdir(folder) if PATTERN.match(f))
    per_day = {}
    plan = []
    for name in files:
        day, time_part = PATTERN.match(name).groups()
        stamp = datetime.strptime(day + time_part, "%Y%m%d%H%M%S")
        per_day[day] = per_day.get(day, 0) + 1
        plan.append((name, f"INV_{stamp:%Y-%m-%d}_{per_day[day]:02d}.pdf"))
    return plan


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else SCAN_DIR
    plan = new_names(folder)
    if not plan:
        print("Nothing to rename in", folder)
        return
    for old, new in plan:
        print(f"{old:32} -> {new}")
    if input("Rename these files? [y/N] ").strip().lower() != "y":
        return
    for old, new in plan:
        target = os.path.join(folder, new)
        if os.path.exists(target):
            print("skipped, already exists:", new)
            continue
        os.rename(os.path.join(folder, old), target)
    input("Done. Press Enter to close this window.")


if __name__ == "__main__":
    main()
