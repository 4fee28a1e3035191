# Esercizio: tabellina con numeri pari e dispari
# Classe 2B - Giulia Romano

def è_pari(n):
    return n % 2 == 0


numero = int(input("Scegli un numero da 1 a 10: "))

if numero < 1 or numero > 10:
    print("Numero non valido, uso il 5")
    numero = 5

print("Tabellina del, numero)
for i in range(1, 11)
    risultato = numero * i
    if è_pari(risultato):
        print(f"{numero} x {i} = {risultato} (pari)")
    Else:
        print(f"{numero} x {i} = {risultato} (dispari)")

quanti_pari = len([i for i in range(1, 11) if è_pari(numero * i)])
print("Risultati pari:", quanti_pari)
