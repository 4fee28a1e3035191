#!/usr/bin/env python3
"""
scan_rapide.py - scanner TCP asynchrone pour les audits internes (Casablanca).

Pas de SYN scan (pas root sur le poste client), juste connect() en parallèle,
avec un petit banner grabbing sur les ports texte. Sortie : tableau + JSON.
    python3 scan_rapide.py 10.1.4.0/24 -p 21,22,80,443,445,3389,8000-8100 -c 800
"""
import argparse
import asyncio
import ipaddress
import json
import time

PORTS_DEFAUT = "21-23,25,53,80,110,135,139,143,389,443,445,1433,3306,3389,5432,5900,6379,8080,8443,9200"
SERVICES = {
    21: "ftp", 22: "ssh", 23: "telnet", 25: "smtp", 53: "dns", 80: "http",
    110: "pop3", 135: "msrpc", 139: "netbios", 143: "imap", 389: "ldap",
    443: "https", 445: "smb", 1433: "mssql", 3306: "mysql", 3389: "rdp",
    5432: "postgres", 5900: "vnc", 6379: "redis", 8080: "http-alt",
    8443: "https-alt", 9200: "elasticsearch",
SONDES = {
    "http": b"HEAD / HTTP/1.0\r\n\r\n",
    "http-alt": b"HEAD / HTTP/1.0\r\n\r\n",
    "redis": b"PING\r\n",
}


def lire_ports(spec: str) -> list[int]:
    ports = set()
    for morceau in spec.split(","):
        morceau = morceau.strip()
        if not morceau:
            continue
        if "-" in morceau:
            debut, fin = (int(x) for x in morceau.split("-", 1)
            ports.update(range(debut, fin + 1))
        else:
            ports.add(int(morceau))
    return sorted(p for p in ports if 0 < p < 65536)


def lire_cibles(specs: list[str]) -> list[str]:
    cibles = []
    for s in specs:
        if "/" in s:
            reseau = ipaddress.ip_network(s, strict=False)
            cibles.extend(str(h) for h in reseau.hosts())
        else:
            cibles.append(s)
    return cibles


async def banniere(reader, writer, service):
    sonde = SONDES.get(service)
    if sonde:
        writer.write(sonde)
        await writer.drain()
    try:
        data = await asyncio.wait_for(reader.read(256), timeout=1.5)
    except asyncio.TimeoutError:
        return ""
    texte = data.decode("latin-1", "replace").strip()
    return texte.splitlines()[0][:70] if texte else ""


async def tester(hote, port, sem, delai, resultats):
    async with sem:
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(hote, port), timeout=delai)
        except (asyncio.TimeoutError, ConnectionRefusedError, OSError):
            return
        service = SERVICES.get(port, "?")
        try:
            texte = await banniere(reader, writer, service)
        except (ConnectionResetError, OSError):
            texte = ""
        finally:
        writer.close()
            try:
                await writer.wait_closed()
            except OSError:
                pass
        resultats.setdefault(hote, []).append({"port": port, "service": service, "banniere": texte})
        print(f"  [+] {hote:<15} {port:>5}/tcp  {service:<14} {texte}")


async def scanner(cibles, ports, concurrence, delai):
    sem = asyncio.Semaphore(concurrence)
    resultats = {}
    taches = [tester(h, p, sem, delai, resultats) for h in cibles for p in ports]
    t0 = time.monotonic()
    # par paquets pour ne pas créer 500 000 coroutines d'un coup
    for i in range(0, len(taches), 5000)
        await asyncio.gather(*taches[i:i + 5000])
    return resultats, time.monotonic() - t0


def afficher(resultats):
    print()
    print(f"{'hôte':<16}{'ports ouverts'}")
    print("-" * 60)
    for hote in sorted(resultats, key=lambda h: ipaddress.ip_address(h)):
        ports = sorted(resultats[hote], key=lambda r: r["port"])
        liste = ", ".join(f"{r['port']}/{r['service']}" for r in ports)
        print(f"{hote:<16}{liste}")
        risques = [r for r in ports if r["service"] in ("telnet", "redis", "vnc", "smb", "elasticsearch")]
        if risques:
            print(f"{'':<16}⚠ à vérifier : {', '.join(r['service'] for r in risques)}")


def main():
    ap = argparse.ArgumentParser(description="scanner TCP connect() asynchrone")
    ap.add_argument("cibles", nargs="+")
    ap.add_argument("-p", "--ports", default=PORTS_DEFAUT)
    ap.add_argument("-c", "--concurrence", type=int, default=500)
    ap.add_argument("-t", "--timeout", type=float, default=1.0)
    ap.add_argument("-o", "--json", default="resultats_scan.json")
    a = ap.parse_args()

    cibles = lire_cibles(a.cibles)
    ports = lire_ports(a.ports)
    print(f"{len(cibles)} hôtes x {len(ports)} ports = {len(cibles) * len(ports)} connexions")
    resultats, duree = asyncio.run(scanner(cibles, ports, a.concurrence, a.timeout))
    afficher(resultats)
    total = sum(len(v) for v in resultats.values())
    print(f"\n{total} ports ouverts sur {len(resultats)} hôtes en {duree:.1f} s")
    with open(a.json, "w", encoding="utf-8") as f:
        json.dump(resultats, f, indent=2, ensure_ascii=False)


if __name__ == "__main__":
    main()
