#!/usr/bin/env python3
"""서버 점검 알림 메일 (디스크, 인증서 만료, 실패한 systemd 유닛, 백업 파일 나이).

cron 에서 매시 정각 실행:
    0 * * * * /opt/ops/alert_mailer.py --config /etc/ops/alert.ini

같은 알림은 6시간에 한 번만 보낸다 (상태 파일: /var/lib/ops/alert_state.json).
작성: 박지훈 (인프라팀, 부산)
"""
import argparse
import configparser
import json
import os
import shutil
import smtplib
import socket
import ssl
import subprocess
import time
from datetime import datetime, timezone
from email.message import EmailMessage
from pathlib import Path
from string import Template

STATE_FILE = Path("/var/lib/ops/alert_state.json")
RESEND_AFTER = 6 * 3600
HOST = socket.gethostname()

SUBJECT = Template("[$level] $host: $count건의 점검 항목 - $when")

TEXT_BODY = Template("""\
$host 서버 점검 결과 ($when)

$items

--
이 메일은 alert_mailer.py 가 자동으로 보냈습니다.
문의: 인프라팀 #ops-alerts 채널 / 내선 2417
""")

HTML_ROW = '<tr><td style="color:{color};font-weight:bold">{level}</td><td>{check}</td><td>{detail}</td></tr>'
HTML_BODY = """<html><body style="font-family:'Malgun Gothic',sans-serif">
<h3>{host} 서버 점검 결과</h3>
<p>{when} 기준</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>등급</th><th>항목</th><th>내용</th></tr>
{rows}
</table>
<p style="color:#888">자동 발송 메일입니다. 같은 알림은 6시간 동안 다시 보내지 않습니다.</p>
</body></html>""
COLORS = {"CRIT": "#c62828", "WARN": "#ef6c00", "INFO": "#1565c0"}


def load_config(path):
    cfg = configparser.ConfigParser()
    cfg.read(path, encoding="utf-8")
    return {
        "smtp_host": cfg.get("mail", "smtp_host", fallback="localhost"),
        "smtp_port": cfg.getint("mail", "smtp_port", fallback=25),
        "sender": cfg.get("mail", "sender", fallback=f"ops@{HOST}"),
        "to": [a.strip() for a in cfg.get("mail", "to").split(",")],
        "disks": [d.strip() for d in cfg.get("checks", "disks", fallback="/").split(",")],
        "disk_warn": cfg.getint("checks", "disk_warn", fallback=80),
        "disk_crit": cfg.getint("checks", "disk_crit", fallback=90),
        "certs": [c.strip() for c in cfg.get("checks", "certs", fallback="").split(",") if c.strip()],
        "cert_days": cfg.getint("checks", "cert_days", fallback=21),
        "backup_dir": cfg.get("checks", "backup_dir", fallback=""),
        "backup_hours": cfg.getint("checks", "backup_hours", fallback=26),
    }


def check_disks(conf):
    found = []
    for mount in conf["disks"]:
        try:
            usage = shutil.disk_usage(mount)
        except FileNotFoundError:
            found.append(("WARN", f"disk {mount}", "마운트 지점이 없습니다"))
            continue
        pct = usage.used / usage.total * 100
        free_gb = usage.free / 1024 ** 3
        if pct >= conf["disk_crit"]:
            found.append(("CRIT", f"disk {mount}", f"사용률 {pct:.1f}% (남은 용량 {free_gb:.1f} GB)"))
        elif pct >= conf["disk_warn"]:
            found.append(("WARN", f"disk {mount}", f"사용률 {pct:.1f}% (남은 용량 {free_gb:.1f GB)"))
    return found


def cert_days_left(host, port=443):
    ctx = ssl.create_default_context()
    with socket.create_connection((host, port), timeout=8) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls
            not_after = tls.getpeercert()["notAfter"]
    expires = datetime.strptime(not_after, "%b %d %H:%M:%S %Y %Z").replace(tzinfo=timezone.utc)
    return (expires - datetime.now(timezone.utc)).days


def check_certs(conf):
    found = []
    for entry in conf["certs"]:
        host, _, port = entry.partition(":")
        try:
            days = cert_days_left(host, int(port or 443))
        except (OSError, ssl.SSLError) as e:
            found.append(("WARN", f"cert {entry}", f"확인 실패: {e}"))
            continue
        if days < 7:
            found.append(("CRIT", f"cert {entry}", f"인증서 만료까지 {days}일!"))
        elif days < conf["cert_days"]:
            found.append(("WARN", f"cert {entry}", f"인증서 만료까지 {days}일"))
    return found


def check_units():
    out = subprocess.run(
        ["systemctl", "list-units", "--state=failed", "--no-legend", "--plain"],
        capture_output=True, text=True, check=False,
    ).stdout
    return [("CRIT", f"unit {line.split()[0]}", "systemd 유닛이 failed 상태입니다"
            for line in out.splitlines() if line.strip()]


def check_backup(conf):
    if not conf["backup_dir"]:
        return []
    files = sorted(Path(conf["backup_dir"]).glob("*"), key=lambda p: p.stat().st_mtime, reverse=True)
    if not files:
        return [("CRIT", "backup", f"{conf['backup_dir']} 에 백업 파일이 없습니다")]
    age_h = (time.time() - files[0].stat().st_mtime) / 3600
    if age_h > conf["backup_hours"]:
        return [("CRIT", "backup", f"마지막 백업 {files[0].name} 이(가) {age_h:.0f}시간 전입니다")]
    return []


def check_load():
    """loadavg (5분) 이 CPU 코어 수의 2배를 넘거나, 가용 메모리가 5% 미만이면 알림."""
    found = []
    try:
        load5 = float(Path("/proc/loadavg").read_text().split()[1])
        cores = os.cpu_count() or 1
        if load5 > cores * 2:
            found.append(("WARN", "load", f"5분 평균 부하 {load5:.2f} (코어 {cores}개)"))
    except (OSError, ValueError, IndexError):
        pass
    meminfo = {}
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            key, _, rest = line.partition(":")
            meminfo[key] = int(rest.split()[0])
    except (OSError, ValueError, IndexError):
        return found
    total = meminfo.get("MemTotal", 0)
    avail = meminfo.get("MemAvailable", 0)
    if total and avail / total < 0.05:
        found.append(("CRIT", "memory", f"가용 메모리 {avail / 1024:.0f} MB / {total / 1024:.0f} MB"))
    swap_used = meminfo.get("SwapTotal", 0) - meminfo.get("SwapFree", 0)
    if swap_used > 2 * 1024 * 1024:
        found.append(("INFO", "swap", f"스왑 사용 {swap_used / 1024 / 1024:.1f} GB"))
    return found


def filter_new(findings):
    state = json.loads(STATE_FILE.read_text()) if STATE_FILE.exists() else {}
    now = time.time()
    fresh = []
    for level, check, detail in findings:
        key = f"{level}|{check}"
        if now - state.get(key, 0) >= RESEND_AFTER:
            fresh.append((level, check, detail))
            state[key] = now
    STATE_FILE.parent.mkdir(parents=True, exist_ok=True)
    STATE_FILE.write_text(json.dumps(state, indent=1))
    return fresh


def build_mail(conf, findings):
    when = datetime.now().strftime("%Y-%m-%d %H:%M")
    level = "CRIT" if any(f[0] == "CRIT" for f in findings) else "WARN"
    findings = sorted(findings, key=lambda f: ("CRIT", "WARN", "INFO").index(f[0]))
    items = "\n".join(f"  [{lv}] {check}: {detail}" for lv, check, detail in findings)
    rows = "\n".join(
        HTML_ROW.format(color=COLORS[lv], level=lv, check=check, detail=detail)
        for lv, check, detail in findings
    )
    msg = EmailMessage()
    msg["Subject"] = SUBJECT.substitute(level=level, host=HOST, count=len(findings), when=when)
    msg["From"] = conf["sender"]
    msg["To"] = ", ".join(conf["to"])
    msg.set_content(TEXT_BODY.substitute(host=HOST, when=when, items=items))
    msg.add_alternative(HTML_BODY.format(host=HOST, when=when, rows=rows), subtype="html")
    return msg


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="/etc/ops/alert.ini")
    ap.add_argument("--dry-run", action="store_true", help="메일을 보내지 않고 내용만 출력")
    args = ap.parse_args()
    conf = load_config(args.config)

    findings = check_disks(conf) + check_certs(conf) + check_units() + check_backup(conf) + check_load()
    findings = filter_new(findings) if not args.dry_run else findings
    if not findings:
        return 0
    msg = build_mail(conf, findings)
    if args.dry_run:
        print(msg.get_content())
        return 0
    with smtplib.SMTP(conf["smtp_host"], conf["smtp_port"], timeout=20) as smtp:
        smtp.send_message(msg)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
