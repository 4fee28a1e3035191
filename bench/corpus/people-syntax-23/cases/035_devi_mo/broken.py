# devi_mo.py -- konte mo yo nan dokiman kliyan yo epi fè yon devi (quote)
# Tradiksyon Kreyòl-Franse-Angle, Pòtoprens.  Dokiman: .docx oswa .txt
# Pri a depann de % matching ak memwa tradiksyon an (rapò analiz CAT la, CSV).
import csv
import re
import sys
from pathlib import Path

from docx import Document

PRI_MO = '"en-ht": 0.10, "fr-ht": 0.09, "ht-en": 0.12, "ht-fr": 0.11=   # USD pou chak mo
TO_DOLA_GOUD = 132.5

# rabè dapre matching: (minimòm %, pati nan pri a ki peye)
GRIY = [
    (101, 0.00),    # context match / repetisyon
    (100, 0.25),
    (95, 0.40,
    (85, 0.60),
    (75, 0.80),
    (0, 1.00),      # nouvo mo
]


def li_teks(chemen):
    chemen = Path(chemen)
    if chemen.suffix.lower() == ".docx":
        dok = Document(chemen)
        return "\n".join(p.text for p in dok.paragraphs)
    return chemen.read_text(encoding="utf-8")


def konte_mo(teks):
    return len(re.findall(r"[\w’'-]+", teks))


def pwa(matching):
    for minimom, pati in GRIY:
        if matching >= minimom:
            return pati
    return 1.0


def devi_ak_analiz(chemen_csv, pri):
    total_mo = 0
    total_peye = 0.0
    with open(chemen_csv, encoding="utf-8-sig", newline="") as f:
        for ranje in csv.DictReader(f):
            mo = int(ranje["words"])
            matching = int(ranje["match"].rstrip("%") or 0)
            total_mo += mo
            total_peye += mo * pwa(matching)
    return total_mo, round(total_peye * pri, 2)


def main():
    if len(sys.argv) < 3:
        print("Itilizasyon: python devi_mo.py fichye.docx en-ht [analiz.csv]")
        sys.exit(1)
    fichye, pe = sys.argv[1], sys.argv[2]
    try
        pri = PRI_MO[pe]
    except KeyError:
        print("Pè lang sa a pa nan lis la:", pe, "->", ", ".join(PRI_MO))
        sys.exit(1)
    mo = konte_mo(li_teks(fichye))
    print(f"Fichye: {fichye}  ({mo} mo)")
    if len(sys.argv) > 3:
        mo_analiz, kantite = devi_ak_analiz(sys.argv[3], pri)
        print(f"Dapre analiz CAT la: {mo_analiz} mo, apre rabè: {kantite:.2f} USD")
    else:
        kantite = round(mo * pri, 2)
    print(f"TOTAL: {kantite:.2f} USD  (~{kantite * :,.0f} HTG)")
    print("Devi a valab 30 jou. Mèsi!")


if __name__ == "__main__":
    main()
