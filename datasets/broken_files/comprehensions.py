"""Exercices sur les compréhensions (listes, dictionnaires, ensembles)."""

nombres = [3, -1, 4, -1, 5, -9, 2, 6]
mots = ["pomme", "kiwi", "banane", "fraise", "kiwi"]


def carres_positifs(xs):
    return [x ** 2 for x in xs if x > 0]


def longueurs(ws):
    # dictionnaire mot -> longueur
    return {mot: len(mot) for mot in ws


def somme_pairs(xs):
    return sum(x for x in xs if x % 2 == 0


def uniques_tries(ws):
    return sorted({w.upper() for w in ws})


def paires(xs, ys)
    return [(a, b) for a in xs for b in ys if a != b]


def plus_frequents(ws, n=2):
    compte = {}
    for w in ws:
    compte[w] = compte.get(w, 0) + 1
    classement = sorted(compte.items(), key=lambda kv: kv[1] reverse=True)
    return [mot for mot, _ in classement[:n]]


def matrice_identite(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)


if __name__ == "__main__":
    print(carres_positifs(nombres))
    print(longueurs(mots))
    print(somme_pairs(nombres))
    print(uniques_tries(mots))
    print(paires([1, 2], [2, 3]))
    print(plus_frequents(mots))
    for ligne in matrice_identite(3):
        print(" ".join(str(v) for v in ligne))
