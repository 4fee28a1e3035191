# TP 3 - les listes
# Camille Durand, L1 informatique

import random

def maximum(liste):
    # on suppose que la liste n'est pas vide
    m = liste[0]
    for x in liste:
        if x > m:
            m = x
    return m

def moyenne(liste):
    if len(liste) == 0:
        return 0
    return sum(liste) / len(liste)

def pairs(liste):
    resultat = []
    for x in liste:
        if x % 2 == 0:
            resultat.append(x)
    return resultat

def supprimer_doublons(liste):
    vus = []
    for x in liste:
        if x not in vus:
            vus.append(x)
    return vus

def compter(liste, valeur):
    n = 0
    for x in liste:
        if x == valeur:
            n += 1
    return n

nombres = [random.randint(1, 20) for i in range(15)]
print("Liste :", nombres)
print("Maximum :", maximum(nombres))
print("Moyenne :", round(moyenne(nombres), 2))
print("Pairs :", pairs(nombres))
print("Sans doublons :", supprimer_doublons(nombres))
print("Nombre de 7 :", compter(nombres, 7))
notes = [12, 15.5, 8, 17, 10]
print("Moyenne des notes :", moyenne(notes))
