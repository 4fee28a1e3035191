#!/usr/bin/env python3
# Terminrolle Landgericht Hamburg -> Wochenübersicht für die Gerichtsreporter.
# Die Pressestelle schickt jeden Freitag eine CSV (Semikolon, cp1252).
# Ich filtere Strafsachen, markiere Verfahren, die wir schon kennen,
# und schreibe eine Markdown-Liste für den Slack-Kanal.  (Jonas, Lokalressort)

import csv
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime, timedelta
from pathlib import Path

EINGANG = Path("terminrolle.csv")
BEKANNT = Path("bekannte_verfahren.txt")
AUSGABE = Path("wochenplan.md")

WOCHENTAGE = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]

# Aktenzeichen wie "603 KLs 12/24" oder "3 Ks 4/23 jug."
AZ_MUSTER = re.compile(r"(\d{1,4})\s+(KLs|Ks|KLs jug\.|Ns|Qs)\s+(\d+)/(\d{2})")

INTERESSANT = {
    "Mord": 3,
    "Totschlag": 3,
    "Raub": 2,
    "Betrug": 1,
    "Untreue": 1,
    "Bestechlichkeit": 3,
    "Drogenhandel": 2,
}


def lese_bekannte(pfad):
    if not pfad.exists():
        return set()
    with pfad.open(encoding="utf-8") as f:
        return {zeile.strip() for zeile in f if zeile.strip() and not zeile.startswith("#")}


def parse_datum(text):
    for fmt in ("%d.%m.%Y %H:%M", "%d.%m.%Y, %H:%M Uhr", "%d.%m.%y %H:%M"):
        try:
            return datetime.strptime(text.strip(), fmt)
        except ValueError:
            pass
    return None


def bewerte(vorwurf):
    punkte = 0
    for stichwort, gewicht in INTERESSANT.items():
        if stichwort.lower() in vorwurf.lower():
            punkte = max(punkte, gewicht)
    return punkte


def lese_termine(pfad):
    termine = []
    kaputt = 0
    with pfad.open(encoding="cp1252", newline="") as f:
        leser = csv.DictReader(f, delimiter=";")
        for zeile in leser:
            zeitpunkt = parse_datum(zeile.get("Termin", ""))
            if zeitpunkt is None:
                kaputt += 1
                continue
            az = zeile.get("Aktenzeichen", "").strip()
            m = AZ_MUSTER.search(az)
            if not m:
                kaputt += 1
                continue
            termine.append({
                "zeit": zeitpunkt,
                "az": az,
                "kammer": m.group(1),
                "art": m.group(2),
                "saal": zeile.get("Saal", "?").strip(),
                "vorwurf": zeile.get("Tatvorwurf", "").strip(),
                "status": zeile.get("Status", "").strip().lower(),
            })
    return termine, kaputt


def naechste_woche(heute):
    montag = heute + timedelta(days=7 - heute.weekday())
    return montag, montag + timedelta(days=4)


def main():
    if not EINGANG.exists():
        sys.exit(f"{EINGANG} fehlt – hat die Pressestelle schon geschickt?")
    bekannte = lese_bekannte(BEKANNT)
    termine, kaputt = lese_termine(EINGANG)
    von, bis = naechste_woche(date.today())

    woche = [t for t in termine if von <= t["zeit"].date() <= bis and t["status"] != "aufgehoben"]
    woche.sort(key=lambda t: (t["zeit"], t["saal"]))

    nach_tag = defaultdict(list)
    for t in woche:
        nach_tag[t["zeit"].date()].append(t)

    arten = Counter(t["art"] for t in woche)
    zeilen = [f"# Gerichtstermine {von:%d.%m.} – {bis:%d.%m.%Y}", ""]
    zeilen.append(f"_{len(woche)} Termine, davon {arten.get('Ks', 0)} Schwurgericht; "
                  f"{kaputt} Zeilen der CSV unlesbar._")
    zeilen.append("")

    for tag in sorted(nach_tag):
        zeilen.append(f"## {WOCHENTAGE[tag.weekday()]}, {tag:%d.%m.}")
        for t in nach_tag[tag]:
            punkte = bewerte(t["vorwurf"])
            marke = "⭐" * punkte
            if t["az"] in bekannte:
                marke += " (kennen wir)"
            zeilen.append(
                f"- {t['zeit']:%H:%M} Saal {t['saal']}: **{t['az']}** – {t['vorwurf'] or 'k. A.'} {marke}".rstrip()
            )
        zeilen.append("")

    top = sorted(woche, key=lambda t: bewerte(t["vorwurf"]), reverse=True)[:3]
    if top:
        zeilen.append("### Vorschlag für die Frühkonferenz")
        for t in top:
            zeilen.append(f"1. {t['az']} ({t['vorwurf']}), {WOCHENTAGE[t['zeit'].weekday()]} {t['zeit']:%H:%M}")

    AUSGABE.write_text("\n".join(zeilen) + "\n", encoding="utf-8")
    print("%d Termine nach %s geschrieben." % (len(woche), AUSGABE))
    if kaputt:
        print(f"Achtung: {kaputt} Zeilen übersprungen.", file=sys.stderr)


if __name__ == "__main__":
    main()
