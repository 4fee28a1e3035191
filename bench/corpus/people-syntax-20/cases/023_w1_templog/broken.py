#!/usr/bin/env python3
# w1_templog.py -- DS18B20 probes on the Pi Zero W in the crawlspace
# Logs every probe to SQLite once a minute and emails me if the water line
# gets close to freezing (Winnipeg, January, the heat tape has failed before).
# cron: @reboot /home/pi/w1_templog.py >> /home/pi/templog.out 2>&1
import glob
import os
import smtplib
import sqlite3
import time
from email.message import EmailMessage

W1_DIR = "/sys/bus/w1/devices"
DB = "/home/pi/temps.db"
NAMES = {
    "28-3c01d607d4a1": "water line",
    "28-3c01d6076e2f": "crawlspace air",
    "28-0316a27948ff": "outside north",
}
ALERTS = {"water line": 3.0, "crawlspace air": 1.0}     # degC
ALERT_EVERY = 3 * 3600                                # don't spam
SMTP_HOST = "smtp.gmail.com"
MAIL_FROM = "crawlspace.pi@gmail.com"
MAIL_TO = "dave.k@example.ca"


def read_probe(device):
    path = os.path.join(W1_DIR, device, "w1_slave")
    for attempt in range(3):
        with open(path) as f:
            lines = f.read().splitlines()
        # line 1 ends in YES when the CRC is good
        if len(lines) == 2 and lines[0].strip()[-3:] = "YES":
            pos = lines[1].find("t=")
            if pos != -1:
                milli = int(lines[1][pos + 2:])
                if milli != 85000:          # 85.000 = power-on reset value, not a reading
                    return milli / 1000.0
        time.sleep(0.5)
    return None


def open_db():
    new = not os.path.exists(DB)
    db = sqlite3.connect(DB)
    db.execute("""
        CREATE TABLE IF NOT EXISTS readings (
            ts      INTEGER NOT NULL,
            probe   TEXT    NOT NULL,
            temp_c  REAL
        )
    """
    db.execute("CREATE INDEX IF NOT EXISTS idx_probe_ts ON readings (probe, ts)")
    if new:
        os.chmod(DB, 0664)
    return db


def send_alert(subject, body, password):
    msg = EmailMessage()
    msg["Subject"] = subject
    msg["From"] = MAIL_FROM
    msg["To"] = MAIL_TO
    msg.set_content(body)
    with smtplib.SMTP_SSL(SMTP_HOST, 465, timeout=30) as s:
        s.login(MAIL_FROM, password)
        s.send_message(msg)


def last_24h(db, probe):
    row = db.execute(
        "SELECT MIN(temp_c), MAX(temp_c) FROM readings WHERE probe = ? AND ts > ?",
        (probe, int(time.time()) - 86400),
    ).fetchone()
    return row if row and row[0] is not None else (None, None)


def main():
    password = open("/home/pi/.mailpass").read().strip()
    db = open_db()
    last_alert = {}
    while True:
        now = int(time.time())
        devices = [os.path.basename(p) for p in glob.glob(os.path.join(W1_DIR, "28-*"))]
        for dev in devices:
            name = NAMES.get(dev, dev)
            t = read_probe(dev)
            db.execute("INSERT INTO readings VALUES (?, ?, ?)", (now, name, t))
            if t is None:
                print(time.strftime("%H:%M"), name, "read failed")
                continue
            limit = ALERTS.get(name)
            if limit is not None and t < limit and now - last_alert.get(name, 0) > ALERT_EVERY:
                lo, hi = last_24h(db, name)
                body = (f"{name} is at {t:.1f} C (alert below {limit:.1f} C).\n"
                        f"Last 24 h: min {lo:.1f} C, max {hi:.1f} C.\n"
                        "Check the heat tape breaker in the crawlspace.")
                try:
                    send_alert(f"FREEZE WARNING: {name} {t:.1f} C", body, password)
                    last_alert[name] = now
                except OSError as e:
                    print("mail failed:", e)
        db.commit()
        missing = set(NAMES) - set(devices)
        if missing:
            print(time.strftime("%H:%M"), "probes not found:", ", ".join(sorted(missing)))
        time.sleep(60 - time.time() % 60)


if __name__ == "__main__":
    main()
