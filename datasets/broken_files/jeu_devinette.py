# Jeu : deviner un nombre entre 1 et 100
# Projet de Léa et Théo (classe de 1ère NSI)
import random

def demander_nombre():
    while True:
        saisie = input("Ton nombre : ")
        if saisie.isdigit():
            return int(saisie)
        print("Ce n'est pas un nombre, réessaie.")

def partie(maximum=100):
    secret = random.randint(1, maximum)
    essais = 0
    while True
        n = demander_nombre()
        essais = essais + 1
        if n < secret:
            print("C'est plus !")
        elif n > secret:
            print("C'est moins !")
        else:
            print("Bravo ! Trouvé en", essais, "essais.")
            return essais

meilleur = None
rejouer = "o"
while rejouer == "o":
    score = partie()
    if meilleur == None or score < meilleur:
        meilleur = score
        print("Nouveau record :", meilleur))
    rejouer = input("Rejouer ? (o/n) ").lower(

print("Meilleur score : ", meilleur)
print('À bientôt !")
