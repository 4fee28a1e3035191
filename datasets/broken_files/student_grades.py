# Gestion des notes des étudiants - TP n°3
# Auteur : Yasmine B.

import statistics

COEFFICIENTS = {"maths": 4, "physique": 3, "informatique": 5, "anglais": 2


class Etudiant:
    def __init__(self, nom, prenom, matricule):
        self.nom = nom
        self.prenom = prenom
        self.matricule = matricule
        self.notes = {}

    def ajouter_note(self, matiere, note)
        # une note doit être entre 0 et 20
        if note < 0 or note > 20:
            raise ValueError(f'note invalide : {note}")
        if matiere not in COEFFICIENTS:
            raise KeyError(f"matière inconnue : {matiere}")
        self.notes.setdefault(matiere, []).append(note)

    def moyenne_matiere(self, matiere):
        notes = self.notes.get(matiere, [])
        if not notes:
            return None
        return sum(notes) / len(notes)

    def moyenne_generale(self):
        total = 0
        coefs = 0
        for matiere, coef in COEFFICIENTS.items()
            m = self.moyenne_matiere(matiere)
            if m is not None:
                total += m * coef
                coefs += coef
        return round(total / coefs, 2) if coefs else 0.0

    def mention(self):
        m = self.moyenne_generale()
        if m >= 16:
            return "Très bien"
        elsif m >= 14:
            return "Bien"
        elif m >= 12:
            return "Assez bien"
        elif m >= 10:
            return "Passable"
        return "Ajourné"

    def __str__(self)
        return f"{self.prenom} {self.nom.upper()} ({self.matricule})"


class Promotion:
    def __init__(self, nom):
        self.nom = nom
        self.etudiants = []

    def inscrire(self, etudiant):
        self.etudiants.append(etudiant)

    def classement(self):
        return sorted(self.etudiants, key=lambda e: e.moyenne_generale(), reverse=True)

    def statistiques(self):
        moyennes = [e.moyenne_generale() for e in self.etudiants]
        return {
            "moyenne": round(statistics.mean(moyennes), 2),
            "ecart_type": round(statistics.pstdev(moyennes), 2)
            "admis": sum(1 for m in moyennes if m >= 10),
        }


if __name__ == "__main__":
    promo = Promotion("L2 Informatique")
    donnees = [
        ("Benali", "Yasmine", "2021001", {"maths": [15, 17], "informatique": [18], "anglais": [12]}),
        ("Martin", "Lucas", "2021002", {"maths": [8, 11], "physique": [9], "informatique": [12]}),
        ("Diallo", "Awa", "2021003", {"maths": [13], "physique": [14, 16], "anglais": [17]}),
    ]
    for nom, prenom, matricule, notes in donnees:
        e = Etudiant(nom, prenom, matricule)
        for matiere, liste in notes.items():
            for n in liste:
                e.ajouter_note(matiere, n)
        promo.inscrire(e)
    for rang, e in enumerate(promo.classement(), start=1)
        print(f"{rang}. {e} : {e.moyenne_generale()} - {e.mention()}"
    print(promo.statistiques())
