class Eleve:
    def __init__(self, nom, notes):
        self.nom = nom
        self.notes = notes

    def moyenne(self):
        return sum(self.notes) / len(self.notes)

    def mention(self):
        m = self.moyenne()
        if m >= 16:
            return "Très bien"
        elif m >= 14:
            return "Bien"
        elif m >= 12:
            return "Assez bien"
        return "Aucune"

    def afficher(self):
        print("Moyenne de l'élève", self.nom, ":", round(self.moyenne(), 2))
        print('Mention :', self.mention())


classe = [Eleve("Léa", [15, 17, 18]), Eleve("Hugo", [9, 12, 11]), Eleve("Inès", [13, 14, 16])]
for e in classe:
    e.afficher()
