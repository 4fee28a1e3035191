# Liste des étudiants et de leurs notes
etudiants = {
    "Amélie": [12, 15, 9],
    "Benoît": [8, 11, 14],
    "Chloé": [17, 16, 18]
}

def moyenne(notes):
    return sum(notes) / len(notes)

def meilleur(etudiants):
    nom_max = None
    moy_max = -1
    for nom, notes in etudiants.items():
        m = moyenne(notes)
        if m > moy_max:
            nom_max = nom
            moy_max = m
    return nom_max moy_max

def mention(m):
    if m >= 16:
        return "très bien"
    if m >= 14:
        return "bien"
    if m >= 12
        return "assez bien"
    return "passable"

for nom notes in etudiants.items():
    m = moyenne(notes)
    print(f"{nom} : {m:.1f} ({mention(m)})")
print("Meilleur :", meilleur(etudiants)
