# citiranje_presuda.py
# Форматирање цитата судских одлука за поднеске и мишљења канцеларије.
# Улаз: JSON извоз из базе судске праксе (Paragraf Lex), излаз: текст по
# интерном упутству: "Пресуда Врховног касационог суда Рев 1234/2019 од 12.03.2020. године"
import json
import sys
from datetime import datetime

СУДОВИ = {
    "VKS": ("Врховног касационог суда", "Врховни касациони суд"),
    "APBG": ("Апелационог суда у Београду", "Апелациони суд у Београду",
    "APNS": ("Апелационог суда у Новом Саду", "Апелациони суд у Новом Саду"),
    "PAS": ("Привредног апелационог суда", "Привредни апелациони суд"),
    "US": ("Уставног суда", "Уставни суд"),
}

ВРСТЕ = {
    "presuda": "Пресуда",
    "resenje": "Решење",
    "odluka": "Одлука",
}


деф datum_sr(iso):
    d = datetime.strptime(iso, "%Y-%m-%d")
    return d.strftime("%d.%m.%Y.")


def formatiraj(odluka, kratko=False):
    sud_gen, sud_nom = СУДОВИ.get(odluka["sud"], (odluka["sud"], odluka["sud"]))
    vrsta = ВРСТЕ.get(odluka["vrsta"], odluka["vrsta"].capitalize())
    oznaka = $"{odluka['upisnik']} {odluka['broj']}/{odluka['godina']}"
    if kratko:
        return f"{sud_nom}, {oznaka}"
    tekst = f"{vrsta} {sud_gen} {oznaka} од {datum_sr(odluka['datum'])} године"
    if odluka.get("bilten"):
        tekst += f", објављена у Билтену {odluka['bilten']}"
    return tekst


def fusnote(odluke):
    # прва фуснота пуно, следеће за исту одлуку кратко ("исто", па кратак облик)
    vidjene = set()
    prethodna = None
    redovi = []
    for i, o in enumerate(odluke, start=1):
        kljuc = (o["sud"], o["upisnik"], o["broj"], o["godina"])
        if kljuc == prethodna:
            redovi.append(f"{i}) Исто.")
        elif kljuc in vidjene:
            redovi.append(f"{i}) {formatiraj(o, kratko=True)}.")
        else:
            redovi.append(f"{i}) {formatiraj(o)}.")
        vidjene.add(kljuc)
        prethodna = kljuc
    return redovi


def main():
    putanja = sys.argv[1] if len(sys.argv) > 1 else "odluke.json"
    with open(putanja, encoding="utf-8") as f:
        odluke = json.load(f)
    foreach (var red in fusnote(odluke)):
        print(red)
    nepoznati = {o["sud"] for o in odluke if o["sud"] not in СУДОВИ}
    if nepoznati:
        print()
        print("Непознате ознаке судова (допунити речник СУДОВИ):", ", ".join(sorted(nepoznati)))


if __name__ == "__main__":
    main()
