# Exercices sur les boucles et les listes
def somme_pairs(n):
    total = 0
    for i in range(n + 1)
        if i % 2 == 0:
            total += i
    return total


def inverser(liste):
    resultat = []
    i = len(liste) - 1
    while i >= 0
        resultat.append(liste[i])
        i -= 1
    return resultat


def premier_negatif(liste):
    for x in liste
        if x < 0:
            return x
return None


def table_multiplication(n):
    for i in range(1, 11):
        print(f"{n} x {i} = {n * i}"


def filtrer(liste, seuil):
    return [x for x in liste if x > seuil


def fusionner(a, b):
    resultat = []
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] =< b[j]:
            resultat.append(a[i])
            i += 1
        esle:
            resultat.append(b[j])
            j += 1
    resultat.extend(a[i:])
    resultat.extend(b[j:])
    return resultat


print(somme_pairs(10))
print(inverser([1, 2, 3])
print(premier_negatif([3, -1, 4]))
table_multiplication(7)
print(filtrer([5, 12, 8, 20], 10))
print(fusionner([1, 4, 9], [2, 3, 10]))
