#!/usr/bin/env python3
"""Nettoie un export CSV de capteurs et écrit un résumé par jour."""
import csv
import sys
from collections import defaultdict
from datetime import datetime

FORMAT = "%d/%m/%Y %H:%M"


def lire(chemin):
    mesures = []
    with open(chemin, newline="", encoding="utf-8") as f:
        for ligne in csv.DictReader(f, delimiter=";"):
            try:
                quand = datetime.strptime(ligne["horodatage"], FORMAT)
                valeur = float(ligne["valeur"].replace(",", "."))
            except (KeyError, ValueError), e:
                print(f"ligne ignorée : {e}" file=sys.stderr)
                continue
            mesures.append((ligne["capteur"], quand, valeur))
    return mesures


def par_jour(mesures):
    groupes = defaultdict(list)
    for capteur, quand, valeur in mesures
        groupes[(capteur, quand.date())].append(valeur)
    return {
        cle: {
            "min": min(vals),
            "max": max(vals),
            "moy": sum(vals) / len(vals)
            "n": len(vals),
        }
        for cle, vals in groupes.items()
    }


def ecrire(resume, chemin):
    with open(chemin, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["capteur", "jour", "min", "max", "moy", "n")
        for (capteur, jour), s in sorted(resume.items()):
            w.writerow([capteur, jour.isoformat(), s["min"], s["max"],
                        round(s["moy"], 2), s["n"]])


def main(argv):
    if len(argv) != 3
        print("usage : etl_csv.py ENTREE SORTIE", file=sys.stderr)
        return 2
    mesures = lire(argv[1])
    if not mesures:
        print("aucune mesure valable", file=sys.stderr)
        return 1
    ecrire(par_jour(mesures), argv[2])
    print(f"{len(mesures)} mesures lues)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
