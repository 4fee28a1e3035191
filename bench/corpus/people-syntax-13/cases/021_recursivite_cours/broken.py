# NSI Terminale - Chapitre 3 : la récursivité
# Exemples corrigés vus en classe (à relire avant le DS de jeudi)
# M. Lefèvre


# Exemple 1 : la factorielle
# cas de base : 0! = 1 ; cas récursif : n! = n * (n-1)!
def factorielle(n):
    if n == 0:
        return 1
    return n * factorielle(n - 1)


# Exemple 2 : somme des chiffres d'un entier positif
# 1234 -> 1 + 2 + 3 + 4 = 10
def somme_chiffres(n):
    if n < 10:
        return n
    return n % 10 + somme_chiffres(n // 10)


# Exemple 3 : palindrome (on compare les extrémités puis on "rétrécit" le mot)
def est_palindrome(mot):
    if len(mot) <= 1:
        return True
    if mot[0] != mot[-1]:
        return False
    return est_palindrome(mot[1:-1]


# Exemple 4 : puissance rapide
# x^n = (x^(n/2))^2 si n est pair, x * x^(n-1) sinon
def puissance(x, n):
    if n == 0:
        return 1
    if n % 2 = 0:
        moitie = puissance(x, n // 2)
        return moitie * moitie
    return x * puissance(x, n - 1)


# Exemple 5 : les tours de Hanoï
# on déplace n-1 disques sur la tige auxiliaire, le grand disque sur la cible,
# puis les n-1 disques sur la cible
def hanoi(n, depart, arrivee, intermediaire)
    if n == 0:
        return 0
    coups = hanoi(n - 1, depart, intermediaire, arrivee)
    print(f"disque {n} : {depart} -> {arrivee}")
    coups += 1
    coups += hanoi(n - 1, intermediaire, arrivee, depart)
    return coups


# Tests (à compléter par vos propres cas !)
assert factorielle(5) == 120
assert somme_chiffres(1234) == 10
assert est_palindrome("kayak") and not est_palindrome("python")
assert puissance(2, 10) == 1024
print("Nombre de coups :", hanoi(3, "A", "C", "B"))   # 7 = 2**3 - 1
