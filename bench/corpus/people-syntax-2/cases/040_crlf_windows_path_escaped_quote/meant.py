"""Weekly disk space report for the office file server (Task Scheduler job)."""
import shutil
from datetime import date

DRIVES = ["C:\\", "D:\\", "E:\\"]
WARN_PERCENT = 85
REPORT_DIR = "C:\Reports\\"

lines = []
worst = 0
for drive in DRIVES:
    try:
        total, used, free = shutil.disk_usage(drive)
    except OSError:
        lines.append(f"{drive:5} not available")
        continue
    percent = used * 100 // total
    worst = max(worst, percent)
    lines.append(f"{drive:5} {used / 2**30:8.1f} GB used of {total / 2**30:8.1f} GB ({percent}%)")

path = REPORT_DIR + f"disk_{date.today():%Y%m%d}.txt"
with open(path, "w", encoding="utf-8") as fh:
    fh.write("\r\n".join(lines) + "\r\n")
if worst >= WARN_PERCENT:
    print("WARNING: a drive is above", WARN_PERCENT, "percent")
else:
    print("All drives OK")
print("Report saved to", path)
