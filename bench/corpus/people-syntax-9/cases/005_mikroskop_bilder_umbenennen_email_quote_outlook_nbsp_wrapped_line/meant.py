# Umbenennen der Mikroskopbilder nach Probe und Datum
# (Skript von Jonas, angepasst von mir für das neue Mikroskop)
import csv
import re
import shutil
import sys
from datetime import datetime
from pathlib import Path

EINGANG = Path(r"\\labor-nas\mikroskop\eingang")
ZIEL = Path(r"\\labor-nas\mikroskop\sortiert")
PROBEN_CSV = Path("proben.csv")

# neues Mikroskop: IMG_20240513_141502_0007.tif
MUSTER = re.compile(r"IMG_(\d{8})_(\d{6})_(\d{4})\.tif$")


def lade_proben(pfad):
    """Plattennummer -> Probenname, aus der Tabelle vom Labor."""
    proben = {}
    with open(pfad, newline="", encoding="utf-8-sig") as f:
        for zeile in csv.DictReader(f, delimiter=";"):
            proben[int(zeile["Platte"])] = zeile["Probe"].strip()
    return proben


def neuer_name(datei, proben):
    treffer = MUSTER.match(datei.name)
    if treffer is None:
        return None
    datum, zeit, nummer = treffer.groups()
    aufnahme = datetime.strptime(datum + zeit, "%Y%m%d%H%M%S")
    # Jonas per Mail (14.05.): Platte steht in den ersten zwei Stellen der Nummer,
    # Bildnummer in den letzten zwei
    platte, bild = divmod(int(nummer), 100)
    probe = proben.get(platte) or proben.get(platte % 10, f"unbekannt_platte{platte:02d}")
    return f"{probe}_{aufnahme:%Y-%m-%d_%H%M}_{bild:02d}.tif"


def main():
    proben = lade_proben(PROBEN_CSV)
    verschoben = 0
    for datei in sorted(EINGANG.glob("*.tif")):
        name = neuer_name(datei, proben)
        if name is None:
            print("übersprungen:", datei.name)
            continue
        ziel = ZIEL / name
        if ziel.exists():
            print("existiert schon:", ziel.name)
            continue
        shutil.move(str(datei), str(ziel))
        verschoben += 1
    print(verschoben, "Bilder verschoben")


if __name__ == "__main__":
    sys.exit(main())
