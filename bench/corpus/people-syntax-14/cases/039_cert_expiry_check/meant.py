#!/usr/bin/env python3
# SSL sertifika süre kontrolü - hem uzak sunucular hem de /etc/ssl altındaki dosyalar
# Nagios/Icinga uyumlu çıktı: 0 OK, 1 WARNING, 2 CRITICAL
# Yazan: Murat (sistem yönetimi) - eski check_cert.sh'ın yerine
import datetime as dt
import glob
import os
import socket
import ssl
import subprocess
import sys

WARN_DAYS = 30
CRIT_DAYS = 7
HOSTS = [
    ("www.ornek-firma.com.tr", 443),
    ("mail.ornek-firma.com.tr", 993),
    ("vpn.ornek-firma.com.tr", 443),
    ("api.ornek-firma.com.tr", 8443),
]
CERT_GLOB = "/etc/ssl/private/*.pem"


def remote_expiry(host, port):
    ctx = ssl.create_default_context()
    with socket.create_connection((host, port), timeout=10) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls:
            cert = tls.getpeercert()
    return dt.datetime.strptime(cert["notAfter"], "%b %d %H:%M:%S %Y %Z")


def file_expiry(path):
    # openssl ile okumak, cryptography paketini kurmaktan kolay
    out = subprocess.run(
        ["openssl", "x509", "-enddate", "-noout", "-in", path],
        capture_output=True, text=True, check=True,
    ).stdout.strip()
    # notAfter=Jun  1 12:00:00 2025 GMT
    return dt.datetime.strptime(out.split("=", 1)[1], "%b %d %H:%M:%S %Y %Z")


def days_left(expiry):
    return (expiry - dt.datetime.utcnow()).days


def main():
    results = []
    for host, port in HOSTS:
        name = f"{host}:{port}"
        try:
            results.append((name, days_left(remote_expiry(host, port))))
        except (OSError, ssl.SSLError) as e:
            results.append((name, None))
            print(f"UNKNOWN {name}: {e}")

    for path in sorted(glob.glob(CERT_GLOB)):
        if not os.access(path, os.R_OK):
            print(f"okunamıyor: {path}")
            continue
        try:
            results.append((path, days_left(file_expiry(path))))
        except (subprocess.CalledProcessError, ValueError):
            results.append((path, None))

    status = 0
    for name, days in results:
        if days is None:
            status = max(status, 1)
            continue
        if days < CRIT_DAYS:
            print(f"CRITICAL {name}: {days} gün kaldı")
            status = 2
        elif days < WARN_DAYS:
            print(f"WARNING {name}: {days} gün kaldı")
            status = max(status, 1)
        else:
            print(f"OK {name}: {days} gün")
    return status


if __name__ == "__main__":
    sys.exit(main())
