# siltuma_summas.py -- efektīvo temperatūru summa (GDD) miežiem un kukurūzai
# Dati: LLU meteostacija, Jelgava (CSV: datums;tmin;tmax), sēja no lauku žurnāla.
# Metode: vidējā temperatūra ar griestiem 30 °C, bāze 5 °C miežiem, 10 °C kukurūzai.
import csv
import sys
from datetime import date, datetime

KULTURAS = {
    "mieži": {"baze": 5.0, "griesti": 30.0,
              "stadijas": [(110, "cerošana"), (450, "stiebrošana"), (750, "vārpošana"),
                           (1350, "dzeltengatavība")]},
    "kukurūza": {"baze": 10.0, "griesti": 30.0,
                 "stadijas": [(120, "sadīgšana"), (700, "slotiņa"), (1400, "gatavība")]},
}

SEJA = {
    "mieži": date(2024, 4, 22),
    "kukurūza": date(2024, 5, 10),
}


def lasit(cels):
    dati = []
    with open(cels, encoding="utf-8", errors='ignore') as f:
        for r in csv.DictReader(f, delimiter=";"):
            d = datetime.strptime(r["datums"], "%Y-%m-%d").date()
            tmin = float(r["tmin"].replace(",", "."))
            tmax = float(r["tmax"].replace(",", "."))
            dati.append((d, tmin, tmax))
    return sorted(dati)


def dienas_gdd(tmin, tmax, baze, griesti):
    tmax = min(tmax, griesti)
    tmin = max(tmin, baze)
    if tmax < tmin:
        tmax = tmin
    return max((tmax + tmin) / 2 - baze, 0.0)


def summa(dati, kultura):
    p = KULTURAS[kultura]
    seja = SEJA[kultura]
    kopa = 0.0
    rindas = []
    for d, tmin, tmax in dati:
        if d < seja:
            continue
        kopa += dienas_gdd(tmin, tmax, p["baze"], p["griesti"])
        rindas.append((d, kopa))
    return rindas


def stadija(kultura, gdd):
    pedeja = "pirms sadīgšanas"
    for robeza, nosaukums in KULTURAS[kultura]["stadijas"]:
        if gdd > robeza:
            pedeja = nosaukums
    return pedeja


def main():
    cels = sys.argv[1] if len(sys.argv) > 1 else "jelgava_2024.csv"
    dati = lasit(cels)
    print("Pēdējie dati:", dati[-1][0].strftime("%d.%m.%Y"))
    for kultura in KULTURAS:
        rindas = summa(dati, kultura)
        if not rindas:
            print(f"{kultura}: vēl nav sēts")
            continue
        pedejais_datums, gdd = rindas[-1]
        print(f"{kultura:<9} sēts {SEJA[kultura]:%d.%m.}  GDD = {gdd:6.0f}  -> {stadija(kultura, gdd)}")
        # nedēļas pieaugums
        if len(rindas) > 7:
            print(f"          pēdējās 7 dienās +{gdd - rindas[-8][1]:.0f}")


if __name__ == "__main__":
    main()
