# Notenstatistik für eine Klasse
# Die Noten gehen von 1 (sehr gut) bis 6 (ungenügend)

import statistics

NOTEN = {
    "Anna": [1, 2, 2, 1],
    "Bernd": [3, 4, 3, 5]
    "Cäcilie": [2, 2, 3, 1],
    "Dörte": [5, 6, 4, 5],
}


def durchschnitt(noten)
    # leere Liste -> keine Note
    if not noten:
        return None
    return sum(noten) / len(noten)


def bewertung(schnitt):
    if schnitt < 1.5:
        return "sehr gut"
    elseif schnitt < 2.5:
        return "gut"
    elif schnitt < 3.5:
        return "befriedigend"
    elif schnitt < 4.5
        return "ausreichend"
    else
        return "nicht bestanden"


def bericht(noten_tabelle):
    zeilen = []
    for name, noten in sorted(noten_tabelle.items()):
        schnitt = durchschnitt(noten)
        zeilen.append(f"{name:10} {schnitt:.2f} {bewertung(schnitt)}"
    alle = [n for liste in noten_tabelle.values() for n in liste]
    zeilen.append(f"Median aller Noten: {statistics.median(alle)}")
      return "\n".join(zeilen)


print(bericht(NOTEN))
