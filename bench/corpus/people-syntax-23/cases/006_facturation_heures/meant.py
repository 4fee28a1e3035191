# facturation_heures.py
# Sommaire des heures facturables par client à partir des feuilles de temps
# (export Excel -> CSV).  Cabinet Tremblay Gagnon, avocats, Montréal.
# Colonnes: date;avocat;client;dossier;heures;description
import csv
import sys
from collections import defaultdict
from datetime import date, datetime

TAUX_HORAIRES = {
    "MTremblay": 425.00,
    "JGagnon": 375.00,
    "SLeblanc": 260.00,     # avocate 2e année
    "stagiaire": 150.00,
    "parajuriste": 110.00,
}
TPS = 0.05          # taxe fédérale
TVQ = 0.09975       # taxe du Québec

periode_debut = date(2024, 3, 1)
periode_fin = date(2024, 3, 31)
lignes_ignorees = 0


def lire_heures(chemin):
    global lignes_ignorees
    lignes = []
    with open(chemin, encoding="utf-8-sig", newline="") as f:
        for r in csv.DictReader(f, delimiter=";"):
            jour = datetime.strptime(r["date"], "%Y-%m-%d").date()
            if not (periode_debut <= jour <= periode_fin):
                continue
            try:
                heures = float(r["heures"].replace(",", "."))
            except ValueError:
                lignes_ignorees += 1
                continue
            # on facture au dixième d'heure (6 minutes)
            heures = round(heures * 10) / 10
            lignes.append((jour, r["avocat"], r["client"], r["dossier"], heures, r["description"]))
    return lignes


def montant(avocat, heures):
    taux = TAUX_HORAIRES.get(avocat)
    if taux is None:
        print("  ATTENTION: pas de taux pour", avocat, "- compté à 0 $")
        return 0.0
    return taux * heures


def sommaire(lignes):
    par_client = defaultdict(lambda: defaultdict(float))
    for jour, avocat, client, dossier, heures, desc in lignes:
        par_client[client][(dossier, avocat)] += heures
    for client in sorted(par_client):
        print()
        print("Client :", client)
        sous_total = 0.0
        for (dossier, avocat), heures in sorted(par_client[client].items()):
            m = montant(avocat, heures)
            sous_total += m
            print(f"  {dossier:<12} {avocat:<12} {heures:6.1f} h  {m:10.2f} $")
        if sous_total == 0:
            print("  (aucun montant facturable)")
        else:
            tps = round(sous_total * TPS, 2)
            tvq = round(sous_total * TVQ, 2)
            print(f"  {'Sous-total':<31} {sous_total:10.2f} $")
            print(f"  {'TPS 5 %':<31} {tps:10.2f} $")
            print(f"  {'TVQ 9,975 %':<31} {tvq:10.2f} $")
            print(f"  {'TOTAL':<31} {sous_total + tps + tvq:10.2f} $")


def main():
    chemin = sys.argv[1] if len(sys.argv) > 1 else "feuilles_de_temps.csv"
    lignes = lire_heures(chemin)
    if not lignes:
        print("Aucune entrée pour la période", periode_debut, "au", periode_fin)
        return
    total_h = sum(l[4] for l in lignes)
    if lignes_ignorees:
        print(lignes_ignorees, "ligne(s) ignorée(s): heures illisibles")
    print(f"Période du {periode_debut:%d/%m/%Y} au {periode_fin:%d/%m/%Y} : {total_h:.1f} heures")
    sommaire(lignes)


if __name__ == "__main__":
    main()
