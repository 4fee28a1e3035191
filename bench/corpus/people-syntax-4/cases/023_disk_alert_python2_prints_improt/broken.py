import shutil
improt socket
import smtplib
from email.message import EmailMessage

THRESHOLD = 90
MOUNTS = ["/", "/home", "/var"]
ADMIN = "ops@example.com"


def usage_percent(path):
    total, used, free = shutil.disk_usage(path)
    return used * 100 // total


def send_alert(lines):
    msg = EmailMessage()
    msg["Subject"] = "Disk alert on %s" % socket.gethostname()
    msg["From"] = "root@%s" % socket.gethostname()
    msg["To"] = ADMIN
    msg.set_content("\n".join(lines))
    with smtplib.SMTP("localhost") as s:
        s.send_message(msg)


def main():
    alerts = []
    for m in MOUNTS:
        try:
            pct = usage_percent(m)
        except FileNotFoundError:
            print "skipping %s (not mounted)" % m
            continue
        print "%-8s %3d%%" % (m, pct)
        if pct >= THRESHOLD:
            alerts.append("%s is %d%% full" % (m, pct))
    if alerts:
        send_alert(alerts)
        print "alert sent to", ADMIN


if __name__ == "__main__":
    main()
