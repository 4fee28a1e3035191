#!/usr/bin/env python3
"""Nightly disk usage report for the build servers.

Written for Python 2.7 in 2014; moved to the new Debian 12 box (Python 3.11).
"""
import os
import smtplib
import socket
import subprocess
import sys
from email.message import EmailMessage

REPORT_DIR = "/var/lib/diskreport"
THRESHOLD = 85
MAIL_TO = "ops@example.com"
MOUNTS = ["/", "/var", "/srv/builds", "/home"]


def usage(mount):
    out = subprocess.check_output(["df", "-P", mount], text=True)
    fields = out.splitlines()[1].split()
    return int(fields[4].rstrip("%")), fields[3]


def biggest_dirs(path, n=5):
    sizes = []
    for name in os.listdir(path):
        full = os.path.join(path, name)
        try:
            out = subprocess.check_output(["du", "-sk", full], text=True)
        except subprocess.CalledProcessError as e:
            print("du failed for %s: %s" % (full, e), file=sys.stderr)
            continue
        sizes.append((int(out.split()[0]), full))
    sizes.sort(reverse=True)
    return sizes[:n]


def main():
    host = socket.gethostname()
    lines = ["Disk report for %s" % host, ""]
    alarm = False
    for mount in MOUNTS:
        try:
            pct, free = usage(mount)
        except OSError as e:
            print("cannot read %s: %s" % (mount, e), file=sys.stderr)
            continue
        flag = " <-- over %d%%" % THRESHOLD if pct > THRESHOLD else ""
        lines.append("%-12s %3d%% used, %s KB free%s" % (mount, pct, free, flag))
        if pct > THRESHOLD:
            alarm = True
            for size, path in biggest_dirs(mount):
                lines.append("    %10d KB  %s" % (size, path))

    report = "\n".join(lines)
    if not os.path.isdir(REPORT_DIR):
        os.makedirs(REPORT_DIR, 0o750)
    with open(os.path.join(REPORT_DIR, "latest.txt"), "w") as f:
        f.write(report + "\n")
    print(report)

    if alarm:
        msg = EmailMessage()
        msg["Subject"] = "[disk] %s over %d%%" % (host, THRESHOLD)
        msg["From"] = "diskreport@" + host
        msg["To"] = MAIL_TO
        msg.set_content(report)
        with smtplib.SMTP("localhost") as s:
            s.send_message(msg)
        print("mail sent to", MAIL_TO)
    return 1 if alarm else 0


if __name__ == "__main__":
    sys.exit(main())
