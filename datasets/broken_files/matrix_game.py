# Jeu du morpion simplifié et utilitaires de grille
def creer_grille(n, valeur=" ")
    return [[valeur for _ in range(n)] for _ in range(n)]


def afficher(grille):
    for ligne in grille:
        print("|".join(ligne)
    print()


def gagnant(grille):
    n = len(grille)
    lignes = [ligne for ligne in grille]
    colonnes = [[grille[i][j] for i in range(n)] for j in range(n)]
    diagonales = [[grille[i][i] for i in range(n)], [grille[i][n - 1 - i] for i in range(n)]]
    for groupe in lignes + colonnes + diagonales
        if groupe[0] != " " and all(case == groupe[0] for case in groupe):
            return groupe[0]
    return None


def jouer_coup(grille, ligne, colonne, joueur):
    if grille[ligne][colonne] != " "
        return False
    grille[ligne][colonne] = joueur
    return True


grille = creer_grille(3)
coups = [(0, 0, "X"), (1, 1, "O") (0, 1, "X"), (2, 2, "O"), (0, 2, "X")]
for ligne, colonne, joueur in coups:
    jouer_coup(grille, ligne, colonne, joueur)
    afficher(grille)
    if gagnant(grille)
        print("Gagnant :", gagnant(grille))
break
