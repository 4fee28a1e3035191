# TP2 - liste de courses
# calcule le total et affiche les articles trop chers

articles = ["pain", "lait", "oeufs", "fromage", "pommes"]
prix = [1.20, 0.95, 2.80, 4.50, 3.10]

budget = float(input("Ton budget : "))

total = 0
for i in range(len(articles)):
    total = total + prix[i]
    if prix[i] > 3:
        print("Attention,", articles[i], "coûte plus de 3 euros")

print("Total des courses :", round(total, 2), "euros")

if total > budget:
    print("Tu dépasses ton budget de", round(total - budget, 2), "euros")
else:
    print("C'est bon, il te reste", round(budget - total, 2), "euros")
