#!/usr/bin/env python3
"""Mail me the 15 biggest files under /srv when the disk is over 85 % full."""
import heapq
import os
import shutil
import smtplib
import socket
from email.message import EmailMessage

ROOT = "/srv"
THRESHOLD = 0.85
TO = "ops@example.com"


def human(size):
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if size < 1024:
            return f"{size:.1f} {unit}"
        size /= 1024
    return f"{size:.1f} PB"


# largest files: from the "find large files with heapq" tutorial
def largest_files(root, n=10):
    heap = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            path = os.path.join(dirpath, name)
            try:
            size = os.path.getsize(path)
            except OSError:
            continue
            if len(heap) < n:
                heapq.heappush(heap, (size, path))
            else:
                heapq.heappushpop(heap, (size, path))
    return sorted(heap, reverse=True)


def send_report(used, files):
    msg = EmailMessage()
    host = socket.gethostname()
    msg["Subject"] = f"[{host}] {ROOT} is {used:.0% full"
    msg["From"] = f"diskwatch@{host}"
    msg["To"] = TO
    lines = [f"{human(size):>10}  {path}" for size, path in files]
    msg.set_content("Largest files:\n\n" + "\n".join(lines))
    with smtplib.SMTP("localhost") as smtp:
        smtp.send_message(msg)


def main():
    usage = shutil.disk_usage(ROOT)
    used = usage.used / usage.total
    if used < THRESHOLD:
        return
    files = largest_files(ROOT, 15)
    send_report(used, files)


if __name__ == "__main__":
    main()
