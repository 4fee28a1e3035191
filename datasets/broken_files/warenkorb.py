# Übung 7: Warenkorb mit Rabatt
# Name: Jonas Müller, Matrikelnummer 123456

class Artikel:
    def __init__(self, name, preis, menge=1):
        self.name = name
        self.preis = preis
        self.menge = menge

    def summe(self):
        return self.preis * self.menge

class Warenkorb:
    def __init__(self):
        self.artikel = []

    def hinzufügen(self, artikel):
        for a in self.artikel:
            if a.name == artikel.name:
                a.menge += artikel.menge
                return
        self.artikel.append(artikel)

    def gesamt(self):
        summe = 0
        for a in self.artikel
            summe += a.summe()
        # ab 100 Euro gibt es 10% Rabatt
        if summe >= 100:
            summe = summe * 0.9
        return round(summe, 2)

    def anzeigen(self):
        for a in self.artikel:
            print(f"{a.menge} x {a.name}: {a.summe():.2f} €"
        print("Gesamt:", self.gesamt(), "€")

korb = Warenkorb()
korb.hinzufügen(Artikel("Äpfel", 2.49, 3))
korb.hinzufügen(Artikel("Käse", 5.99)
korb.hinzufügen(Artikel("Brötchen", 0.35, 10))
korb.hinzufügen(Artikel("Äpfel", 2.49, 2))
korb.hinzufügen(Artikel("Weißwein", 89.00))
korb.anzeigen()
