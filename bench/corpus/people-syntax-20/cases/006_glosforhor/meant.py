"""Glosförhör i engelska, åk 7.

Läser veckans glosor (engelska;svenska per rad), gör två versioner av provet
(A och B, så att bänkgrannar inte har samma ordning), facit, och rättar sedan
elevernas svar som lagts in i svar_v<vecka>.csv.

    python glosforhor.py skapa 38
    python glosforhor.py rätta 38
"""
import csv
import random
import sys

ANTAL_FRÅGOR = 12
ANTAL_ALTERNATIV = 4
GODKÄNT = 0.6


def läs_glosor(vecka):
    sökväg = f"glosor/vecka{vecka}.txt"
    try:
        with open(sökväg, encoding="utf-8") as f:
            rader = f.read().splitlines()
    except FileNotFoundError:
        print(f"Hittar inte {sökväg}.")
        print("Exportera glosorna från Classroom som .txt först.")
        sys.exit(1)
    glosor = []
    for rad in rader:
        if not rad.strip() or rad.startswith("#"):
            continue
        engelska, svenska = [d.strip() for d in rad.split(";", 1)]
        glosor.append((engelska, svenska))
    return glosor


def skapa_frågor(glosor, antal, slump):
    valda = slump.sample(glosor, min(antal, len(glosor)))
    frågor = []
    for engelska, svenska in valda:
        fel = [s for e, s in glosor if s != svenska]
        alternativ = slump.sample(fel, ANTAL_ALTERNATIV - 1) + [svenska]
        slump.shuffle(alternativ)
        frågor.append({"ord": engelska, "alternativ": alternativ,
                       "rätt": "ABCD"[alternativ.index(svenska)]})
    return frågor


def skriv_prov(vecka, version, frågor):
    with open(f"prov_v{vecka}_{version}.txt", "w", encoding="utf-8") as f:
        f.write(f"Glosförhör vecka {vecka}   version {version}\n")
        f.write("Namn: ______________________   Klass: _____\n\n")
        for nr, fråga in enumerate(frågor, 1):
            f.write(f"{nr:>2}. {fråga['ord']}\n")
            for bokstav, alt in zip("ABCD", fråga["alternativ"]):
                f.write(f"      {bokstav}) {alt}\n")
            f.write("\n")


def skriv_facit(vecka, prov):
    with open(f"facit_v{vecka}.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["version", "nr", "ord", "rätt"])
        for version, frågor in prov.items():
            for nr, fråga in enumerate(frågor, 1):
                w.writerow([version, nr, fråga["ord"], fråga["rätt"]])


def läs_facit(vecka):
    facit = {}
    with open(f"facit_v{vecka}.csv", encoding="utf-8") as f:
        for rad in csv.DictReader(f, delimiter=";"):
            facit[(rad["version"], int(rad["nr"]))] = rad["rätt"]
    return facit


def rätta(vecka):
    facit = läs_facit(vecka)
    resultat = []
    with open(f"svar_v{vecka}.csv", encoding="utf-8") as f:
        for rad in csv.DictReader(f, delimiter=";"):
            version = rad["version"].strip().upper()
            poäng = 0
            fel = []
            for nr in range(1, ANTAL_FRÅGOR + 1):
                svar = rad.get(str(nr), "").strip().upper()
                if svar == facit.get((version, nr)):
                    poäng += 1
                else:
                    fel.append(nr)
            resultat.append((rad["namn"], version, poäng, fel))
    resultat.sort(key=lambda r: (-r[2], r[0]))
    print(f"{'Namn':<22}{'Ver':<5}{'Poäng':>6}  Fel på")
    for namn, version, poäng, fel in resultat:
        gräns = "" if poäng >= GODKÄNT * ANTAL_FRÅGOR else "  <-- göra om"
        felstr = ",".join(map(str, fel[:6])) + ("..." if len(fel) > 6 else "")
        print(f"{namn:<22}{version:<5}{poäng:>6}  {felstr}{gräns}")
    snitt = sum(r[2] for r in resultat) / len(resultat) if resultat else 0
    print(f"\nSnitt: {snitt:.1f} av {ANTAL_FRÅGOR}")


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("skapa", "rätta"):
        print(__doc__)
        return
    vecka = int(sys.argv[2])
    if sys.argv[1] == "skapa":
        glosor = läs_glosor(vecka)
        slump = random.Random(vecka)
        prov = {}
        for version in ("A", "B"):
            prov[version] = skapa_frågor(glosor, ANTAL_FRÅGOR, slump)
            skriv_prov(vecka, version, prov[version])
        skriv_facit(vecka, prov)
        print(f"Skapade version A och B ({len(prov['A'])} frågor) + facit.")
    else:
        rätta(vecka)


if __name__ == "__main__":
    main()
