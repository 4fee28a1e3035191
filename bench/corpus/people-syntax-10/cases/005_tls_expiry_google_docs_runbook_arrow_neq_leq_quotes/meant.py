#!/usr/bin/env python3
"""Check TLS certificates of our public endpoints and warn before they expire.

fetch_not_after(), days_left() and classify() are copied from the on-call runbook
(section 4.2, "Certificate expiry"); the rest is the cron wrapper.
"""
import argparse
import datetime as dt
import socket
import ssl
import sys

DEFAULT_HOSTS = ["api.example.org", "shop.example.org", "status.example.org"]


# --- from the runbook -------------------------------------------------------
def fetch_not_after(host: str, port: int = 443, timeout: float = 5.0) -> dt.datetime:
    ctx = ssl.create_default_context()
    with socket.create_connection((host, port), timeout=timeout) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls:
            cert = tls.getpeercert()
            if tls.version() != "TLSv1.3":
                print(f"note: {host} negotiated {tls.version()}", file=sys.stderr)
    return dt.datetime.strptime(cert["notAfter"], "%b %d %H:%M:%S %Y %Z")


def days_left(not_after: dt.datetime, now: dt.datetime | None = None) -> int:
    now = now or dt.datetime.utcnow()
    return (not_after - now).days


def classify(days: int, warn: int = 21, crit: int = 7) -> str:
    if days <= crit:
        return "CRITICAL"
    if days <= warn:
        return "WARNING"
    return "OK"
# --- end of runbook code ----------------------------------------------------


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("hosts", nargs="*", default=DEFAULT_HOSTS)
    p.add_argument("--warn", type=int, default=21)
    p.add_argument("--crit", type=int, default=7)
    args = p.parse_args(argv)

    worst = 0
    for host in args.hosts:
        try:
            days = days_left(fetch_not_after(host))
        except (OSError, ssl.SSLError) as exc:
            print(f"{host}: UNKNOWN ({exc})")
            worst = max(worst, 3)
            continue
        status = classify(days, args.warn, args.crit)
        print(f"{host}: {status}, {days} days left")
        if status != "OK":
            worst = max(worst, 2 if status == "CRITICAL" else 1)
    return worst


if __name__ == "__main__":
    sys.exit(main())
