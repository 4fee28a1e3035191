"""NAV-Berechnung pro Anteilsklasse - Kontrollrechnung zur Fondsbuchhaltung (Luxemburg).

Alles in Decimal: Positionen zu Schlusskursen, FX nach WM/Reuters 16:00 London,
aufgelaufene Gebühren (Management Fee, Taxe d'abonnement), Aufteilung des Netto-
vermögens auf Anteilsklassen nach Klassenanteil, NAV je Anteil auf 2 Nachkommastellen.
"""
import csv
import sys
from collections import defaultdict
from datetime import date
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, getcontext

getcontext().prec = 28
CENT = Decimal("0.01")
BASIS = "EUR"
TAGE_JAHR = Decimal(365)

KLASSEN = {
    "A-EUR-acc": {"waehrung": "EUR", "mgmt_fee": Decimal("0.0150"), "taxe": Decimal("0.0005")},
    "I-EUR-acc": {"waehrung": "EUR", "mgmt_fee": Decimal("0.0075"), "taxe": Decimal("0.0001")},
    "A-CHF-hdg": {"waehrung": "CHF", "mgmt_fee": Decimal("0.0150"), "taxe": Decimal("0.0005")},
}


def d(x):
    """String aus CSV -> Decimal, deutsches oder englisches Format."""
    x = x.strip().replace("'", "")
    if "," in x and "." in x:
        x = x.replace(".", "").replace(",", ".")
    elif "," in x:
        x = x.replace(",", ".")
    return Decimal(x)


def lade_fx(pfad):
    fx = {BASIS: Decimal(1)}
    with open(pfad, newline="", encoding="utf-8") as f:
        for zeile in csv.DictReader(f, delimiter=";"):
            fx[zeile["waehrung"]] = d(zeile["kurs_pro_eur"])
    return fx


def lade_positionen(pfad, fx):
    summe = Decimal(0)
    details = []
    with open(pfad, newline="", encoding="utf-8") as f:
        for zeile in csv.DictReader(f, delimiter=";"):
            stueck = d(zeile["stueck"])
            kurs = d(zeile["kurs"])
            wert_lokal = stueck * kurs
            wert_eur = (wert_lokal / fx[zeile["waehrung"]]).quantize(CENT, rounding=ROUND_HALF_EVEN)
            summe += wert_eur
            details.append((zeile["isin"], zeile["waehrung"], wert_lokal, wert_eur))
    return summe, details


def gebuehren_tag(vermoegen_klasse, klasse, tage=1):
    k = KLASSEN[klasse]
    mgmt = (vermoegen_klasse * k["mgmt_fee"] * tage / TAGE_JAHR).quantize(CENT, rounding=ROUND_HALF_UP)
    taxe = (vermoegen_klasse * k["taxe"] / 4 * tage / Decimal(91)).quantize(CENT, rounding=ROUND_HALF_UP)
    return mgmt, taxe


def nav_berechnen(bruttovermoegen, anteile_vortag, vermoegen_vortag, fx, kasse, verbindlichkeiten):
    netto_gesamt = bruttovermoegen + kasse - verbindlichkeiten
    gesamt_vortag = sum(vermoegen_vortag.values())
    ergebnis = {}
    for klasse, anteile in anteile_vortag.items():
        quote = vermoegen_vortag[klasse] / gesamt_vortag
        vermoegen = (netto_gesamt * quote).quantize(CENT, rounding=ROUND_HALF_EVEN)
        mgmt, taxe = gebuehren_tag(vermoegen, klasse)
        vermoegen -= mgmt + taxe
        waehrung = KLASSEN[klasse]["waehrung"]
        vermoegen_kw = (vermoegen * fx[waehrung]).quantize(CENT, rounding=ROUND_HALF_EVEN)
        nav = (vermoegen_kw / anteile).quantize(CENT, rounding=ROUND_HALF_UP)
        ergebnis[klasse] = {
            "quote": quote,
            "vermoegen_eur": vermoegen,
            "vermoegen_kw": vermoegen_kw,
            "gebuehren": mgmt + taxe,
            "anteile": anteile,
            "nav": nav,
            "waehrung": waehrung,
        }
    return netto_gesamt, ergebnis


def pruefe_toleranz(ergebnis, nav_fa, toleranz=Decimal("0.0005")):
    abweichungen = []
    for klasse, r in ergebnis.items():
        soll = nav_fa.get(klasse)
        if soll is None:
            continue
        rel = abs(r["nav"] - soll) / soll
        if rel > toleranz:
            abweichungen.append((klasse, r["nav"], soll, rel))
    return abweichungen


def main(stichtag=date(2024, 11, 29)):
    fx = lade_fx("fx_wmr_1600.csv")
    brutto, details = lade_positionen("positionen.csv", fx)
    anteile = {"A-EUR-acc": Decimal("184220.512"), "I-EUR-acc": Decimal("52000.000"), "A-CHF-hdg": Decimal("31877.104")}
    vortag = {"A-EUR-acc": Decimal("21430775.18"), "I-EUR-acc": Decimal("6329114.50"), "A-CHF-hdg": Decimal("3301249.87")}
    kasse, verbindlichkeiten = Decimal("412300.55"), Decimal("38211.09")
    netto, ergebnis = nav_berechnen(brutto, anteile, vortag, fx, kasse, verbindlichkeiten)
    print(f"NAV-Kontrolle per {stichtag:%d.%m.%Y}")
    print(f"Wertpapiervermögen  {brutto:>18,.2f} {BASIS}")
    print(f"Nettofondsvermögen  {netto:>18,.2f} {BASIS}")
    print(f"{'Klasse':<11}{'Quote':>9}{'Vermögen':>18}{'NAV':>12}")
    for klasse, r in ergebnis.items():
        print(f"{klasse:<11}{r['quote']:>9.4%}{r['vermoegen_kw']:>14,.2f} {r['waehrung']}{r['nav']:>12,.2f}")
    nav_fa = {"A-EUR-acc": Decimal("116.21"), "I-EUR-acc": Decimal("121.67"), "A-CHF-hdg": Decimal("98.40")}
    for klasse, ist, soll, rel in pruefe_toleranz(ergebnis, nav_fa):
        print(f"!! {klasse}: NAV {ist} vs. Fondsbuchhaltung {soll} ({rel:.3%})", file=sys.stderr)


if __name__ == "__main__":
    main()
