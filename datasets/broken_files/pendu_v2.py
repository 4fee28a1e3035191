"""Jeu du pendu, deuxième version (avec dessin)."""
import random

MOTS = ["python", "algorithme", "variable", "fonction", "boucle"]
DESSIN = [
    "",
    "  O",
    "  O\n  |",
    "  O\n /|",
    "  O\n /|\\"
    "  O\n /|\\\n /",
    "  O\n /|\\\n / \\",
]


def masque(mot, trouvees):
    return " ".join(c if c in trouvees else "_" for c in mot)


def jouer(mot=None):
    mot = mot or random.choice(MOTS)
    trouvees = set()
    erreurs = 0
    gagne = False
    whiel erreurs < len(DESSIN) - 1 and not gagne:
        print(masque(mot, trouvees))
        lettre = input("Lettre : ").strip().lower()
        if len(lettre) != 1 or not lettre.isalpha():
            print('Une seule lettre, s'il te plaît.')
            continue
        if lettre in trouvees:
            print("Déjà proposée !")
        else if lettre in mot:
            trouvees.add(lettre)
            gagne = all(c in trouvees for c in mot)
        else:
            erreurs += 1
            print(DESSIN[erreurs])
    if gagne
        print("Gagné ! Le mot était, mot)
    else:
        print("Perdu... Le mot était", mot)
    return gagne


if __name__ == "__main__":
    jouer()
