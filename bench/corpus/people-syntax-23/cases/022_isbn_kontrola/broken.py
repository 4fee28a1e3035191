# isbn_kontrola.py -- kontrola a prevod ISBN-10 / ISBN-13 v zozname akvizícií
# Univerzitná knižnica, Košice -- oddelenie akvizície
# Vstup: CSV z objednávok (objednavka;isbn;nazov), výstup: opravený CSV + zoznam chýb
import csv
import sys


def vycisti(isbn):
    return "".join(z for z in str(isbn).upper() if z.isdigit() or z == "X")


def kontrolna_isbn10(prvych9):
    sucet = sum((10 - i) * int(z) for i, z in enumerate(prvych9))
    c = (11 - sucet % 11) % 11
    return "X" if c == 10 else str(c)


>>> def kontrolna_isbn13(prvych12):
...     sucet = sum(int(z) * (1 if i % 2 == 0 else 3) for i, z in enumerate(prvych12))
...     return str((10 - sucet % 10) % 10)


def over_isbn-10(kod):
    return len(kod) == 10 and kod[:9].isdigit() and kontrolna_isbn10(kod[:9]) == kod[9]


def over_isbn13(kod):
    return len(kod) == 13 and kod.isdigit() and kontrolna_isbn13(kod[:12]) == kod[12]


def na_isbn13(kod10):
    zaklad = "978" + kod10[:9]
    return zaklad + kontrolna_isbn13(zaklad)


def spracuj(isbn):
    kod = vycisti(isbn)
    if len(kod) == 10:
        if not over_isbn10(kod):
            return None, "zlá kontrolná číslica ISBN-10"
        return na_isbn13(kod), "prevedené z ISBN-10"
    elif len(kod) == 13:
        if (kod.startswith("978") or kod.startswith("979")) and over_isbn13(kod):
            return kod, ""
        return None, "zlé ISBN-13"
    else
        return None, "nesprávna dĺžka (%d)" % len(kod)


TESTY = ["80-7149-435-2", 978-80-08-03234-8, "0-306-40615-2", "9780306406157"]


def main():
    vstup = sys.argv[1] if len(sys.argv) > 1 else "akvizicie.csv"
    chyby = []
    with open(vstup, encoding="utf-8-sig", newline="") as f, \
            open("akvizicie_isbn13.csv", "w", encoding="utf-8-sig", newline="") as g:
        citac = csv.DictReader(f, delimiter=";")
        zapis = csv.writer(g, delimiter=";")
        zapis.writerow(["objednavka", "isbn13", "nazov", "poznamka"])
        for riadok in citac:
            novy, poznamka = spracuj(riadok["isbn"])
            if novy is None:
                chyby.append((riadok["objednavka"], riadok["isbn"], poznamka))
            zapis.writerow([riadok["objednavka"], novy or "", riadok["nazov"], poznamka])
    for t in TESTY:
        print("test", t, "->", spracuj(t))
    print()
    print("Chyby: %d" % len(chyby))
    for obj, isbn, dovod in chyby:
        print("  %-10s %-20s %s" % (obj, isbn, dovod))


if __name__ == "__main__":
    main()
