# Gestion d'inventaire d'un petit magasin
# TP 3 - dictionnaires

stock = {
    "pommes": 40
    "poires": 0,
    "bananes": 12,
    "cerises": 3,
}

prix = {"pommes": 0.5, "poires": 0.8, "bananes": 0.3, "cerises": 4.0}


def valeur_totale(stock, prix):
    total = 0
    for produit, quantité in stock.items():
        total += quantité * prix[produit]
    return total


def afficher_alertes(stock):
    for produit, quantité in stock.items():
        if quantité = 0:
            print("Rupture de stock :", produit)
        elif quantité < 5:
            print("Stock faible :", produit, "(", quantité, ")")


def vendre(produit, nombre):
    if stock[produit] >= nombre:
        stock[produit] -= nombre
        return True
    print("Pas assez de", produit)
    return False


vendre("bananes", 10)
vendre("cerises", 5)
afficher_alertes(stock)
print("Valeur du stock :", valeur_totale(stock, prix), "euros")
