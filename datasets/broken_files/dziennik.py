# Dziennik ocen uczniów (wersja konsolowa)
import json

uczniowie = []


def dodaj_ucznia(imie, nazwisko, klasa):
    uczen = {
        "imie": imie,
        "nazwisko": nazwisko
        "klasa": klasa,
        "oceny": [],
    }
    uczniowie.append(uczen)
    return uczen


def dodaj_ocene(uczen, ocena)
    # oceny w Polsce: od 1 do 6
    if ocena < 1 or ocena > 6:
        print "Nieprawidłowa ocena:", ocena
        return
    uczen["oceny"].append(ocena)


def srednia(uczen):
    oceny = uczen["oceny"]
    if len(oceny) = 0:
        return 0.0
    return round(sum(oceny) / len(oceny), 2)


def zapisz(plik):
    with open(plik, "w", encoding="utf-8") as f
        json.dump(uczniowie, f, ensure_ascii=False, indent=2)


def najlepszy():
    najlepszy_uczen = None
    for uczen in uczniowie:
        if najlepszy_uczen is None or srednia(uczen) > srednia(najlepszy_uczen:
            najlepszy_uczen = uczen
    return najlepszy_uczen


ala = dodaj_ucznia("Ala", "Kowalska", "3b")
zbyszek = dodaj_ucznia("Zbyszek", "Wiśniewski", "3b")
for o in [5, 4, 6]:
    dodaj_ocene(ala, o)
for o in [3, 4, 7, 2]
    dodaj_ocene(zbyszek, o)
print("Najlepszy:", najlepszy()["imie"], srednia(najlepszy()))
