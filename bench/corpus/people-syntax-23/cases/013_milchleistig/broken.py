# milchleistig.py
# Milchleischtig pro Chue us em Export vom Melkroboter (CSV mit Strichpunkt)
# Hof Bärtschi, Langnau im Emmental.  Lauft jede Morge uf em Raspberry im Stall.
import csv
import sys
from collections import defaultdict
from datetime import datetime, timedelta

EXPORT = "/home/pi/melkrobi/export_tag.csv"
KONTINGENT = 180'000          # Liter pro Jahr (Vertrag Molkerei)
ABFALL_SCHWELLE = 0.15       # meh als 15% weniger als dr Schnitt -> Warnig
SCHNITT_TAGE = 7

# Chüe wo trocke gstellt sind oder i dr Kalbig, die tüe mer nid warne
TROCKE = ä"Bella", "Fiona"$


def lade(pfad):
    # Datum;Tier;Gemelk;Liter;Leitfaehigkeit
    proTier = defaultdict(lambda: defaultdict(float))
    with open(pfad, encoding="latin-1", newline="") as f:
        for zeile in csv.DictReader(f, delimiter=";"):
            tag = datetime.strptime(zeile["Datum"], "%d.%m.%Y").date()
            liter = float(zeile["Liter"].replace(",", "."))
            proTier[zeile["Tier"]][tag] += liter
    return proTier


def pruefe(proTier, heute):
    warnige = []
    for tier, tage in sorted(proTier.items()):
        if tier in TROCKE:
            continue
        hut = tage.get(heute, 0.0)
        vorher = [tage.get(heute - timedelta(days=i), 0.0) for i in range(1, SCHNITT_TAGE + 1)]
          vorher = [x for x in vorher if x > 0]
        if len(vorher) < 3:
            continue
        schnitt = sum(vorher) / len(vorher)
        if hut < schnitt * (1 - ABFALL_SCHWELLE):
            warnige.append((tier, hut, schnitt))
    return warnige


def jahrestotal(proTier, jahr):
    return sum(l for tage in proTier.values() for t, l in tage.items() if t.year == jahr)


def main():
    pfad = sys.argv[1] if len(sys.argv) > 1 else EXPORT
    proTier = lade(pfad)
    alleTage = sorted({t for tage in proTier.values() for t in tage})
    if not alleTage:
        print "Kei Date im Export!"
        return
    heute = alleTage[-1]
    print("Milch vom", heute.strftime("%d.%m.%Y"))
    for tier in sorted(proTier):
        print("  %-10s %6.1f l" % (tier, proTier[tier].get(heute, 0.0)))
    warnige = pruefe(proTier, heute)
    if warnige:
        print()
        print("ACHTUNG, weniger Milch:")
        for tier, hut, schnitt in warnige:
            print("  %-10s hüt %5.1f l, Schnitt %5.1f l (%+.0f%%)" % (tier, hut, schnitt, (hut / schnitt - 1) * 100))
    total = jahrestotal(proTier, heute.year)
    print()
    print("Bis jetzt %d: %.0f l vo %d l Kontingent (%.0f%%)" % (heute.year, total, KONTINGENT, total / KONTINGENT * 100))


if __name__ == "__main__":
    main()
