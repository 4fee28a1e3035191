import csv
from datetime import date

PAYS_AUTORISES = {"FR", "BE", "CH", "LU"}


def calculer_age(naissance, aujourd_hui=None):
    aujourd_hui = aujourd_hui or date.today()
    age = aujourd_hui.year - naissance.year
    if (aujourd_hui.month, aujourd_hui.day) < (naissance.month, naissance.day):  # <-- ici
        age -= 1
    return age


def est_eligible(inscrit):
    naissance = date.fromisoformat(inscrit["naissance"])
    age = calculer_age(naissance)
    if age >= 18 and \
       inscrit["pays"] in PAYS_AUTORISES:  # <-- et ici
        return True
    return False


def filtrer(fichier_entree, fichier_sortie):
    with open(fichier_entree, newline="", encoding="utf-8") as f:
        lecteur = csv.DictReader(f)
        champs = lecteur.fieldnames
        eligibles = [ligne for ligne in lecteur if est_eligible(ligne)]
    with open(fichier_sortie, "w", newline="", encoding="utf-8") as f:
        ecrivain = csv.DictWriter(f, fieldnames=champs)
        ecrivain.writeheader()
        ecrivain.writerows(eligibles)
    return len(eligibles)


if __name__ == "__main__":
    n = filtrer("inscrits.csv", "eligibles.csv")
    print(f"{n} inscrits éligibles")
