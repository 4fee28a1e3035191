# Calcul de la moyenne des notes d'une classe
# Exercice 3 - TP Python

def moyenne(notes)
    total = 0
    For n in notes:
        total += n
    Return total / len(notes)


def mention(m):
    if m >= 16:
        return "Très bien"
    elif m >= 14:
        return "Bien"
    elif m >= 12
        return "Assez bien"
    Else:
        return "Passable"


eleves = {
    "Léa": [12, 15, 17],
    "Hugo": [9, 11, 10]
    "Inès": [18, 16, 19],
}

for nom, notes in eleves.items():
    m = moyenne(notes)
    print(f"{nom} : {m:.2f} ({mention(m)})")
