"""Alignement global de deux protéines (Needleman-Wunsch, pénalité de gap linéaire).

TP de M1 bioinformatique, Montpellier. La matrice BLOSUM62 est recopiée à la main
(sous-ensemble des acides aminés du TP) ; le reste est fait sans Biopython pour
comprendre l'algorithme.
"""
import sys

BLOSUM62_TEXTE = """
   A  R  N  D  C  Q  E  G  H  I  L  K  M  F  P  S  T  W  Y  V
A  4 -1 -2 -2  0 -1 -1  0 -2 -1 -1 -1 -1 -2 -1  1  0 -3 -2  0
R -1  5  0 -2 -3  1  0 -2  0 -3 -2  2 -1 -3 -2 -1 -1 -3 -2 -3
N -2  0  6  1 -3  0  0  0  1 -3 -3  0 -2 -3 -2  1  0 -4 -2 -3
D -2 -2  1  6 -3  0  2 -1 -1 -3 -4 -1 -3 -3 -1  0 -1 -4 -3 -3
C  0 -3 -3 -3  9 -3 -4 -3 -3 -1 -1 -3 -1 -2 -3 -1 -1 -2 -2 -1
Q -1  1  0  0 -3  5  2 -2  0 -3 -2  1  0 -3 -1  0 -1 -2 -1 -2
E -1  0  0  2 -4  2  5 -2  0 -3 -3  1 -2 -3 -1  0 -1 -3 -2 -2
G  0 -2  0 -1 -3 -2 -2  6 -2 -4 -4 -2 -3 -3 -2  0 -2 -2 -3 -3
H -2  0  1 -1 -3  0  0 -2  8 -3 -3 -1 -2 -1 -2 -1 -2 -2  2 -3
I -1 -3 -3 -3 -1 -3 -3 -4 -3  4  2 -3  1  0 -3 -2 -1 -3 -1  3
L -1 -2 -3 -4 -1 -2 -3 -4 -3  2  4 -2  2  0 -3 -2 -1 -2 -1  1
K -1  2  0 -1 -3  1  1 -2 -1 -3 -2  5 -1 -3 -1  0 -1 -3 -2 -2
M -1 -1 -2 -3 -1  0 -2 -3 -2  1  2 -1  5  0 -2 -1 -1 -1 -1  1
F -2 -3 -3 -3 -2 -3 -3 -3 -1  0  0 -3  0  6 -4 -2 -2  1  3 -1
P -1 -2 -2 -1 -3 -1 -1 -2 -2 -3 -3 -1 -2 -4  7 -1 -1 -4 -3 -2
S  1 -1  1  0 -1  0  0  0 -1 -2 -2  0 -1 -2 -1  4  1 -3 -2 -2
T  0 -1  0 -1 -1 -1 -1 -2 -2 -1 -1 -1 -1 -2 -1  1  5 -2 -2  0
W -3 -3 -4 -4 -2 -2 -3 -2 -2 -3 -2 -3 -1  1 -4 -3 -2 11  2 -3
Y -2 -2 -2 -3 -2 -1 -2 -3  2 -1 -1 -2 -1  3 -3 -2 -2  2  7 -1
V  0 -3 -3 -3 -1 -2 -2 -3 -3  3  1 -2  1 -1 -2 -2  0 -3 -1  4
"""

GAP = -8


def lire_matrice(texte):
    lignes = [l.split() for l in texte.strip().splitlines()]
    colonnes = lignes[0]
    matrice = {}
    for ligne in lignes[1:]:
        aa = ligne[0]
        for autre, valeur in zip(colonnes, ligne[1:]):
            matrice[(aa, autre)] = int(valeur)
    return matrice


def aligner(s1, s2, matrice, gap=GAP):
    n, m = len(s1), len(s2)
    score = [[0] * (m + 1) for _ in range(n + 1)]
    trace = [[""] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        score[i][0] = i * gap
        trace[i][0] = "H"
    for j in range(1, m + 1):
        score[0][j] = j * gap
        trace[0][j] = "G"
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            diag = score[i - 1][j - 1] + matrice[(s1[i - 1], s2[j - 1])]
            haut = score[i - 1][j] + gap
            gauche = score[i][j - 1] + gap
            meilleur = max(diag, haut, gauche)
            score[i][j] = meilleur
            if meilleur == diag:
                trace[i][j] = "D"
            elif meilleur == haut:
                trace[i][j] = "H"
            else:
                trace[i][j] = "G"
    # remontée
    al1, al2 = [], []
    i, j = n, m
    while i > 0 or j > 0:
        t = trace[i][j]
        if t == "D":
            al1.append(s1[i - 1])
            al2.append(s2[j - 1])
            i, j = i - 1, j - 1
        elif t == "H":
            al1.append(s1[i - 1])
            al2.append("-")
            i -= 1
        else:
            al1.append("-")
            al2.append(s2[j - 1])
            j -= 1
    return ("".join(reversed(al1)),
            "".join(reversed(al2)),
            score[n][m])


def afficher(a1, a2, matrice, largeur=60):
    milieu = []
    for x, y in zip(a1, a2):
        if x == y:
            milieu.append("|")
        elif "-" not in (x, y) and matrice[(x, y)] > 0:
            milieu.append(":")
        else:
            milieu.append(" ")
    milieu = "".join(milieu)
    for k in range(0, len(a1), largeur):
        print(a1[k:k + largeur])
        print(milieu[k:k + largeur])
        print(a2[k:k + largeur])
        print()
    identiques = milieu.count("|")
    print(f"identité : {identiques}/{len(a1)} ({100 * identiques / len(a1):.1f} %)")
    print(f"gaps : {a1.count('-') + a2.count('-')}")


if __name__ == "__main__":
    if len(sys.argv) == 3:
        seq1, seq2 = sys.argv[1].upper(), sys.argv[2].upper()
    else:
        # exemple du TP : deux fragments de globine
        seq1 = "VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF"
        seq2 = "VHLTPEEKSAVTALWGKVNVDEVGGEALGRLLVVYPWTQRFFESF"
    mat = lire_matrice(BLOSUM62_TEXTE)
    a1, a2, sc = aligner(seq1, seq2, mat)
    print(f"score : {sc}\n")
    afficher(a1, a2, mat)
