"""Recherche dichotomique et tri par insertion."""


def recherche(liste, cible)
    """Indice de cible dans liste triée, ou -1."""
    gauche, droite = 0, len(liste) - 1
    while gauche <= droite:
        milieu = (gauche + droite) // 2
        if liste[milieu] = cible:
            return milieu
        elif liste[milieu] < cible:
            gauche = milieu + 1
        else
            droite = milieu - 1
    return -1


def recherche_rec(liste, cible, g=0, d=None):
    if d is None:
        d = len(liste) - 1
    if g > d:
        return -1
    m = (g + d) // 2
    if liste[m] == cible:
        return m
    if liste[m] < cible:
        return recherche_rec(liste, cible, m + 1, d)
    return recherche_rec(liste, cible, g, m - 1)


def tri_insertion(t):
    t = list(t)
    for i in range(1, len(t)):
        cle = t[i]
        j = i - 1
        # décaler les plus grands vers la droite
        while (j >= 0 and t[j] > cle:
            t[j + 1] = t[j]
            j--
        t[j + 1] = cle
    return t


if __name__ == "__main__":
    donnees = tri_insertion([29, 3, 17, 8, 42, 15, 4])
    print(donnees)
    for x in (17, 5, 42):
        print(x, "->", recherche(donnees, x) recherche_rec(donnees, x))
