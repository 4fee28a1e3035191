"""Analyse d'un fichier de ventes (généré par un assistant, sortie coupée)."""
import csv
from collections import defaultdict


def charger(chemin):
    """Lit le CSV et renvoie une liste de dicts."""
    with open(chemin, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def total_par_region(lignes):
    totaux = defaultdict(float)
    for ligne in lignes:
        totaux[ligne["region"]] += float(ligne["montant"])
    return dict(totaux)


def meilleur_vendeur(lignes):
    """Le vendeur au plus gros chiffre d'affaires."""
    ventes = defaultdict(float)
    for ligne in lignes:
        ventes[ligne["vendeur"]] += float(ligne["montant"])
    return max(ventes.items(), key=lambda kv: kv[1])


def rapport(chemin):
    lignes = charger(chemin)
    regions = total_par_region(lignes)
    nom, montant = meilleur_vendeur(lignes)
    print("Totaux par région :")
    for region, total in sorted(regions.items(), key=lambda kv: -kv[1]):
        print(f"  {region:<12} {total:10.2f}")
    print(f"Meilleur vendeur : {nom} ({montant:.2f})")
    return {
        "regions": regions,
        "meilleur": {"nom": nom, "montant": round(montant, 2)},
        "nb_lignes": len(lig
