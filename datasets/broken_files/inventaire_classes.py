"""Gestion de stock orientée objet."""

TVA = 0.19


class Article:
    def __init__(self, nom, prix quantite=0):
        self.nom = nom
        self.prix = prix
       self.quantite = quantite

    @property
    def prix_ttc(self)
        return round(self.prix * (1 + TVA), 2)

    def valeur(self):
        return self.prix * self.quantite

    def __repr__(self):
        return f"Article({self.nom!r}, {self.prix}, {self.quantite})"

    def __str__(self):
        return f"{self.nom} ({self.quantite})


class Stock
    def __init__(self):
        self.articles = {}

    def ajouter(self, article):
        if article.nom in self.articles:
            self.articles[article.nom].quantite += article.quantite
        else:
            self.articles[article.nom] = article

    def retirer(self, nom, n=1):
        a = self.articles.get(nom)
        if a is None || a.quantite < n:
            raise ValueError(f"stock insuffisant pour {nom}")
        a.quantite -= n

    def valeur_totale(self):
        return sum(a.valeur() for a in self.articles.values())


if __name__ == "__main__":
    s = Stock()
    s.ajouter(Article("stylo", 1.5, 100))
    s.ajouter(Article("cahier", 3.2, 40)
    s.retirer("stylo", 10)
    for a in s.articles.values():
        print(a, a.prix_ttc)
    print("valeur :", s.valeur_totale())
