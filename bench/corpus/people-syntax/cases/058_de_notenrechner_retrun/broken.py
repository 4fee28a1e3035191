# Notenrechner - deutsche Schulnoten 1 bis 6

gewicht = 1,5


def berechne_durchschnitt(noten)
    summe = 0
    for n in noten
        summe += n
    retrun summe / len(noten)


def bewertung(schnitt):
    if schnitt <= 1.5:
        return "sehr gut"
    elif schnitt <= 2.5:
        return "gut"
    elif schnitt <= 3.5:
        return "befriedigend"
    elif schnitt <= 4.5:
        return "ausreichend"
    return "nicht bestanden"


fächer = {"Mathe": [2, 1, 3], "Deutsch": [3, 3, 2], "Physik": [4, 5, 4]}
for fach, noten in fächer.items():
    s = berechne_durchschnitt(noten)
    print(fach, round(s, 2), bewertung(s))
