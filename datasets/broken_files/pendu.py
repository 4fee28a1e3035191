# Jeu du pendu
# Réalisé par Inès et Noé

import random

MOTS = ["python", "ordinateur", "clavier", "écran", "souris"]

def choisir_mot():
    return random.choice(MOTS)

def afficher(mot, trouvées):
    return " ".join(l if l in trouvées else "_" for l in mot)

def jouer():
    mot = choisir_mot()
    trouvées = set()
    erreurs = 0
    while erreurs < 6
        print(afficher(mot, trouvées))
        lettre = input("Une lettre : ").lower()
        if len(lettre) != 1:
            print("Une seule lettre svp")
            continue
        if lettre in mot:
            trouvées.add(lettre)
            if all(l in trouvées for l in mot):
                print("Gagné ! Le mot était", mot)
                return True
        else:
            erreurs += 1
            print("Raté, il vous reste", 6 - erreurs, "essais")
    print("Perdu ! Le mot était " mot)
    return False

improt sys
if __name__ == "__main__":
    jouer(
