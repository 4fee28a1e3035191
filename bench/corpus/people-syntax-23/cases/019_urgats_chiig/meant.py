# urgats_chiig.py -- Комбайны ургацын CSV-ээс талбай бүрийн хуурай жингийн ургац
# Сэлэнгэ аймаг, Шаамар сум -- "Хөх тал" ХХК, улаанбуудай 2024
# Хуурай ургац = нойтон жин × (100 - чийг) / (100 - 14)   (14% стандарт чийг)
import csv
import sys
from collections import defaultdict

STANDART_CHIIG = 14.0
UNE_TONN = 850000            # төгрөг / тонн, гэрээний үнэ
KHATAAKH_ZARDAL = 12000      # төгрөг / тонн / чийгийн 1% (14%-иас дээш)

TALBAI_GA = {
    "Т-01": 120.0,
    "Т-02": 95.5,
    "Т-03": 210.0,
    "Т-04": 64.0,
}


def khuurai_jin(noiton_kg, chiig):
    if chiig <= STANDART_CHIIG:
        return noiton_kg
    return noiton_kg * (100 - chiig) / (100 - STANDART_CHIIG)


def unshikh(zam):
    # комбайны экспорт: talbai,ognoo,noiton_kg,chiig_pct
    dun = defaultdict(lambda: {"noiton": 0.0, "khuurai": 0.0, "chiig_jin": 0.0})
    with open(zam, encoding="utf-8") as f:
        for mor in csv.DictReader(f):
            t = mor["talbai"].strip()
            noiton = float(mor["noiton_kg"])
            chiig = float(mor["chiig_pct"])
            dun[t]["noiton"] += noiton
            dun[t]["khuurai"] += khuurai_jin(noiton, chiig)
            dun[t]["chiig_jin"] += chiig * noiton
    return dun


def khatakh_une(dun):
    # 14%-иас чийглэг бол хатаах зардал
    niit = 0
    for t, d in dun.items():
        dundaj_chiig = d["chiig_jin"] / d["noiton"] if d["noiton"] else 0
        iluu = max(dundaj_chiig - STANDART_CHIIG, 0)
        niit += iluu * KHATAAKH_ZARDAL * d["noiton"] / 1000
    return niit


def main():
    zam = sys.argv[1] if len(sys.argv) > 1 else "kombain_2024.csv"
    dun = unshikh(zam)
    niit_tonn = 0.0
    print(f"{'Талбай':<8}{'га':>8}{'нойтон т':>11}{'хуурай т':>11}{'т/га':>8}{'чийг %':>9}")
    for t in sorted(dun):
        d = dun[t]
        ga = TALBAI_GA.get(t)
        tonn = d["khuurai"] / 1000
        niit_tonn += tonn
        chiig = d["chiig_jin"] / d["noiton"]
        if ga:
            print(f"{t:<8}{ga:>8.1f}{d['noiton'] / 1000:>11.1f}{tonn:>11.1f}{tonn / ga:>8.2f}{chiig:>9.1f}")
        else:
            print(f"{t:<8}{'?':>8}{d['noiton'] / 1000:>11.1f}{tonn:>11.1f}{'-':>8}{chiig:>9.1f}")
    orlogo = round(
        niit_tonn * UNE_TONN - khatakh_une(dun),
        -3,
    )
    print()
    print(f"Нийт хуурай ургац: {niit_tonn:.1f} тонн")
    print(f"Тооцоолсон орлого (хатаалтын дараа): {orlogo:,.0f} ₮")


if __name__ == "__main__":
    main()
