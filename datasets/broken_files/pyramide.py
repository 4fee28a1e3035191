# Dessiner des figures avec des étoiles
# exercice 3 du chapitre "boucles"

def triangle(n):
    for i in range(1, n + 1):
        print("*" * i)

def pyramide(n):
    for i in range(n):
        espaces = " " * (n - i - 1)
        étoiles = "*" * (2 * i + 1)
        print(espaces + étoiles)

def losange(n):
    pyramide(n)
    for i in range(n - 2, -1, -1):
    espaces = " " * (n - i - 1)
    étoiles = "*" * (2 * i + 1)
    print(espaces + étoiles)

def damier(n):
    for ligne in range(n):
        texte = ""
        for colonne in range(n):
            if (ligne + colonne) % 2 == 0:
                texte += "#"
            else
                texte += "."
        print(texte)

taille = int(input("Taille ? "))
triangle(taille)
pyramide(taille)
losange(taille)
damier(taille
