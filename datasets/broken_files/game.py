# Jeu du nombre mystère
import random

def choisir(maximum):
    return random.randint(1, maximum)

def jouer(maximum=100):
    secret = choisir(maximum)
    essais = 0
    while True:
        proposition = int(input("Votre nombre ? "))
        essais += 1
        if proposition < secret:
            print("C'est plus !")
        elif proposition > secret:
            print("C'est moins !")
        else:
            print("Bravo, trouvé en", essais, "essais"
            break
    return essais

def meilleur_score(scores)
    if not scores:
        return None
    return min(scores)

scores = []
for partie in range(3):
   scores.append(jouer(50))
    print("score :", scores[-1])
print(‘Meilleur score :’, meilleur_score(scores))
