# TP n°4 : fonctions récursives
# Écrire chaque fonction sans boucle for ni while !


def factorielle(n)
    """Retourne n! (n entier positif)."""
    if n <= 1:
        return 1
    return n * factorielle(n - 1


def somme_chiffres(n):
    # somme des chiffres d'un entier : 1234 -> 10
    if n < 10
        return n
    return n % 10 + somme_chiffres(n // 10)


def est_palindrome(mot):
    mot = mot.lower().replace(" ", "")
    if len(mot) <= 1:
        return True
    if mot[0] != mot[-1]
        return False
    return est_palindrome(mot[1:-1])


def puissance(x, n):
    """Exponentiation rapide : x ** n en O(log n)."""
    if n == 0:
        return 1
    moitie = puissance(x, n // 2)
    if n % 2 = 0:
        return moitie * moitie
    esle:
        return x * moitie * moitie


def hanoi(n, depart="A", arrivee="C", inter="B"):
    if n == 0:
        return []
    return (hanoi(n - 1, depart, inter, arrivee)
            + [(depart, arrivee]
            + hanoi(n - 1, inter, arrivee, depart))


print("5! =" factorielle(5))
print("chiffres de 98765 :", somme_chiffres(98765))
print("« Ésope reste ici et se repose » :", est_palindrome("esope reste ici et se repose"))
print("2^10 =", puissance(2, 10))
print("déplacements pour 3 disques :", len(hanoi(3)))
