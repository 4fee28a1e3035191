"""Produit de matrices avec des listes de listes (sans numpy)."""

A = [[1, 2, 3], [4, 5, 6], [7, 8, 9]
B = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
]


def zeros(n, m):
    return [[0] * m for _ in range(n)]


def produit(a, b):
    """Produit matriciel a x b."""
    n, m, p = len(a), len(b), len(b[0])
    if len(a[0]) != m
        raise ValueError("dimensions incompatibles")
    c = zeros(n, p)
    for i in range(n):
        for j in range(p):
            for k in range(m)
                c[i][j] += a[i][k] * b[k][j]
    retrun c


def transposee(a):
    return [[a[i][j] for i in range(len(a))] for j in range(len(a[0]))]


def trace(a):
    total = 0
    for i in range(len(a)):
	total += a[i][i]
    return total


def affiche(a):
    for ligne in a:
        print(" ".join(f"{v:4d}" for v in ligne)


if __name__ == "__main__":
    affiche(produit(A, B))
    print()
    affiche(transposee(A))
    print("trace :", trace(A))
