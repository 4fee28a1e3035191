class Warenkorb:
    def __init__(self, kunde):
        self.kunde = kunde
        self.artikel = []

    def hinzufügen(self, name, preis, menge=1):
        self.artikel.append((name, preis, menge))

    def summe(self):
        gesamt = 0
        for name, preis, menge in self.artikel:
            gesamt += preis * menge
        return gesamt

    def rabatt(self):
        # ab 100 Euro gibt es 10 Prozent Rabatt
        if self.summe() >= 100:
            return self.summe() * 0.10
        else:
            return 0

    def ausgeben(self):
        print("Warenkorb von", self.kunde)
        for name, preis, menge in self.artikel:
            print(f"  {menge} x {name} à {preis:.2f} €")
        print(f"Summe: {self.summe():.2f} €, Rabatt: {self.rabatt():.2f} €")


korb = Warenkorb("Jürgen")
korb.hinzufügen("Brötchen", 0.45, 6)
korb.hinzufügen("Kaffee", 8.99, 2)
korb.hinzufügen("Käse", 4.50)
korb.hinzufügen("Kopfhörer", 79.00)
korb.ausgeben()
