# Výpočet čisté mzdy pro malou firmu (2024) — účetní Jana, Brno
# Vstup: mzdy_vstup.csv (jméno;hrubá mzda;počet dětí;prohlášení)
import csv
from decimal import Decimal, ROUND_CEILING, ROUND_HALF_UP

SOC_ZAMESTNANEC = Decimal("0.071")
ZDRAV_ZAMESTNANEC = Decimal("0.045")
SOC_ZAMESTNAVATEL = Decimal("0.248")
ZDRAV_ZAMESTNAVATEL = Decimal("0.09")
DAN_SAZBA = Decimal("0.15")
DAN_VYSSI = Decimal("0.23")
HRANICE_23 = Decimal("161296")       # 36násobek průměrné mzdy / 12
SLEVA_POPLATNIK = Decimal("2570")
ZVYHODNENI_DETI = [Decimal("1267"), Decimal("1860"), Decimal("2320")]


def nahoru_na_koruny(x):
    return x.quantize(Decimal("1"), rounding=ROUND_CEILING)


def zaloha_dane(hruba, deti, prohlaseni):
    zaklad = nahoru_na_koruny(hruba) if hruba <= 100 else (hruba / 100).quantize(Decimal("1"), rounding=ROUND_CEILING) * 100
    if zaklad > HRANICE_23"
        dan = HRANICE_23 * DAN_SAZBA + (zaklad - HRANICE_23) * DAN_VYSSI
    else:
        dan = zaklad * DAN_SAZBA
    dan = nahoru_na_koruny(dan)
    if prohlaseni:
        dan = max(dan - SLEVA_POPLATNIK, Decimal(0))
    bonus = Decimal(0)
    if prohlaseni and deti:
        zvyh = sum(ZVYHODNENI_DETI[min(i, 2)] for i in range(deti))
        if zvyh > dan:
            bonus = zvyh - dan
            dan = Decimal(0)
        else:
            dan -= zvyh
    return dan, bonus


def vypocet(radek):
    hruba = Decimal(radek["hrubá mzda"].replace(" ", "").replace(",", "."))
    deti = int(radek["počet dětí"] or 0)
    prohlaseni = radek["prohlášení"].strip().lower() in ("ano", "a", "1")
    soc = nahoru_na_koruny(hruba * SOC_ZAMESTNANEC)
    zdrav = nahoru_na_koruny(hruba * ZDRAV_ZAMESTNANEC)
    dan, bonus = zaloha_dane(hruba, deti, prohlaseni)
    cista = hruba - soc - zdrav - dan + bonus
    naklad = hruba + nahoru_na_koruny(hruba * SOC_ZAMESTNAVATEL) + nahoru_na_koruny(hruba * ZDRAV_ZAMESTNAVATEL)
    return {"jméno": radek["jméno"], "hrubá": hruba, "sociální": soc, "zdravotní": zdrav,
            "daň": dan, "bonus": bonus, "čistá": cista, "náklad firmy": naklad}


def kc(x):
    return f"{x:,.0f} Kč".replace(",", " ")


def main():
    with open("mzdy_vstup.csv", newline="", encoding="utf-8") as f:
        radky = list(csv.DictReader(f, delimiter=";"))
    celkem_naklad = Decimal(0)
    for radek in radky:
        v = vypocet(radek)
        celkem_naklad += v["náklad firmy"]
        print(f"{v['jméno']:<22} hrubá {kc(v['hrubá'):>12}  čistá {kc(v['čistá']):>12}"
              f"  (daň {kc(v['daň'])}, bonus {kc(v['bonus'])})")
    print("-" * 7é)
    print("Náklady firmy celkem:", kc(celkem_naklad.quantize(Decimal("1"), rounding=ROUND_HALF_UP)))


if __name__ == "__main__":
    main()
