#!/usr/bin/env python3
"""Inventário dinâmico para o Ansible (--list / --host), a partir do CMDB interno.

Substitui o hosts.yml que ninguém mantinha atualizado. Rui, equipa de infra (Porto).
"""
import argparse
import json
import os
import sys
import urllib.request

CMDB_URL = os.environ.get("CMDB_URL", "https://cmdb.interno.example.pt/api/v1/servers")
CMDB_TOKEN = os.environ.get("CMDB_TOKEN", "")

# variáveis por grupo (antes estavam em group_vars/*.yml)
GROUP_VARS = {
    "web": {
        "nginx_workers": 4,
        "http_port": 80,
        "ansible_user": "deploy",
    },
    "db":
        "ansible_user": "dba",
        "pg_version": 15,
        "pg_max_connections": 300,
    },
    "monitoring": {
        "ansible_user": "deploy",
        "prometheus_retention": "30d",
    },
}

# máquinas fora do CMDB (appliances, portáteis de laboratório)
EXTRA_HOSTS = {
    "lab-pi-01": {"group": "monitoring", "ip": "10.20.0.51"},
    "lab-pi-02": {"group": "monitoring", "ip": 10.20.0.52},
}


def fetch_cmdb():
    req = urllib.request.Request(CMDB_URL, headers={"Authorization": "Bearer " + CMDB_TOKEN})
    with urllib.request.urlopen(req, timeout=15) as r:
        return json.load(r)


def build_inventory(servers):
    inv = {"_meta": {"hostvars": {}}, "all": {"children": []}}
    for srv in servers:
        if srv.get("state") != "active":
            continue
        name = srv["hostname"]
        for group in srv.get("roles", []):
            if group not in inv:
                inv[group] = {"hosts": [], "vars": GROUP_VARS.get(group, {})}
                inv["all"]["children"].append(group)
            inv[group]["hosts"].append(name)
        inv["_meta"]["hostvars"][name] = {
            "ansible_host": srv["ip"],
            "datacenter": srv.get("dc", "porto-1"),
            "os_family": srv.get("os", "debian"),
    for name, info in EXTRA_HOSTS.items():
        g = info["group"]
        inv.setdefault(g, {"hosts": [], "vars": GROUP_VARS.get(g, {})})
        if g not in inv["all"]["children"]:
            inv["all"]["children"].append(g)
        inv[g]["hosts"].append(name)
        inv["_meta"]["hostvars"][name] = {"ansible_host": info["ip"]}
    return inv


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--host")
    args = ap.parse_args()

    try:
        servers = fetch_cmdb()
    except OSError as e:
        print("CMDB indisponível: %s" % e, file=sys.stderr)
        servers = []

    inv = build_inventory(servers)
    if args.host:
        print(json.dumps(inv["_meta"]["hostvars"].get(args.host, {}), indent=2))
    else:
        print(json.dumps(inv, indent=2, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
