# Gioco di quiz: domande e risposte
import random

DOMANDE = [
    {"testo": "Capitale d'Italia?", "risposta": "roma"},
    {"testo": "Quanto fa 7 x 8?", "risposta": "56"}
    {"testo": "Il colore del cielo?", "risposta": "blu"},
]


def chiedi(domanda):
    risposta = input(domanda["testo"] + " ")
    return risposta.strip().lower() == domanda["risposta"]


def gioca(n_domande=3)
    punti = 0
    scelte = random.sample(DOMANDE, k=min(n_domande, len(DOMANDE)))
    for d in scelte:
        if chiedi(d):
            print("Giusto!")
            punti++
        else:
            print("Sbagliato, era", d["risposta"])
    return punti


def main():
    while true
        punti = gioca()
        print(f"Hai fatto {punti} punti")
        ancora = input("Giochi ancora? (s/n) ")
        if ancora = "s":
            break
    print("Ciao!"


main()
