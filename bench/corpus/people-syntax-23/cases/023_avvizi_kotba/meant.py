# avvizi_kotba.py -- avviżi għall-kotba li għadhom ma ġewx irritornati
# Librerija Pubblika Reġjonali, Floriana.  Esportazzjoni mis-sistema tas-self (CSV).
# Tibgħat email lill-membri b'kotba tard aktar minn 7 ijiem; multa 5c kuljum, massimu €5.
import csv
import smtplib
import sys
from collections import defaultdict
from datetime import date, datetime
from email.message import EmailMessage

SERVER = "mail.librerija.local"
MINN = "self@librerija.local"
MULTA_KULJUM = 0.05
MULTA_MASSIMA = 5.00
GRAZZJA = 7


class Membru:
    def __init__(self, numru, isem, email):
        self.numru = numru
        self.isem = isem
        self.email = email
        self.kotba = []

    def multa(self, illum):
        total = 0.0
        for titlu, skadenza in self.kotba:
            jiem = (illum - skadenza).days
            total += min(jiem * MULTA_KULJUM, MULTA_MASSIMA)
        return round(total, 2)


def aqra(path, illum):
    membri = {}
    with open(path, encoding="utf-8-sig", newline="") as f:
        for r in csv.DictReader(f):
            skadenza = datetime.strptime(r["data_skadenza"], "%d/%m/%Y").date()
            if (illum - skadenza).days <= GRAZZJA:
                continue
            m = membri.setdefault(r["numru_membru"], Membru(r["numru_membru"], r["isem"], r["email"]))
            m.kotba.append((r["titlu"], skadenza))
    return membri


def ittra(m, illum):
    lista = "\n".join(f"  - {t} (kellu jiġi lura fl-{s:%d/%m/%Y})" for t, s in m.kotba)
    return f"""Għażiż/a {m.isem},

Skont ir-reġistri tagħna, dawn il-kotba għadhom ma ġewx irritornati:

{lista}

Il-multa sal-lum hija €{m.multa(illum):.2f}. Jekk jogħġbok irritorna l-kotba
mill-aktar fis possibbli jew ġeddedhom online.

Grazzi,
Il-Librerija Pubblika Reġjonali
"""


def ibgħat(membri, illum, prova=True):
    mibgħuta = 0
    with smtplib.SMTP(SERVER) as s:
        for m in membri.values():
            if not m.email:
                print("mingħajr email:", m.numru, m.isem)
                continue
            msg = EmailMessage()
            msg["Subject"] = "Kotba tard - Librerija Pubblika"
            msg["From"] = MINN
            msg["To"] = m.email
            msg.set_content(ittra(m, illum))
            if prova:
                print(msg)
            else:
                s.send_message(msg)
            mibgħuta += 1
    return mibgħuta


if __name__ == "__main__":
    illum = date.today()
    membri = aqra(sys.argv[1] if len(sys.argv) > 1 else "kotba_tard.csv", illum)
    n = ibgħat(membri, illum, prova="--ibgħat" not in sys.argv)
    print('Avviżi: %d. Ftakar li l-ittri jintbagħtu biss b\'--ibgħat.' % n)
