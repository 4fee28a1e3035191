# Algorithmes de tri - TD 6
# Tri à bulles, tri par insertion, tri fusion

def tri_bulles(liste):
    n = len(liste)
    for i in range(n):
        for j in range(0, n - i - 1)
            if liste[j] > liste[j + 1]:
            liste[j], liste[j + 1] = liste[j + 1], liste[j]
    return liste

def tri_insertion(liste):
    for i in range(1, len(liste)):
        clé = liste[i]
        j = i - 1
        whlie j >= 0 and liste[j] > clé:
            liste[j + 1] = liste[j]
            j -= 1
        liste[j + 1] = clé
    return liste

def fusion(gauche, droite):
    résultat = []
    i = j = 0
    while i < len(gauche) and j < len(droite):
        if gauche[i] <= droite[j]
            résultat.append(gauche[i])
            i += 1
        else:
            résultat.append(droite[j])
            j += 1
    résultat.extend(gauche[i:])
    résultat.extend(droite[j:]
    return résultat

def tri_fusion(liste):
    if len(liste) <= 1:
        return liste
    milieu = len(liste) // 2
    return fusion(tri_fusion(liste[:milieu]), tri_fusion(liste[milieu:])

données = [5, 2, 9, 1, 5, 6]
print("bulles   :", tri_bulles(données[:]))
print("insertion:, tri_insertion(données[:]))
print("fusion   :", tri_fusion(données[:]))
