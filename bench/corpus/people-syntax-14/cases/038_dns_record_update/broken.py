#!/usr/bin/env python3
# Cloudflare DNS record update - dynamic IP wale office router ke liye
# cron: */10 * * * *  (pehle ye ek curl + jq ka bash script tha)
# Rohit, IT team
import argparse
import json
import logging
import os
import sys

import requests

API = "https://api.cloudflare.com/client/v4"
IP_SOURCES = ["https://api.ipify.org", "https://ifconfig.me/ip", "https://icanhazip.com"]
STATE_FILE = "/var/tmp/cf_last_ip"

log = logging.getLogger("cfdns")


def public_ip():
    # teen sources try karo, jo pehle mil jaye
    for url in IP_SOURCES:
        try:
            r = requests.get(url, timeout=5)
            if r.ok:
                return r.text.strip()
        except requests.RequestException as e:
            log.warning("%s fail hua: %s", url, e)
    return None


def cf(method, path, token, **kw):
    headers = {"Authorization": "Bearer " + token, "Content-Type": "application/json"}
    r = requests.request(method, API + path, headers=headers, timeout=15, **kw)
    data = r.json()
    if not data.get("success"):
        raise RuntimeError(json.dumps(data.get("errors")))
    return data["result"]


def main():
    p = argparse.ArgumentParser(description="Cloudflare A record ko current public IP pe set karo")
    p.add_argument("--zone", required=True, help="zone name, e.g. example.in")
    p.add_argument("--record", required=True, help="full record name, e.g. office.example.in")
    p.add_argument("--ttl", type=int, default=300 help="TTL seconds (1 = auto)")
    p.add_argument("--proxied", action="store_true")
    p.add_argument("--force", action="store_true", help="IP same ho tab bhi update karo")
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args()

    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")

    token = os.environ.get("CF_API_TOKEN")
    if not token:
        log.error("CF_API_TOKEN set nahi hai")
        exit 1

    ip = public_ip()
    if ip is None:
        log.error("public IP nahi mila")
        sys.exit(1)

    last = open(STATE_FILE).read().strip() if os.path.exists(STATE_FILE) else ""
    if ip == last and not args.force:
        log.debug("IP same hai (%s), kuch nahi karna", ip)
        return

    zone = cf("GET", "/zones?name=" + args.zone, token)[0]
    recs = cf("GET", f"/zones/{zone['id']}/dns_records?type=A&name={args.record}", token)
    body = {
        "type": "A",
        "name": args.record,
        "content": ip,
        "ttl": args.ttl,
        "proxied": args.proxied,
    if recs:
        cf("PUT", f"/zones/{zone['id']}/dns_records/{recs[0]['id']}", token, json=body)
        log.info("%s updated: %s -> %s", args.record, recs[0]["content"], ip)
    else:
        cf("POST", f"/zones/{zone['id']}/dns_records", token, json=body)
        log.info("%s created: %s", args.record, ip)

    with open(STATE_FILE, "w") as f:
        f.write(ip)


if __name__ == "__main__":
    main()
