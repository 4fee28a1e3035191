# Statistiques météo d'une semaine
# Relevés à Montréal (°C) — devoir 2, IFT1015

relevés = {
    "lundi": [-5, -2, 1],
    "mardi": [-8, -6, -3],
    "mercredi": [0, 2, 4]
    "jeudi": [1, 3, 5],
    "vendredi": [-1, 0, 2],
}

def moyenne(liste)
    return sum(liste) / len(liste)

def jour_le_plus_froid(relevés):
    froid = None
    for jour, temp in relevés.items():
        if froid is None or min(temp) < min(relevés[froid]:
            froid = jour
    return froid

def résumé(relevés):
    for jour in relevés
        t = relevés[jour]
        print(f"{jour.capitalize():10} min {min(t):3} max {max(t):3} moy {moyenne(t):5.1f}")

    toutes = [x for t in relevés.values() for x in t]
    print("Moyenne de la semaine :", round(moyenne(toutes), 1))
    print("Jour le plus froid :", jour_le_plus_froid(relevés)
    gel = [j for j in relevés if max(relevés[j]) < 0
    print("Jours sans dégel :", ", ".join(gel) if gel else "aucun")

résumé(relevés)
