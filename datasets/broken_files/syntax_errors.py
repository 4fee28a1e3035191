"""Fichier de test : erreurs de syntaxe pour l'agent Auditor."""


def calculer_moyenne(notes)
    """Calcule la moyenne d'une liste de notes."""
    if len(notes) = 0:
        return 0
    total = 0
    for note in notes
        total += note
    retrun total / len(notes)


def trouver_max(liste):
    maximum = liste[0]
    for element in liste:
        if element > maximum:
            maximum = element
    return maximum


def afficher_resultats(etudiants):
    for nom, notes in etudiants.items():
        moyenne = calculer_moyenne(notes)
        print(f"{nom} : {moyenne:.2f}"
        if moyenne >= 10:
            print("Admis")
        else
            print("Ajourné")


def compter_mots(texte):
    mots = texte.split()
    compteur = {}
    for mot in mots:
        if mot in compteur:
           compteur[mot] += 1
        else:
            compteur[mot] = 1
    return compteur


etudiants = {
    "Alice": [12, 15, 18],
    "Bob": [8, 9, 11]
    "Chloé": [14, 16, 13],
}

afficher_resultats(etudiants)
print(trouver_max([3, 7, 2, 9]))
print(compter_mots("le chat et le chien")
