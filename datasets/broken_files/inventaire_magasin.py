# Gestion du stock d'un petit magasin
# Binôme : Inès & Noé — TP noté

stock = {"pommes": 50, "poires": 20, "bananes": 0}
prix = {"pommes": 0.5, "poires": 0.8, "bananes": 0.3}

def vendre(produit, quantité):
    if produit not in stock:
        print("Produit inconnu :", produit)
        return 0
    if stock[produit] < quantité:
	print("Stock insuffisant pour", produit, "(reste", stock[produit], ")")
        return 0
    stock[produit] -= quantité
    return quantité * prix[produit]

def réapprovisionner(produit, quantité)
    stock[produit] = stock.get(produit, 0) + quantité

def rapport():
    print("=== Rapport ===")
    valeur = 0
    for p in stock:
        valeur += stock[p] * prix.get(p, 0)
        if stock[p] == 0:
            print(p, ": rupture !")
        elif stock[p] < 10
            print(p, ": bientôt épuisé (", stock[p], ")")
        else:
            print(p, ":", stock[p])
    print("Valeur du stock :", round(valeur, 2) "€")

caisse = 0
caisse += vendre("pommes", 10)
caisse += vendre("bananes", 3)
caisse += vendre("kiwis", 1
réapprovisionner("bananes", 30)
caisse += vendre("bananes", 3)
print("Caisse :", caisse, "€")
rapport()
