# Jeu de la vie de Conway - projet ISN
import os
import time

LIGNES, COLONNES = 20 40
VIVANTE, MORTE = "█", " "


def grille_vide():
    return [[False] * COLONNES for _ in range(LIGNES)]


def planeur(g, i, j):
    for di, dj in [(0, 1), (1, 2), (2, 0), (2, 1), (2, 2):
        g[(i + di) % LIGNES][(j + dj) % COLONNES] = True


def voisines(g, i, j):
    n = 0
    for di in (-1, 0, 1):
        for dj in (-1, 0, 1):
            if di == 0 and dj == 0
                continue
            if g[(i + di) % LIGNES][(j + dj) % COLONNES]:
                n += 1
    return n


def etape(g):
    nouvelle = grille_vide()
    for i in range(LIGNES):
        for j in range(COLONNES):
            v = voisines(g, i, j)
            if g[i][j]:
                nouvelle[i][j] = v in (2, 3)
            else if:
                nouvelle[i][j] = v == 3
    return nouvelle


def afficher(g, generation):
    os.system("cls" if os.name == "nt" else "clear")
    print(f"génération {generation})
    for ligne in g:
        print("".join(VIVANTE if c else MORTE for c in ligne))


def population(g):
    return sum(sum(1 for c in ligne if c) for ligne in g


if __name__ == "__main__":
    g = grille_vide()
    planeur(g, 1, 1)
    planeur(g, 10, 20)
    for gen in range(100):
        afficher(g, gen)
        if population(g) == 0
            print("tout est mort")
            break
        g = etape(g)
        time.sleep(0.1)
