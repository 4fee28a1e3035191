#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Отчёт по неудачным SSH-входам за сутки + список IP для блокировки.

Читает /var/log/auth.log и ротированные auth.log.N(.gz), считает попытки
по IP и по логинам, печатает отчёт и (с флагом --nft) команды для nftables.
Запуск из cron в 06:00, вывод уходит письмом через MAILTO.

    А. Кузнецов, админ, Новосибирск
"""
import argparse
import gzip
import ipaddress
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from pathlib import Path

LOG_DIR = Path("/var/log")
WHITELIST = ["10.0.0.0/8", "192.168.0.0/16", "185.71.66.0/24"]   # офис и VPN
THRESHOLD = 20

RE_FAILED = re.compile(
    r"""
    ^(?P<month>\w{3})\s+(?P<day>\d{1,2})\s(?P<time>\d\d:\d\d:\d\d)\s  # Jan  5 06:25:01
    \S+\s sshd\[\d+\]:\s
    (?:Failed\ password|Invalid\ user|Connection\ closed\ by\ invalid\ user)
    .*?
    (?:for\ (?:invalid\ user\ )?(?P<user>\S+)\ )?
    from\ (?P<ip>[0-9a-fA-F:.]+)
    """,
    re.VERBOSE,
RE_ACCEPTED = re.compile(r"Accepted (?:password|publickey) for (?P<user>\S+) from (?P<ip>\S+)")


def log_files():
    files = sorted(LOG_DIR.glob("auth.log*"), key=lambda p: p.stat().st_mtime)
    return [f for f in files if f.stat().st_mtime > (datetime.now() - timedelta(days=2)).timestamp()]


def read_lines(path):
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8", errors="replace") as f:
        yield from f


def in_whitelist(ip, networks):
    try:
        addr = ipaddress.ip_address(ip)
    except ValueError:
        return False
    return any(addr in net for net in networks)


def parse(since):
    networks = [ipaddress.ip_network(n) for n in WHITELIST]
    by_ip = Counter()
    users_by_ip = defaultdict(Counter)
    accepted = []
    year = datetime.now().year
    for path in log_files():
        for line in read_lines(path):
            m = RE_FAILED.search(line)
            if m:
                stamp = datetime.strptime(f"{year} {m['month']} {m['day']} {m['time']}", "%Y %b %d %H:%M:%S")
                if stamp < since or in_whitelist(m["ip"], networks):
                    continue
                by_ip[m["ip"]] += 1
                users_by_ip[m["ip"]][m["user"] or "?"] += 1
                continue
            a = RE_ACCEPTED.search(line)
            if a and not in_whitelist(a["ip"], networks):
                accepted.append((a["user"], a["ip"], line[:15]))
    return by_ip, users_by_ip, accepted


def report(by_ip, users_by_ip, accepted):
    out = []
    out.append("=== Неудачные входы SSH за последние 24 часа ===")
    out.append(f"Всего попыток: {sum(by_ip.values())}, уникальных IP: {len(by_ip)}")
    out.append("")
    out.append(f"{'IP':<40} {'попыток':>8}  логины")
    for ip, n in by_ip.most_common(30):
        logins = ", ".join(f"{u}({c})" for u, c in users_by_ip[ip].most_common(5))
        mark = "  <-- БЛОК" if n >= THRESHOLD else ""
        out.append(f"{ip:<40} {n:>8}  {logins}{mark}")
    if accepted:
        out.append("")
        out.append("!!! Успешные входы с внешних адресов (проверить!):")
        for user, ip, when in accepted:
            out.append(f"    {when}  {user} from {ip}")
    return "\n".join(out)


def nft_commands(by_ip):
    cmds = []
    for ip, n in by_ip.items():
        if n < THRESHOLD:
            continue
        family = "ipv6_addr" if ":" in ip else "ipv4_addr"
        set_name = "ssh_block6" if family == "ipv6_addr" else "ssh_block"
        cmds.append(f"nft add element inet filter {set_name} { {ip} timeout 7d }")
    return cmds


def main():
    ap = argparse.ArgumentParser(description="Отчёт по SSH-атакам")
    ap.add_argument("--hours", type=int, default=24)
    ap.add_argument("--nft", action="store_true", help="напечатать команды nft
                    для блокировки")
    args = ap.parse_args()

    since = datetime.now() - timedelta(hours=args.hours)
    by_ip, users_by_ip, accepted = parse(since)
    print(report(by_ip, users_by_ip, accepted))
    if args.nft:
        print()
        print("# команды для блокировки (проверь перед запуском!)")
        print("\n".join(nft_commands(by_ip)) or "# нечего блокировать")
    return 2 if accepted else 0


if __name__ == "__main__":
    sys.exit(main())
