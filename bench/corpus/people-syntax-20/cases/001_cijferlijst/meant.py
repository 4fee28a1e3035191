"""Cijferlijst havo 4 wiskunde A: rapportcijfers per periode uit de Magister-export.

Gebruik: python cijferlijst.py 2
Leest de export (puntkomma-gescheiden, decimale komma's!) en schrijft per leerling
het gewogen gemiddelde, het aantal onvoldoendes en een advies voor de mentor.
"""
import csv
import os
import sys
from collections import defaultdict

EXPORT = r"C:\Users\mvandijk\OneDrive - Stichting Vechtdal\Cijfers\export_h4A.csv"
UITVOER = r"C:\Users\mvandijk\OneDrive - Stichting Vechtdal\Cijfers\rapport"

# weging per soort toets (uit het PTA)
WEGING = {
    "SO": 1,
    "PW": 3,
    "PO": 2,
    "MO": 1,
    "HD": 0,       # huiswerk telt niet mee, alleen voor de mentor
}

# periodes en de kolommen die erbij horen
PERIODES = {
    1: ["SO1", "SO2", "PW1", "PO1"],
    2: ["SO3", "PW2", "PO2", "MO1"],
    3: ["SO4", "SO5", "PW3", "HD1"],
}


def naar_getal(tekst):
    """'6,8' -> 6.8; leeg of 'ziek'/'inh' -> None."""
    tekst = tekst.strip().lower()
    if not tekst or tekst in ("ziek", "inh", "vr", "-"):
        return None
    return float(tekst.replace(",", "."))


def soort(kolom):
    return kolom.rstrip("0123456789")


def lees_export(pad):
    leerlingen = []
    with open(pad, encoding="utf-8-sig", newline="") as f:
        lezer = csv.DictReader(f, delimiter=";")
        for rij in lezer:
            if not rij.get("Leerlingnummer"):
                continue
            leerlingen.append(rij)
    return leerlingen


def gewogen_gemiddelde(rij, kolommen):
    totaal = 0.0
    gewichten = 0
    inhalen = []
    for kolom in kolommen:
        w = WEGING[soort(kolom)]
        cijfer = naar_getal(rij.get(kolom, ""))
        if cijfer is None:
            if w > 0:
                inhalen.append(kolom)
            continue
        totaal += w * cijfer
        gewichten += w
    if gewichten == 0:
        return None, inhalen
    return round(totaal / gewichten, 1), inhalen


def advies(gemiddelde, onvoldoendes):
    if gemiddelde is None:
        return "geen cijfer"
    if gemiddelde < 5.5 and onvoldoendes >= 2:
        return "gesprek met ouders"
    elif gemiddelde < 5.5:
        return "bijles aanbieden"
    elif onvoldoendes >= 2:
        return "in de gaten houden"
    return ""


def main():
    periode = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    kolommen = PERIODES[periode]
    leerlingen = lees_export(EXPORT)
    per_klas = defaultdict(list)

    for rij in leerlingen:
        gem, inhalen = gewogen_gemiddelde(rij, kolommen)
        onvoldoendes = sum(1 for k in kolommen
                           if (naar_getal(rij.get(k, "")) or 10) < 5.5)
        naam = "%s, %s %s" % (rij["Achternaam"], rij["Roepnaam"],
                              rij.get("Tussenvoegsel", ""))
        naam = naam.strip()
        per_klas[rij["Klas"]].append({
            "naam": naam,
            "gem": gem,
            "onv": onvoldoendes,
            "inhalen": inhalen,
            "advies": advies(gem, onvoldoendes),
        })

    os.makedirs(UITVOER, exist_ok=True)
    for klas, rijen in sorted(per_klas.items()):
        rijen.sort(key=lambda r: r["naam"])
        pad = os.path.join(UITVOER, "%s_periode%d.txt" % (klas, periode))
        with open(pad, "w", encoding="utf-8") as uit:
            uit.write("Rapportcijfers %s, periode %d\n" % (klas, periode))
            uit.write("=" * 60 + "\n")
            for r in rijen:
                gem = "-" if r["gem"] is None else ("%.1f" % r["gem"]).replace(".", ",")
                regel = f"{r['naam']:<30} {gem:>5}  onv: {r['onv']}"
                if r["inhalen"]:
                    regel += "  inhalen: " + ", ".join(r["inhalen"])
                if r["advies"]:
                    regel += f"  ({r['advies']})"
                uit.write(regel + "\n")
            gemiddelden = [r["gem"] for r in rijen if r["gem"] is not None]
            if gemiddelden:
                klasgem = sum(gemiddelden) / len(gemiddelden)
                uit.write("\nKlasgemiddelde: %.2f\n" % klasgem)
        print("geschreven:", pad)


if __name__ == "__main__":
    main()
