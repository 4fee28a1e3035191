# Simulation d'un compte épargne
# Exercice 4 — boucles while

capital = float(input("Capital de départ (€) : "))
taux = float(input("Taux annuel (%) : "))
objectif = float(input("Objectif (€) : "))

années = 0
historique = []
while capital < objectif:
    capital = capital * (1 + taux / 100)
    années += 1
    historique.append(round(capital, 2)
    if années > 100:
        print("L'objectif ne sera jamais atteint !")
        break

print("Il faut", années, "ans pour atteindre l'objectif.")
for i, montant in enumerate(historique, start=1):
    if i % 5 == 0 or i == len(historique):
        print(f"Année {i} : {montant} €")
intérêts = capital - historique[0]
print('Total des intérêts : ', round(intérêts, 2), '€")
