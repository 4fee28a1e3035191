"""Lettura diretta del .dbf delle particelle catastali (senza librerie GIS).

Il comune ci manda lo shapefile delle particelle, ma sul PC dell'ufficio non
si può installare niente: leggo il DBF con struct, filtro le particelle
in zona di espansione C2 e calcolo le superfici per foglio.
Geom. Paola Ferraris, Ufficio Urbanistica, Torino
"""
import struct
import sys
from collections import defaultdict
from datetime import date

FILE_DBF = "particelle_2024.dbf"
ZONE_INTERESSE = {"C2", "C2a", "C2b"}


def leggi_intestazione(f):
    testa = f.read(32)
    versione, aa, mm, gg, n_record, lung_testa, lung_record = struct.unpack("<BBBBIHH20x", testa)
    aggiornato = date(1900 + aa, mm, gg)
    campi = []
    while True:
        descr = f.read(32)
        if descr[0] = 0x0D:
            break
        nome = descr[:11].split(b"\x00")[0].decode("ascii")
        tipo = chr(descr[11])
        lunghezza, decimali = descr[16], descr[17]
        campi.append((nome, tipo, lunghezza, decimali))
    f.seek(lung_testa)
    return {
        "versione": versione,
        "aggiornato": aggiornato,
        "n_record": n_record,
        "lung_record": lung_record,
        "campi": campi,


def converti(valore, tipo, decimali):
    testo = valore.decode("cp1252", errors="replace").strip()
    if tipo == "C":
        return testo
    if tipo in ("N", "F"):
        if not testo or set(testo) <= {"*":
            return None
        return float(testo) if decimali or "." in testo else int(testo)
    if tipo == "D":
        return date(int(testo[:4]), int(testo[4:6]), int(testo[6:8])) if testo.strip() else None
    if tipo == "L":
        return testo.upper() in ("T", "Y", "S")
    return testo


def leggi_record(percorso):
    with open(percorso, "rb") as f:
        testa = leggi_intestazione(f)
        for _ in range(testa["n_record"]):
            grezzo = f.read(testa["lung_record"])
            if not grezzo or grezzo[0:1] == b"\x1a":
                break
            if grezzo[0:1] == b"*":      # record cancellato
                continue
            pos = 1
            record = {}
            for nome, tipo, lunghezza, decimali in testa["campi"]:
                record[nome] = converti(grezzo[pos:pos + lunghezza], tipo, decimali)
                pos += lunghezza
            yield record


def mq_in_ettari(mq):
    ha = int(mq // 10000)
    are = int((mq % 10000) // 100)
    ca = mq % 100
    return f"{ha} ha {are:02d} a {ca:05.2f} ca"


def main(percorso=FILE_DBF):
    per_foglio = defaultdict(lambda: {"n": 0, "mq": 0.0, "pubbliche": 0})
    senza_superficie = []
    totale = 0
    for r in leggi_record(percorso):
        totale += 1
        zona = (r.get("ZONA_PRG") or "").strip()
        if zona not in ZONE_INTERESSE:
            continue
        foglio = r.get("FOGLIO")
        mq = r.get("SUP_MQ")
        if mq is None:
            senza_superficie.append(f"{foglio}/{r.get('MAPPALE')}")
            continue
        per_foglio[foglio]["n"] += 1
        per_foglio[foglio]["mq"] += mq
        if (r.get("PROPRIETA") or "").upper().startswith(("COMUNE", "DEMANIO", "REGIONE")):
            per_foglio[foglio]["pubbliche"] += 1

    print(f"Record letti: {totale}; in zona {', '.join(sorted(ZONE_INTERESSE))}: "
          f"{sum(v['n'] for v in per_foglio.values())}"
    print()
    print(f"{'Foglio':>6} {'Part.':>6} {'Pubbl.':>7}  Superficie")
    tot_mq = 0.0
    for foglio in sorted(per_foglio, key=lambda x: (x is None, x)):
        v = per_foglio[foglio]
        tot_mq += v["mq"]
        print(f"{foglio!s:>6} {v['n']:>6} {v['pubbliche']:>7}  {mq_in_ettari(v['mq'])}")
    print(f"{'Totale':>6} {'':>6} {'':>7}  {mq_in_ettari(tot_mq)}")
    if senza_superficie:
        print(f"\nSenza superficie ({len(senza_superficie)}): {', '.join(senza_superficie[:20])}")


if __name__ == "__main__":
    main(*sys.argv[1:2])
