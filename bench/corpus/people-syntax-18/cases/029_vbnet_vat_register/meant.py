# Rejestr sprzedaży VAT z eksportu faktur (CSV z programu do fakturowania).
# Łódź, dział księgowości. Wcześniej robiłem to w VB.NET (WinForms), teraz skrypt,
# żeby szefowa mogła go odpalić na Macu. Sumy per stawka, kontrola numeracji,
# faktury korygujące, zestawienie miesięczne do JPK_V7M.
import csv
import re
import sys
from collections import defaultdict
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal

STAWKI = {"23": Decimal("0.23"), "8": Decimal("0.08"), "5": Decimal("0.05"), "0": Decimal("0"), "zw": Decimal("0")}
NUMER_RE = re.compile(r"^(FV|FK)/(\d{1,5})/(\d{2})/(\d{4})$")
GROSZ = Decimal("0.01")


def kwota(tekst):
    """'1 234,56' -> Decimal('1234.56')"""
    tekst = tekst.replace("\xa0", "").replace(" ", "").replace(",", ".")
    if tekst == "":
        return Decimal("0")
    return Decimal(tekst)


def zaokraglij(d):
    return d.quantize(GROSZ, rounding=ROUND_HALF_UP)


def wczytaj(sciezka):
    faktury = []
    with open(sciezka, encoding="cp1250", newline="") as f:
        for wiersz in csv.DictReader(f, delimiter=";"):
            faktury.append({
                "numer": wiersz["Numer"].strip(),
                "data": datetime.strptime(wiersz["Data wystawienia"], "%d.%m.%Y").date(),
                "nip": wiersz["NIP nabywcy"].replace("-", "").strip(),
                "kontrahent": wiersz["Nabywca"].strip(),
                "stawka": wiersz["Stawka VAT"].strip().rstrip("%"),
                "netto": kwota(wiersz["Netto"]),
                "vat": kwota(wiersz["VAT"]),
            })
    return faktury


def sprawdz_numeracje(faktury):
    """Numery FV/n/MM/RRRR muszą iść po kolei w każdym miesiącu, bez dziur."""
    bledy = []
    numery = defaultdict(list)
    for f in faktury:
        m = NUMER_RE.match(f["numer"])
        if m is None:
            bledy.append(f"zły format numeru: {f['numer']}")
            continue
        typ, nr, miesiac, rok = m.groups()
        numery[(typ, rok, miesiac)].append(int(nr))
        if int(miesiac) != f["data"].month or int(rok) != f["data"].year:
            bledy.append(f"{f['numer']}: data {f['data']:%d.%m.%Y} nie pasuje do numeru")
    for (typ, rok, miesiac), lista in sorted(numery.items()):
        lista.sort()
        oczekiwane = set(range(1, lista[-1] + 1))
        brakujace = sorted(oczekiwane - set(lista))
        if brakujace:
            bledy.append(f"{typ} {miesiac}/{rok}: brak numerów {brakujace}")
        duplikaty = {n for n in lista if lista.count(n) > 1}
        if duplikaty:
            bledy.append(f"{typ} {miesiac}/{rok}: zdublowane numery {sorted(duplikaty)}")
    return bledy


def sprawdz_vat(faktury):
    bledy = []
    for f in faktury:
        if f["stawka"] not in STAWKI:
            bledy.append(f"{f['numer']}: nieznana stawka {f['stawka']!r}")
            continue
        wyliczony = zaokraglij(f["netto"] * STAWKI[f["stawka"]])
        if abs(wyliczony - f["vat"]) > GROSZ:
            bledy.append(f"{f['numer']}: VAT {f['vat']} a powinno być {wyliczony}")
        if len(f["nip"]) != 10 and f["nip"] != "":
            bledy.append(f"{f['numer']}: podejrzany NIP {f['nip']}")
    return bledy


def zestawienie(faktury):
    sumy = defaultdict(lambda: {"netto": Decimal("0"), "vat": Decimal("0"), "ile": 0})
    for f in faktury:
        klucz = (f["data"].strftime("%Y-%m"), f["stawka"])
        sumy[klucz]["netto"] += f["netto"]
        sumy[klucz]["vat"] += f["vat"]
        sumy[klucz]["ile"] += 1
    return sumy


def main():
    if len(sys.argv) < 2:
        print("użycie: rejestr_vat.py faktury.csv")
        return 2
    faktury = wczytaj(sys.argv[1])
    print(f"Wczytano {len(faktury)} faktur")
    bledy = sprawdz_numeracje(faktury) + sprawdz_vat(faktury)
    for b in bledy:
        print("  BŁĄD:", b)
    sumy = zestawienie(faktury)
    print(f"\n{'miesiąc':<8} {'stawka':>6} {'faktur':>6} {'netto':>14} {'VAT':>12}")
    razem_netto = Decimal("0")
    razem_vat = Decimal("0")
    for (miesiac, stawka), s in sorted(sumy.items()):
        etykieta = stawka if stawka == "zw" else stawka + "%"
        print(f"{miesiac:<8} {etykieta:>6} {s['ile']:>6} {s['netto']:>14,.2f} {s['vat']:>12,.2f}")
        razem_netto += s["netto"]
        razem_vat += s["vat"]
    print(f"{'RAZEM':<8} {'':>6} {len(faktury):>6} {razem_netto:>14,.2f} {razem_vat:>12,.2f}")
    korekty = [f for f in faktury if f["numer"].startswith("FK/")]
    if korekty:
        print(f"\nFaktury korygujące: {len(korekty)}, netto {sum(k['netto'] for k in korekty):,.2f}")
    return 1 if bledy else 0


if __name__ == "__main__":
    sys.exit(main())
