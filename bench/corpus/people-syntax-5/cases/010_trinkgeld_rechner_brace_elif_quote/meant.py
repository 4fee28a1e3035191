# Trinkgeldrechner - Hausaufgabe Informatik
# Betrag eingeben, Service bewerten, Trinkgeld ausrechnen

betrag = float(input("Rechnungsbetrag in Euro: "))
personen = int(input("Wie viele Personen? "))

print("Wie war der Service?")
print("1 = schlecht, 2 = okay, 3 = gut, 4 = super")
bewertung = int(input("Bewertung: "))

# Prozent je nach Bewertung
prozente = {1: 0, 2: 5, 3: 10,
            4: 15}

if bewertung in prozente:
    prozent = prozente[bewertung]
elif bewertung > 4:
    print("So gut? Dann 20 Prozent!")
    prozent = 20
else:
    print("Ungültige Eingabe, nehme 10 Prozent")
    prozent = 10

trinkgeld = betrag * prozent / 100
gesamt = betrag + trinkgeld
pro_person = gesamt / personen

print("Trinkgeld:", round(trinkgeld, 2), "Euro")
print("Gesamt:", round(gesamt, 2), "Euro")
print('Jede Person zahlt', round(pro_person, 2), "Euro")
