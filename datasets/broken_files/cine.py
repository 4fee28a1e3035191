# Réservation de places de cinéma
# Mini-projet NSI — Manon, Hugo

SALLES = {"A": 8, "B": 5}

class Séance
    def __init__(self, film, salle, heure):
        self.film = film
        self.salle = salle
        self.heure = heure
        self.places = [[False] * SALLES[salle] for _ in range(SALLES[salle])

    def réserver(self, rang, siège):
        if self.places[rang][siège]:
            print("Place déjà prise !")
            return False
        self.places[rang][siège] = True
        return True

    def libres(self):
        total = 0
        for rang in self.places:
            total += rang.count(False
        return total

    def afficher(self):
        print(f"{self.film} - salle {self.salle} à {self.heure}")
        for rang in self.places:
            print(" ".join("X" if p else "." for p in rang))

séances = [Séance("Dune", "A", "20h30"), Séance("Amélie", "B" "18h00")]
séances[0].réserver(2, 3)
séances[0].réserver(2, 3)
for s in séances
    s.afficher()
    print("Places libres :", s.libres())
