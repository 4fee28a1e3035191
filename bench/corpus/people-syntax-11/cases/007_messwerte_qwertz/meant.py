# Auswertung der Temperaturmessungen aus dem Datenlogger
# Format der CSV-Datei: zeit;temp;druck  (Dezimalkomma!)
import csv
import statistics
from datetime import datetime

DATEI = "messung_2024-03-11.csv"
GRENZWERTE = {"temp": 85.0, "druck": 2.4}
SPALTEN = ["zeit", "temp", "druck"]


def zahl(text):
    """Wandelt '12,5' in 12.5 um."""
    return float(text.replace(",", "."))


def einlesen(pfad):
    werte = []
    with open(pfad, encoding="latin-1", newline="") as f:
        leser = csv.reader(f, delimiter=";")
        next(leser)  # Kopfzeile überspringen
        for zeile in leser:
            eintrag = dict(zip(SPALTEN, zeile))
            eintrag["zeit"] = datetime.strptime(eintrag["zeit"], "%d.%m.%Y %H:%M:%S")
            eintrag["temp"] = zahl(eintrag["temp"])
            eintrag["druck"] = zahl(eintrag["druck"])
            werte.append(eintrag)
    return werte


def überschreitungen(werte, größe):
    grenze = GRENZWERTE[größe]
    return [w for w in werte if w[größe] > grenze]


messwerte = einlesen(DATEI)
print("Anzahl Messungen:", len(messwerte))
print("Erste Messung:", messwerte[0]["zeit"])
print("Letzte Messung:", messwerte[-1]["zeit"])

for größe in ("temp", "druck"):
    reihe = [w[größe] for w in messwerte]
    print(f"{größe}: min {min(reihe):.2f}, max {max(reihe):.2f}, "
          f"Mittel {statistics.mean(reihe):.2f}")
    zuviel = überschreitungen(messwerte, größe)
    if zuviel:
        print(f"  {len(zuviel)} Überschreitungen, erste um {zuviel[0]['zeit']:%H:%M}")
