# Calculateur de recettes : ajuste les quantités au nombre de personnes
# Auteur : Zoé

recette = {
    "farine": (250, "g"),
    "sucre": (100, "g")
    "œufs": (3, ""),
    "lait": (0.5, "L"),
}
personnes_base = 4

def ajuster(recette, personnes)
    facteur = personnes / personnes_base
    nouvelle = {}
    for ingrédient, (quantité, unité) in recette.items()
        nouvelle[ingrédient] = (round(quantité * facteur, 2), unité
    return nouvelle

def afficher(recette):
    for ingrédient, (quantité, unité) in recette.items():
        print(f"- {ingrédient} : {quantité} {unité}".rstrip()

n = int(input(«Pour combien de personnes ? »))
afficher(ajuster(recette, n))
