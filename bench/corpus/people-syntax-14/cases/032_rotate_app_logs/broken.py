#!/usr/bin/env python3
# Ротация логов приложений: сжимаем старые, удаляем совсем старые, шлём отчёт в Telegram.
# Запускается из cron в 03:15. Раньше был rotate.sh, переписал на python (Сергей).
import gzip
import os
import shutil
import socket
import sys
import time
from pathlib import Path

import requests

LOG_DIRS = [
    "/var/log/app/api",
    "/var/log/app/worker",
    "/var/log/app/scheduler",
]
COMPRESS_AFTER_DAYS = 1
DELETE_AFTER_DAYS = 30
MIN_FREE_GB = 5
TG_TOKEN = os.environ.get("TG_TOKEN", "")
TG_CHAT = os.environ.get("TG_CHAT", "")

now = time.time()
stats = {"compressed": 0, "deleted": 0, "freed": 0, "errors": 0}


def age_days(p):
    return (now - p.stat().st_mtime) / 86400


def compress(p):
    gz = p.with_suffix(p.suffix + ".gz")
    with open(p, "rb") as src, gzip.open(gz, "wb", compresslevel=6) as dst:
        shutil.copyfileobj(src, dst)
    shutil.copystat(p, gz)
    before = p.stat().st_size
    p.unlink()
    stats["compressed"] += 1
    stats["freed"] += before - gz.stat().st_size


def free_gb(path):
    st = os.statvfs(path)
    return st.f_bavail * st.f_frsize / 1024**3


def notify(text):
    if not TG_TOKEN or not TG_CHAT:
        print(text)
        return
    requests.post(
        f"https://api.telegram.org/bot{TG_TOKEN}/sendMessage",
        data={"chat_id": TG_CHAT, "text": text},
        timeout=10,
    )


for d in LOG_DIRS:
    base = Path(d)
    if not base.is_dir():
        print(f"нет каталога {d}, пропускаю", file=sys.stderr)
        continue
    for p in sorted(base.glob("*.log.*")):
        try:
            if p.suffix == ".gz":
                if age_days(p) > DELETE_AFTER_DAYS:
                    stats["freed"] += p.stat().st_size
                    p.unlink()
                    stats["deleted"] += 1
            elif age_days(p) > COMPRESS_AFTER_DAYS:
                compress(p)
        # except OSError as e:
        #     stats["errors"] += 1
        #     print(f"ошибка {p}: {e}", file=sys.stderr)

free = free_gb("/var/log")
host = socket.gethostname()
report = (
    f"🧹 {host}: сжато {stats["compressed"]}, удалено {stats['deleted']}, "
    f"освобождено {stats['freed'] / 1024**2:.0f} МБ, ошибок {stats['errors']}\n"
    f"свободно на /var/log: {free:.1f} ГБ"
)
if free < MIN_FREE_GB || stats["errors"] > 0:
    report = "⚠️ " + report
notify(report)
sys.exit(1 if stats["errors"] else 0)
