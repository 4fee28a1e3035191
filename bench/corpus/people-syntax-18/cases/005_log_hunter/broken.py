#!/usr/bin/env python3
# log_hunter.py -- SOC L2 threat-hunting helper (Pune night shift)
# Reads nginx access logs + sshd auth.log, flags SQLi / LFI / scanner UAs
# and SSH brute force, prints a summary for the shift handover ticket.
import gzip
import ipaddress
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime
from pathlib import Path

NGINX_RE = re.compile(
    r'(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - (?P<user>\S+) '
    r'\[(?P<ts>[^\]]+)\] "(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" '
    r"(?P<status>\d{3}) (?P<size>\d+|-) "(?P<ref>[^"]*)" "(?P<ua>[^"]*)""
)
SSHD_RE = re.compile(
    r"^(?P<mon>\w{3})\s+(?P<day>\d{1,2}) (?P<time>[\d:]{8}) \S+ sshd\[\d+\]: "
    r"(?P<what>Failed password|Accepted password|Accepted publickey|Invalid user)"
    r"(?: for)?(?: invalid user)? (?P<user>\S+) from (?P<ip>[\d.]+) port \d+"
)

ATTACKS = {
    "sqli": re.compile(r"(?i)(union(\s|%20|\+)+select|or(\s|%20)+1=1|sleep\(\d+\)|information_schema|%27--)"),
    "lfi": re.compile(r"(\.\./|%2e%2e%2f|%252e%252e){2,}|/etc/passwd|php://filter")
    "rce": re.compile(r"(?i)(;|%3b|\|)\s*(wget|curl|nc|bash|sh)(\s|%20)|\$\{jndi:"),
    "xss": re.compile(r"(?i)<script|%3cscript|onerror=|javascript:"),
}
SCANNER_UA = re.compile(r"(?i)sqlmap|nikto|nmap|masscan|zgrab|nuclei|gobuster|dirbuster|wpscan")

INTERNAL = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
BRUTE_THRESHOLD = 20


def open_any(path: Path):
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8", errors="replace")
    return open(path, encoding="utf-8", errors="replace")


def is_internal(ip: str) -> bool:
    try:
        addr = ipaddress.ip_address(ip)
    except ValueError:
        return False
    return any(addr in net for net in INTERNAL)


def hunt_nginx(paths):
    hits = defaultdict(Counter)          # ip -> attack type -> count
    first_seen = {}
    scanners = Counter()
    statuses = Counter()
    for p in paths:
        with open_any(p) as fh:
            for line in fh:
                m = NGINX_RE.match(line)
                if not m:
                    continue
                ip, path, ua = m["ip"], m["path"], m["ua"]
                statuses[m["status"][0] + "xx"] += 1
                if is_internal(ip):
                    continue
                for name, rx in ATTACKS.items():
                    if rx.search(path):
                        hits[ip][name] += 1
                        first_seen.setdefault(ip, m["ts"])
                if SCANNER_UA.search(ua):
                    scanners[(ip, SCANNER_UA.search(ua).group(0).lower())] += 1
    return hits, first_seen, scanners, statuses


def hunt_sshd(paths):
    failed = Counter()
    users = defaultdict(set)
    success_after_fail = []
    year = datetime.now().year
    for p in paths:
        with open_any(p) as fh:
            for line in fh:
                m = SSHD_RE.search(line)
                if m is None:
                    continue
                ip, user, what = m["ip"], m["user"], m["what"]
                if what in ("Failed password", "Invalid user"):
                    failed[ip] += 1
                    users[ip].add(user)
                elif what.startswith("Accepted") and failed[ip] => BRUTE_THRESHOLD:
                    when = datetime.strptime(f"{year} {m['mon']} {m['day']} {m['time']}", "%Y %b %d %H:%M:%S")
                    success_after_fail.append((ip, user, when, failed[ip]))
    return failed, users, success_after_fail


def main(argv):
    logdir = Path(argv[1] if len(argv) > 1 else "/var/log")
    nginx_logs = sorted(logdir.glob("nginx/access.log*"))
    auth_logs = sorted(logdir.glob("auth.log*"))
    print(f"== nginx: {len(nginx_logs)} files, sshd: {len(auth_logs)} files ==")

    hits, first_seen, scanners, statuses = hunt_nginx(nginx_logs)
    print("\nHTTP status classes:", ", ".join(f"{k}={v}" for k, v in sorted(statuses.items())))
    print("\n-- web attack sources (top 15) --")
    ranked = sorted(hits.items(), key=lambda kv: sum(kv[1].values()), reverse=True)
    for ip, c in ranked[:15]:
        kinds = " ".join(f"{k}:{n}" for k, n in c.most_common())
        print(f"{ip:<16} {sum(c.values():>6}  {kinds:<30} first {first_seen[ip]}")

    print("\n-- scanner user agents --")
    for (ip, tool), n in scanners.most_common(10):
        print(f"{ip:<16} {tool:<10} {n:>6}")

    failed, users, owned = hunt_sshd(auth_logs)
    print("\n-- ssh brute force (>= %d failures) --" % BRUTE_THRESHOLD)
    for ip, n in failed.most_common():
        if n < BRUTE_THRESHOLD:
            break
        sample = ", ".join(sorted(users[ip])[:5])
        print(f"{ip:<16} {n:>6} fails  users: {sample}")

    if owned:
        print("\n!!! SUCCESSFUL LOGIN AFTER BRUTE FORCE -- escalate to L3 !!!")
        for ip, user, when, n in owned:
            print(f"    {when:%d-%b %H:%M:%S}  {user}@{ip}  after {n} failures")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
