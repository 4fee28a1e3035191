import sys


def lese_messwerte(pfad):
    werte = []
    try:
        with open(pfad, encoding="utf-8") as datei
            for nummer, zeile in enumerate(datei, start=1):
                zeile = zeile.strip()
                if not zeile or zeile.startswith("#"):
                    continue
                teile = zeile.split(";")
                try:
                    werte.append((teile[0], float(teile[1].replace(",", "."))))
                except (IndexError, ValueError):
                    print(f"Zeile {nummer}}: ungültig -> {zeile!r}")
    except FileNotFoundError
        print("Datei nicht gefunden:", pfad)
    return werte


messwerte = lese_messwerte(sys.argv[1] if len(sys.argv) > 1 else "messungen.csv")
if messwerte:
    höchster = max(messwerte, key=lambda w: w[1])
    print("Anzahl:", len(messwerte))
    print("Maximum:", höchster[0], höchster[1])
