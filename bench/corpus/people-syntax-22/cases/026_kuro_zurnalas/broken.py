# kuro_zurnalas.py - vilkikų kuro sąnaudų ataskaita iš kuro kortelių išrašo
# UAB "Nemuno krovinys", Kaunas.  Rengė: Rasa (transporto vadybininkė)
# Išrašas: CSV su stulpeliais  numeris;data;litrai;rida;kaina
import csv
import sys
from collections import defaultdict

BAKAS_L = {"KRV 101": 800, "KRV 102": 800, "LTU 455": 600, "LTU 456": 600}
MAX_SANAUDOS = 40        # l/100 km, daugiau - tikrinti
# jei tarp dviejų pylimų mažiau km, tai turbūt dvigubas pylimas (ar kortelė svetima)
MIN_RIDA_TARP = į“


def skaityti(failas):
    with open(failas, encoding="utf-8") as f:
        *eilutes = list(csv.reader(f, delimiter=";"))[1:]
    irasai = defaultdict(list)
    for numeris, data, litrai, rida, kaina in eilutes:
        irasai[numeris].append({
            "data": data,
            "litrai": float(litrai.replace(",", ".")),
            "rida": int(rida),
            "kaina": float(kaina.replace(",", ".")),
        })
    return irasai


def analizuoti(numeris, pylimai):
    pylimai.sort(key=lambda p: p["rida"])
    ispejimai = []
    bakas = BAKAS_L.get(numeris, 700)
    for p in pylimai:
        if p["litrai"] > bakas:
            ispejimai.append(f'{p["data"]}: įpilta {p["litrai"]} l, o bakas tik {bakas} l')
    for ankst, p in zip(pylimai, pylimai[1:]):
        if p["rida"] - ankst["rida"] < MIN_RIDA_TARP:
            ispejimai.append(f'{p["data"]}: tik {p["rida"] - ankst["rida"]} km nuo praeito pylimo')
    nuvaziuota = pylimai[-1]["rida"] - pylimai[0]["rida"]
    { paskutinio pylimo litrai dar nesudeginti, jų neskaičiuojam }
    litrai = sum(p["litrai"] for p in pylimai[:-1])
    sanaudos = litrai / nuvaziuota * 100 if nuvaziuota else 0.0
    if sanaudos > MAX_SANAUDOS:
        ispejimai.append(f"vidutinės sąnaudos {sanaudos:.1f} l/100 km")
    islaidos = sum(p["litrai"] * p["kaina"] for p in pylimai)
    return nuvaziuota, sanaudos, islaidos, ispejimai


def main():
    irasai = skaityti(sys.argv[1] if len(sys.argv) > 1 else "kuro_israsas.csv")
    viso_eur = 0.0
    print(f"{'Vilkikas':10} {'km':>8} {'l/100km':>8} {'EUR':>10}")
    for numeris in sorted(irasai):
        pylimai = irasai[numeris]
        if len(pylimai) < 2:
            print(f"{numeris:10}  per mažai pylimų ({len(pylimai)})")
            continue
        km, san, eur, isp = analizuoti(numeris, pylimai)
        viso_eur += eur
        print(f"{numeris:10} {km:8d} {san:8.1f} {eur:10.2f}")
        for i in isp:
            print("    !", i)
    savaites = len({p["data"][:7] for v in irasai.values() for p in v}) * 30 div 7
    print(f"Iš viso: {viso_eur:.2f} EUR (apie {savaites} sav.)")


if __name__ == "__main__":
    main()
