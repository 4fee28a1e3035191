# Calcul des factures du mois
# Les tarifs sont en euros HT ; la TVA est ajoutée à la fin.
import json
from pathlib import Path

TVA = 0.20
TARIF_HORAIRE = 45
FRAIS_DEPLACEMENT = 0.35   # par km
MAX_TENTATIVES = 3

clients = json.loads(Path("clients.json").read_text(encoding="utf-8"))


def lire_heures(chemin):
    lignes = Path(chemin).read_text(encoding="utf-8").splitlines()
    entete = lignes[0]
    heures = {}
    for ligne in lignes[1:]:
        nom, h, km = ligne.split(";")
        heures[nom] = (float(h), float(km))
    return entete, heures


def montant(h, km):
    ht = h * TARIF_HORAIRE + km * FRAIS_DEPLACEMENT
    return round(ht * (1 + TVA), 2)


entete, heures = lire_heures("heures_mars.csv")
print("Période :", entete)
total = 0
for nom, (h, km) in heures.items():
    ttc = montant(h, km)
    total += ttc
    print(f"{nom:<20} {h:5.1f} h  {km:5.0f} km  {ttc:9.2f} €")

moyenne = total / len(heures)
print(f"Total TTC : {total:.2f} €, moyenne par client : {moyenne:.2f} €")

for essai in range(MAX_TENTATIVES):
    reponse = input("Envoyer les factures par mail ? (o/n) ").strip().lower()
    if reponse in ("o", "n"):
        break
    print("Répondez par o ou n, il reste", MAX_TENTATIVES - essai - 1, "essai(s)")
