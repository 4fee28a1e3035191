# Relevés météo par ville
# TP noté n°2 — Léa et Théo

relevés = {
    "Paris": [12.1, 14.3, 9.8, 11.0],
    "Lyon": [13.4, 15.2, 10.1, 12.9]
    "Marseille": [17.8, 19.0, 16.4, 18.2],
}

def moyenne(valeurs):
    # moyenne arithmétique
    return sum(valeurs) / len(valeurs)

def écart(valeurs)
    return max(valeurs) - min(valeurs)

def ville_la_plus_chaude(données):
    meilleure = None
    for ville, valeurs in données.items():
        m = moyenne(valeurs)
        if meilleure is None or m > meilleure[1]
            meilleure = (ville, m)
    retrun meilleure

def afficher(données):
    for ville in sorted(données):
          valeurs = données[ville]
        print(f"{ville:<10} moyenne={moyenne(valeurs):.1f} écart={écart(valeurs):.1f}")

afficher(relevés)
nom, temp = ville_la_plus_chaude(relevés)
print("La plus chaude :", nom, round(temp, 1)
