#!/usr/bin/env python3
# Vloot-check: uptime, load, schijfruimte en pending updates van alle servers via SSH.
# Vervangt de for-loop met ssh in check_vloot.sh. Dennis, beheer (Utrecht).
import concurrent.futures as cf
import csv
import socket
import sys
import time

import paramiko

HOSTS_FILE = "/etc/vloot/hosts.txt"
SSH_USER = "beheer"
SSH_KEY = "/home/beheer/.ssh/id_ed25519"
TIMEOUT = 8
DISK_WARN = 85

COMMANDS = {
    "uptime": "cat /proc/uptime",
    "load": "cat /proc/loadavg",
    "disk": "df -P / | tail -1",
    "updates": "apt-get -s upgrade 2>/dev/null | grep -c '^Inst' || true",
}


def read_hosts(path):
    hosts = []
    with open(path) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                hosts.append(line)
    return hosts


def check_host(host):
    result = {"host": host, "ok": False, "uptime_d": "", "load1": "", "disk_pct": "", "updates": "", "error": ""}
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    try:
        client.connect(
            host,
            username=SSH_USER,
            key_filename=SSH_KEY,
            timeout=TIMEOUT,
            banner_timeout=TIMEOUT,
        )
        out = {}
        for name, cmd in COMMANDS.items():
            _, stdout, _ = client.exec_command(cmd, timeout=TIMEOUT)
            out[name] = stdout.read().decode().strip()
        result["uptime_d"] = round(float(out["uptime"].split()[0]) / 86400, 1)
        result["load1"] = float(out["load"].split()[0])
        result["disk_pct"] = int(out["disk"].split()[4].rstrip("%"))
        result["updates"] = int(out["updates"] or 0)
        result["ok"] = True
    except (paramiko.SSHException, socket.error) as e:
        result["error"] = str(e) or type(e).__name__
    finally:
        client.close()
    return result


def main():
    hosts = read_hosts(HOSTS_FILE)
    start = time.time()
    with cf.ThreadPoolExecutor(max_workers=20) as pool:
        results = list(pool.map(check_host, hosts))
    results.sort(key=lambda r: (r["ok"], r["host"]))

    writer = csv.DictWriter(sys.stdout, fieldnames=list(results[0].keys()), delimiter=";")
    writer.writeheader()
    for r in results:
        writer.writerow(r)

    down = [r["host"] for r in results if not r["ok"]]
    full = [r["host"] for r in results if r["ok"] and r["disk_pct"] >= DISK_WARN]
    print(f"\n{len(hosts)} hosts in {time.time() - start:.1f}s, onbereikbaar: {len(down)}, schijf >= {DISK_WARN}%: {len(full)}",
          file=sys.stderr)
    if down:
        print("onbereikbaar: " + ", ".join(down), file=sys.stderr)
    if full:
        print("schijf vol: " + ", ".join(full), file=sys.stderr)
        return 2
    elif down:
        return 1
    else:
        return 0


if __name__ == "__main__":
    sys.exit(main())
