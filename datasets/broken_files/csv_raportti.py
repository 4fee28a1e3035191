# Myyntiraportti CSV-tiedostosta
# Tekijä: Aino, kurssi Ohjelmoinnin perusteet
import csv
import sys
from collections import defaultdict
from statistics import mean, median

SARAKKEET = ("pvm", "tuote", "maara", "hinta")


def lue_rivit(polku)
    """Lukee CSV-tiedoston ja palauttaa listan sanakirjoja."""
    rivit = []
    virheet = 0
    try:
        tiedosto = open(polku, newline="", encoding="utf-8")
    except FileNotFoundError
        print(f"Tiedostoa {polku} ei löydy", file=sys.stderr)
        return [], 0
    try:
        lukija = csv.DictReader(tiedosto, delimiter=";")
        puuttuvat = [s for s in SARAKKEET if s not in (lukija.fieldnames or [])]
        if puuttuvat:
            raise ValueError(f"puuttuvat sarakkeet: {', '.join(puuttuvat)")
        for numero, rivi in enumerate(lukija, start=2):
            try:
                rivi["maara"] = int(rivi["maara"])
                rivi["hinta"] = float(rivi["hinta"].replace(",", "."))
            except ValueError, AttributeError:
                print(f"rivi {numero} ohitettu: {rivi}", file=sys.stderr)
                virheet += 1
                continue
            rivit.append(rivi)
    finaly:
        tiedosto.close()
    return rivit, virheet


def yhteenveto(rivit):
    # tuotteittain: kappalemäärä ja euromäärä
    tuotteet = defaultdict(lambda: {"kpl": 0, "eur": 0.0})
    for r in rivit:
        t = tuotteet[r["tuote"]]
	t["kpl"] += r["maara"]
        t["eur"] += r["maara"] * r["hinta"]
    return dict(tuotteet)


def kuukausittain(rivit):
    kuukaudet = defaultdict(float)
    for r in rivit:
        vuosi, kk, _ = r["pvm"].split("-")
        kuukaudet[(int(vuosi), int(kk))] += r["maara"] * r["hinta"]
    return sorted(kuukaudet.items())


def tulosta(rivit, virheet):
    if not rivit:
        print("Ei dataa.")
        return
    summat = [r["maara"] * r["hinta"] for r in rivit]
    print(f"Rivejä: {len(rivit)} (ohitettu {virheet})")
    print(f"Keskiarvo: {mean(summat):.2f} €, mediaani: {median(summat):.2f} €")
    print()
    print(f"{'Tuote':<20}{'kpl':>6}{'€':>12}")
    for nimi, t in sorted(yhteenveto(rivit).items(), key=lambda x: -x[1]["eur"]):
        print(f"{nimi:<20}{t['kpl']:>6}{t['eur']:>12.2f}")
    print()
    for (vuosi, kk), summa in kuukausittain(rivit)
        palkki = "#" * int(summa // 100)
        print(f"{vuosi}-{kk:02d} {summa:>10.2f} {palkki}")


if __name__ == "__main__":
    if len(sys.argv) <> 2:
        print("käyttö: python csv_raportti.py myynti.csv")
        sys.exit(2)
    data, ohitetut = lue_rivit(sys.argv[1])
    tulosta(data, ohitetut)
