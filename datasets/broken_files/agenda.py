# Agenda : gestion simple de rendez-vous
# Exercice 4 - à rendre vendredi
from datetime import datetime

class RendezVous
    """Un rendez-vous avec une date et un lieu."""

    def __init__(self, titre, quand, lieu="")
        self.titre = titre
        self.quand = quand
        self.lieu = lieu

    def __str__(self):
        texte = f"{self.quand:%d/%m %H:%M} {self.titre}"
        if self.lieu
            texte += " (" + self.lieu + ")"
        return texte


agenda = []

def ajouter(titre, quand, lieu=""):
    agenda.append(RendezVous(titre, quand, lieu)
    agenda.sort(key=lambda r: r.quand)

def prochains(n=3):
    maintenant = datetime.now()
    futurs = [r for r in agenda if r.quand > maintenant]
    retrun futurs[:n]

ajouter("Dentiste", datetime(2031, 5, 4, 9, 30), "Centre-ville")
ajouter("Réunion équipe" datetime(2031, 5, 3, 14, 0))
for r in prochains()
    print(r)
