#!/usr/bin/env python3
"""dnsprobe.py - ruční DNS dotazy přes UDP bez knihoven (Brno, síťový tým).

Používám to na kontrolu, jestli naše resolvery neodpovídají jako open resolver
zvenku a jestli nepovolují ANY / zónové přenosy. Stavím paket sám přes struct,
ať vidím každý bit hlavičky.
"""
import random
import socket
import struct
import sys
import time

TYPY = {"A": 1, "NS": 2, "CNAME": 5, "SOA": 6, "PTR": 12, "MX": 15, "TXT": 16, "AAAA": 28, "ANY": 255}
TYPY_ZPET = {v: k for k, v in TYPY.items()}
RCODE = ["NOERROR", "FORMERR", "SERVFAIL", "NXDOMAIN", "NOTIMP", "REFUSED"]


def zakoduj_jmeno(jmeno: str) -> bytes:
    out = b""
    for stitek in jmeno.rstrip(".").split("."):
        b = stitek.encode("idna")
        if len(b) > 63:
            raise ValueError(f"štítek {stitek!r} je delší než 63 bajtů")
        out += struct.pack("B", len(b)) + b
    return out + b"\x00"


def sestav_dotaz(jmeno: str, typ: str, rd=True, edns=True):
    ident = random.getrandbits(16)
    # QR=0, OPCODE=0, AA=0, TC=0, RD=rd
    flags = (0 << 15) | (0 << 11) | (int(rd) << 8)
    hlavicka = struct.pack("!HHHHHH", ident, flags, 1, 0, 0, 1 if edns else 0)
    otazka = zakoduj_jmeno(jmeno) + struct.pack("!HH", TYPY[typ], 1)
    paket = hlavicka + otazka
    if edns:
        # OPT RR: jméno root, typ 41, velikost UDP 4096, bez voleb
        paket += b"\x00" + struct.pack("!HHIH", 41, 4096, 0, 0)
    return ident, paket


def precti_jmeno(data: bytes, pos: int):
    casti = []
    skok = None
    kroky = 0
    while True:
        delka = data[pos]
        if delka & 0xC0 == 0xC0:           # komprese: ukazatel na dřívější jméno
            ukazatel = ((delka & 0x3F) << 8) | data[pos + 1]
            if skok is None:
                skok = pos + 2
            pos = ukazatel
            kroky += 1
            if kroky > 20:
                raise ValueError("smyčka v kompresi jmen")
            continue
        if delka == 0:
            pos += 1
            break
        casti.append(data[pos + 1:pos + 1 + delka].decode("ascii", "replace"))
        pos += 1 + delka
    return ".".join(casti) + ".", (skok if skok is not None else pos)


def rozeber_odpoved(data: bytes):
    ident, flags, qd, an, ns, ar = struct.unpack("!HHHHHH", data[:12])
    info = {
        "id": ident,
        "qr": flags >> 15 & 1,
        "aa": flags >> 10 & 1,
        "tc": flags >> 9 & 1,
        "rd": flags >> 8 & 1,
        "ra": flags >> 7 & 1,
        "rcode": RCODE[flags & 0xF] if (flags & 0xF) < len(RCODE) else flags & 0xF,
        "zaznamy": [],
    }
    pos = 12
    for _ in range(qd):
        _, pos = precti_jmeno(data, pos)
        pos += 4
    for _ in range(an + ns):
        jmeno, pos = precti_jmeno(data, pos)
        typ, trida, ttl, rdlen = struct.unpack("!HHIH", data[pos:pos + 10])
        pos += 10
        rdata = data[pos:pos + rdlen]
        if typ == 1 and rdlen == 4:
            hodnota = socket.inet_ntop(socket.AF_INET, rdata)
        elif typ == 28 and rdlen == 16:
            hodnota = socket.inet_ntop(socket.AF_INET6, rdata)
        elif typ in (2, 5, 12):
            hodnota = precti_jmeno(data, pos)[0]
        elif typ == 16:
            hodnota = rdata[1:1 + rdata[0]].decode("utf-8", "replace")
        else:
            hodnota = rdata.hex()
        info["zaznamy"].append((jmeno, TYPY_ZPET.get(typ, typ), ttl, hodnota))
        pos += rdlen
    return info


def dotaz(server: str, jmeno: str, typ="A", timeout=2.0):
    ident, paket = sestav_dotaz(jmeno, typ)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.settimeout(timeout)
        t0 = time.perf_counter()
        s.sendto(paket, (server, 53))
        data, _ = s.recvfrom(4096)
        rtt = (time.perf_counter() - t0) * 1000
    info = rozeber_odpoved(data)
    if info["id"] != ident:
        raise ValueError("ID odpovědi nesouhlasí - podvržená odpověď?")
    info["rtt_ms"] = rtt
    info["velikost"] = len(data)
    return info


def main():
    if len(sys.argv) < 3:
        print("použití: dnsprobe.py SERVER JMÉNO [TYP ...]")
        return 2
    server, jmeno, *typy = sys.argv[1:]
    for typ in typy or ["A"]:
        try:
            r = dotaz(server, jmeno, typ.upper())
        except socket.timeout:
            print(f"{typ:<5} timeout")
            continue
        priznaky = " ".join(k for k in ("qr", "aa", "tc", "rd", "ra") if r[k])
        print(f"{typ:<5} {r['rcode']:<9} [{priznaky}] {r['velikost']} B za {r['rtt_ms']:.1f} ms")
        for jm, t, ttl, hodnota in r["zaznamy"]:
            print(f"      {jm:<30} {ttl:>6} {t:<5} {hodnota}")
        if r["ra"] and r["rcode"] == "NOERROR" and typ.upper() == "ANY":
            print("      !! server odpovídá na ANY s rekurzí - možný zesilovač")
    return 0


if __name__ == "__main__":
    sys.exit(main())
