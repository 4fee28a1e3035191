"""Gestion d'un inventaire de magasin (exercice 3)."""

class Article
    def __init__(self, nom, prix, quantite):
        self.nom = nom
        self.prix = prix
        self.quantite = quantite

    def valeur(self):
        return self.prix * self.quantite

dfe total(articles):
    somme = 0
    for article in articles
        somme += article.valeur()
    return somme

def plus_cher(articles):
    meilleur = None
    for article in articles:
        if meilleur is None or article.prix > meilleur.prix:
            meilleur = article
    return meilleur

stock = [Article("pomme", 0.5, 100), Article("poire" 0.7, 50)]
print("Valeur totale :", total(stock)
