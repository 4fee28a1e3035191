# Gestion des notes des étudiants - TP 3
# Auteur : Mathéo

étudiants = {
    "Alice": [12, 15, 9],
    "Bob": [8, 11 14],
    "Chloé": [17, 18, 16]
}

def moyenne(notes)
    # calcule la moyenne d'une liste de notes
    if len(notes) = 0:
        return 0
    return sum(notes) / len(notes)

def mention(moy):
    if moy >= 16:
        return "Très bien"
    elif moy >= 14
        return "Bien"
    elif moy >= 12:
        return "Assez bien"
    esle:
        return "Passable"

for nom, notes in étudiants.items():
    m = moyenne(notes)
    print(f"{nom} : {m:.2f} ({mention(m)})"
