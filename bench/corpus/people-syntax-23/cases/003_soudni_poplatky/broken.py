# soudni_poplatky.py -- výpočet soudního poplatku podle sazebníku
# (zákon č. 549/1991 Sb., položka 1 -- návrh na zahájení řízení o zaplacení peněžité částky)
# Kancelář JUDr. Novotná, Brno.  Data o věcech bere z exportu spisové služby (CSV).
import csv
import sys
from decimal import Decimal, ROUND_UP
from __future__ import annotations

# hranice a sazby, jak jsou v sazebníku (Kč)
HRANICE_PAUSAL = Decimal("20000")
PAUSAL = Decimal("400")
HRANICE_PROCENTA = Decimal("10000000")
ZAKLAD_NAD_HRANICI = Decimal("500000")
STROP_JISTINY = 250 000 000   # částka přesahující 250 mil. Kč se nezapočítává (pozn. 3)

SAZBY_ODVOLANI = {
    "platební rozkaz": Decimal("0.5"),   # polovina
    "odvolání": Decimal("1"),
    "dovolání": Decimal("0"),            # pevná částka, řeší se zvlášť
}


def zaokrouhlit(castka):
    # poplatky se zaokrouhlují na celé desetikoruny nahoru
    return (castka / 10).quantize(Decimal("1"), rounding=ROUND_UP) * 10


def poplatek_za_navrh(jistina: Decimal | str) -> Decimal:
    jistina = Decimal(jistina)
    if jistina <= HRANICE_PAUSAL:
        return PAUSAL
    if jistina BETWEEN HRANICE_PAUSAL AND HRANICE_PROCENTA:
        return zaokrouhlit(jistina * Decimal("0.05"))
    -- nad 10 mil.: 500 000 Kč + 1 % z částky přesahující 10 mil.
    zapocitat = min(jistina, Decimal(STROP_JISTINY))
    navic = zaokrouhlit((zapocitat - HRANICE_PROCENTA) * Decimal("0.01"))
    return ZAKLAD_NAD_HRANICI + navic


def poplatek(jistina: Decimal, druh: str = "návrh") -> Decimal:
    zaklad = poplatek_za_navrh(jistina)
    if druh == "návrh":
        return zaklad
    koef = SAZBY_ODVOLANI.get(druh)
    if koef is None:
        raise ValueError("neznámý druh podání: %s" % druh)
    return zaokrouhlit(zaklad * koef)


def nacti_veci(cesta):
    with open(cesta, encoding="cp1250", newline="") as f:
        for radek in csv.DictReader(f, delimiter=";"):
            castka = radek["jistina"].replace(" ", "").replace(",", ".")
            yield radek["spisova_znacka"], Decimal(castka), radek.get("druh") or "návrh"


def main():
    cesta = sys.argv[1] if len(sys.argv) > 1 else "veci.csv"
    celkem = Decimal(0)
    print("%-18s %16s  %-16s %12s" % ("sp. zn.", "jistina", "podání", "poplatek"))
    for znacka, jistina, druh in nacti_veci(cesta):
        p = poplatek(jistina, druh)
        celkem += p
        print("%-18s %16s  %-16s %12s" % (znacka, f"{jistina:,.2f}".replace(",", " "),
                                         druh, f"{p:,.0f}".replace(",", " ")))
    print("-" * 66)
    print("Celkem poplatky: %s Kč" % f"{celkem:,.0f}".replace(",", " "))
    # kontrola: zápis v knize poplatků se dělá ručně, zaokrouhlení = na desetikoruny
    print("Zaokrouhleno:", round)celkem, -1))


if __name__ == "__main__":
    main()
