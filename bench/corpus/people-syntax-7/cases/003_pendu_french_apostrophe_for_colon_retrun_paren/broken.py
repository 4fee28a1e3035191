# Jeu du pendu - projet NSI
# Léa Martin, 1re G3
# Le joueur doit deviner un mot lettre par lettre, il a 7 vies.

import random

MOTS = ["ordinateur", "python", "clavier", "fenetre", "variable",
        "fonction", "boucle", "tableau", "souris", "algorithme"]

PENDU = [
    "",
    "\n\n\n\n  =====",
    "\n   |\n   |\n   |\n  =====",
    "   +---+\n   |\n   |\n   |\n  =====",
    "   +---+\n   |   O\n   |\n   |\n  =====",
    "   +---+\n   |   O\n   |   |\n   |\n  =====",
    "   +---+\n   |   O\n   |  /|)\n   |\n  =====",
    "   +---+\n   |   O\n   |  /|)\n   |  / )\n  =====",
]


def afficher_mot(mot, trouvees):
    resultat = ""
    for lettre in mot
        if lettre in trouvees:
            resultat = resultat + lettre + " "
        else:
            resultat = resultat + "_ "
    retrun resultat


def demander_lettre(deja):
    while True:
        lettre = input("Propose une lettre : ").lower()
        if len(lettre) != 1 or not lettre.isalpha():
            print('Il faut taper une seule lettre !')
        elif lettre in deja:
            print('Tu l'as déjà proposée...')
        else:
            return lettre


def partie():
    mot = random.choice(MOTS)
    trouvees = []
    ratees = []
    vies = 7
    print("Le mot a", len(mot), "lettres.")
    while vies > 0:
        print()
        print(PENDU[7 - vies]
        print(afficher_mot(mot, trouvees))
        print("Lettres ratées :", " ".join(ratees))
        lettre = demander_lettre(trouvees + ratees)
        if lettre in mot:
            trouvees.append(lettre)
            print("Bien joué !")
        else:
            ratees.append(lettre)
            vies = vies - 1
            print("Raté ! Il te reste", vies, "vies.")
        gagne = True
        for l in mot:
            if l not in trouvees:
                gagne = False
        if gagne:
            print(afficher_mot(mot, trouvees))
            print("Bravo, tu as gagné !")
            return True
    print(PENDU[7])
    print('Perdu... le mot était', mot)
    return False


score = 0
parties = 0
rejouer = "o"
while rejouer == "o":
    if partie():
        score = score + 1
    parties = parties + 1
    print("Score :", score, "/", parties)
    rejouer = input('Veux-tu rejouer ? (o/n) ').lower()
print("Merci d'avoir joué !")
