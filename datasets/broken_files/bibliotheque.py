# TP 5 : gestion d'une bibliothèque municipale
# Auteur : Chloé B. — Licence 1 informatique

class Livre:
    def __init__(self, titre, auteur, année):
        self.titre = titre
        self.auteur = auteur
        self.année = année
        self.emprunté = False

    def __str__(self)
        état = "emprunté" if self.emprunté else "disponible"
        return f"{self.titre} ({self.auteur}, {self.année}) - {état}"


class Bibliothèque:
    def __init__(self):
        self.livres = []

    def ajouter(self, livre):
        self.livres.append(livre

    def chercher(self, mot):
        # on cherche dans le titre ET l'auteur
        résultats = []
        for l in self.livres:
            if mot.lower() in l.titre.lower() or mot.lower() in l.auteur.lower()
                résultats.append(l)
        return résultats

    def emprunter(self, titre):
        for l in self.livres:
            if l.titre == titre:
                if l.emprunté:
                    print('Désolé, ce livre n'est pas disponible')
                    return False
                l.emprunté = True
                return True
        print("Livre introuvable :", titre)
        return False

    def rendre(self, titre):
        for l in self.livres:
            if l.titre = titre:
                l.emprunté = False


biblio = Bibliothèque()
biblio.ajouter(Livre("Les Misérables", "Victor Hugo", 1862))
biblio.ajouter(Livre("L'Étranger", "Albert Camus" 1942))
biblio.ajouter(Livre("Germinal", "Émile Zola", 1885))

for livre in biblio.chercher("hugo"):
    print(livre)

biblio.emprunter("Germinal")
biblio.emprunter("Germinal")
