import random

mots = ["python", "ordinateur", "clavier", "fromage", "baguette"]
mot = random.choice(mots)
lettres_trouvées = []
erreurs = 0
trouvé = False

while erreurs < 7 and trouvé =! True
    affichage = ""
    for l in mot:
        if l in lettres_trouvées:
            affichage += l + " "
        else:
            affichage += "_ "
    print(affichage)
    lettre = input("Propose une lettre : ").lower()
    if lettre in mot:
        lettres_trouvées.append(lettre)
    else:
        erreurs += 1
        print("Raté ! Erreurs :", erreurs)
    trouvé = all(l in lettres_trouvées for l in mot)

if trouvé:
    print("Bravo, tu as trouvé", mot)
else:
    print("Perdu ! Le mot était", mot
