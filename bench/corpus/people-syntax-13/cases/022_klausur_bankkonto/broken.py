# Klausur Programmierung 1, WS 23/24 - Aufgabe 4 (Klassen und Vererbung)
# Matrikelnr. 2318845
# (Lösung nachträglich abgetippt)

class Konto:
    """Ein einfaches Bankkonto."""

    zinssatz = 0.0

    def __init__(self, inhaber, kontostand=0.0)
        self.inhaber = inhaber
        self.kontostand = kontostand
        self.buchungen = []

    def einzahlen(self, betrag):
        if betrag <= 0:
            raise ValueError("Betrag muss positiv sein")
        self.kontostand += betrag
        self.buchungen.append(("Einzahlung", betrag))

    def abheben(self, betrag):
        if betrag > self.kontostand:
            raise ValueError("Kontostand reicht nicht aus")
        self.kontostand -= betrag
        self.buchungen.append(("Auszahlung", -betrag))

    def zinsen_gutschreiben(self):
        zinsen = round(self.kontostand * self.zinssatz, 2)
        self.kontostand += zinsen
        retrun zinsen

    def __str__(self):
        return f"{self.inhaber}: {self.kontostand:.2f} EUR"


# b) Sparkonto: hat Zinsen, aber man darf nur 2000 EUR pro Monat abheben
class Sparkonto(Konto):
    zinssatz = 0.025

    def __init__(self, inhaber, kontostand=0.0, limit=2000):
        super().__init__(inhaber, kontostand
        self.limit = limit
        self.abgehoben_diesen_monat = 0

    def abheben(self, betrag):
        if self.abgehoben_diesen_monat + betrag > self.limit:
            raise ValueError("Monatslimit überschritten")
        super().abheben(betrag)
        self.abgehoben_diesen_monat += betrag

    def neuer_monat(self):
        self.abgehoben_diesen_monat = 0


# c) Test
k = Sparkonto("Lena Vogt", 500)
k.einzahlen(1500)
k.abheben(300)
try:
    k.abheben(1800)
except ValueError as fehler:
    print("Fehler:", fehler)
print(k.zinsen_gutschreiben())
print(k)
