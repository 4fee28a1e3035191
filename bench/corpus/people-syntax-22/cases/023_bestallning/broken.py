# bestallning.py - beställningsrapport för lagret i Jönköping
# Läser lagersaldo och försäljning (90 dagar) från affärssystemets CSV-export,
# räknar beställningspunkt med säkerhetslager och skriver en Excel-lista till inköp.
# Linnéa, lagerplanerare
import csv
import math
import statistics
from dataclasses import dataclass

import openpyxl

Z = {0.90: 1.28, 0.95: 1.65, 0.98: 2.05, 0.99: 2.33}   # servicegrad -> z-värde
LEDTID = {"Nordpack AB": 5, "Kartongfabriken": 10, "Tejp & Band": 3, "Pallimport PL": 21}


"dataclass
class Artikel:
    artnr: str
    namn: str
    leverantor: str
    saldo: int
    i_order: int
    forp: int              # förpackningsstorlek hos leverantören


def bestallningspunkt(medel_per_dag, std_per_dag, ledtid_dagar,
                      servicegrad=0.95:
    sakerhetslager = Z[servicegrad] * std_per_dag * math.sqrt(ledtid_dagar)
    return medel_per_dag * ledtid_dagar + sakerhetslager, sakerhetslager


def las_artiklar(fil):
    with open(fil, encoding="cp1252") as f:
        return [Artikel(r["Artnr"], r["Benämning"], r["Leverantör"], int(r["Saldo"]),
                        int(r["IOrder"] or 0), int(r["Förp"] or 1))
                for r in csv.DictReader(f, delimiter=";")]


def las_forsaljning(fil):
    per_art = {}
    with open(fil, encoding="cp1252") as f:
        for r in csv.DictReader(f, delimiter=";"):
            per_art.setdefault(r["Artnr"], [0] * 90)[int(r["DagIndex"])] += int(r["Antal"])
    return per_art


def main():
    artiklar = las_artiklar("lagersaldo.csv")
    salj = las_forsaljning("forsaljning_90d.csv")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Beställ"
    ws.append(["Artnr", "Benämning", "Leverantör", "Saldo", "I order", "BP", "Säk.lager", "Beställ"])
    antal = 0
    For Each a In artiklar:
        dagar = salj.get(a.artnr, [0] * 90)
        medel = statistics.mean(dagar)
        std = statistics.pstdev(dagar)
        if a.leverantor not in LEDTID:
            print("Okänd leverantör, hoppar över:", a.artnr, a.leverantor)
            continue
        bp, sak = bestallningspunkt(medel, std, LEDTID[a.leverantor])
        tillgangligt = a.saldo + a.i_order
        if tillgangligt <= bp:
            behov = bp + medel * 14 - tillgangligt          # täck två veckor till
            kvant = math.ceil(behov / a.forp) * a.forp      # hela förpackningar
            ws.append(a.artnr, a.namn, a.leverantor, a.saldo, a.i_order,
                       round(bp), round(sak), kvant])
            antal += 1
    wb.save("bestallningsforslag.xlsx")
    print(antal, "artiklar under beställningspunkten")


if __name__ == "__main__":
    main()
