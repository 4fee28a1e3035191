# plezalne_ocene.py - pretvorba plezalnih ocen (francoska, UIAA, YDS) in piramida iz dnevnika
# Za naš plezalni odsek (Ljubljana) - da se ne prepiramo, koliko je "šestka plus".
# Tabela je približna, po primerjalnih tabelah z interneta.  Matej
import csv
import sys
from collections import Counter

# (francoska, UIAA, YDS)
TABELA = [
    ("5a", "V+", "5.8"),
    ("5b", "VI-", "5.9"),
    ("5c", "VI", "5.10a"),
    ("6a", "VI+", "5.10b"),
    ("6a+", "VII-", "5.10c"),
    ("6b", "VII-", "5.10d"),
    ("6b+", "VII", "5.11a"),
    ("6c", "VII+", "5.11b"),
    ("6c+", "VIII-", "5.11c"),
    ("7a", "VIII", "5.11d"),
    ("7a+", "VIII", "5.12a"),
    ("7b", "VIII+", "5.12b"),
    ("7b+", "IX-", "5.12c"),
    ("7c", "IX", "5.12d"),
    ("7c+", "IX+", "5.13a"),
    ("8a", "IX+/X-", "5.13b"),
]
SISTEMI = {"fr": 0, "uiaa": 1, "yds": 2}


def najdi(ocena):
    ocena = ocena.strip()
    for vrstica in TABELA:
        if ocena in vrstica:
            return vrstica
    raise KeyError(ocena)


def pretvori(ocena, v="fr"):
    return najdi(ocena)[SISTEMI[v]]


def piramida(dnevnik):
    # samo preplezane smeri (RP, OS, flash), ne poskusi
    st = Counter()
    with open(dnevnik, encoding="utf-8") as f:
        for vr in csv.DictReader(f, delimiter=";"):
            if vr["stil"].upper() not in ("RP", "OS", "FL"):
                continue
            try:
                st[pretvori(vr["ocena"], "fr")] += 1
            except KeyError:
                print("Neznana ocena:", vr["ocena"], "-", vr["smer"])
    vrstni_red = [v[0] for v in TABELA]
    for ocena in sorted(st, key=vrstni_red.index, reverse=True):
        print(f"{ocena:>4} {'█' * st[ocena]} {st[ocena]}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[2] in SISTEMI:
        print(pretvori(sys.argv[1], sys.argv[2]))
    elif len(sys.argv) == 2 and sys.argv[1].endswith(".csv"):
        piramida(sys.argv[1])
    else:
        print("Uporaba: plezalne_ocene.py 6b+ yds   ali   plezalne_ocene.py dnevnik.csv")
