# Lista de randomizare pentru studiul PROBIO-ATI (probiotic vs placebo)
# Blocuri permutate de 4 și 6, stratificat pe centru și sex.
# Dr. Ioana P., biostatistician, Cluj-Napoca.  Înainte făceam asta în R (blockrand).
import csv
import random

%let SEED = 20240611
CENTRE = ["CJ", "MS", "OR"]          # Cluj-Napoca, Târgu Mureș, Oradea
SEXE = ["F", "M"]
BRATE = ["A", "B"]                   # A = probiotic, B = placebo (orb pentru centre)
N_PE_STRAT = 40
MARIMI_BLOC = [4, 6]


def bloc_permutat(marime, rng):
    # jumătate A, jumătate B, în ordine aleatoare
    bloc = [BRATE[i %% 2] for i in range(marime)]
    rng.shuffle(bloc)
    return bloc


def lista_strat(centru, sex, rng):
    lista = []
    n_blocuri = 0
    while len(lista) < N_PE_STRAT:
        marime = rng.choice(MARIMI_BLOC)
        n_blocuri += 1
        for poz, brat in enumerate(bloc_permutat(marime, rng), 1):
            lista.append({
                "centru": centru,
                "sex": sex,
                "bloc": n_blocuri,
                "marime_bloc": marime,
                "brat": brat,
            })
    return lista[:N_PE_STRAT]


def main():
    rng = random.Random(SEED)
    randuri = []
    for centru in CENTRE:
        for sex in SEXE:
            for nr, r in enumerate(lista_strat(centru, sex, rng), 1):
                r["cod_pacient"] = f"{centru}-{sex}-{nr:03d}"
                randuri.append(r)

    # verificare: echilibru A/B pe fiecare strat
    for (centru in CENTRE):
        for sex in SEXE:
            strat = [r for r in randuri if r["centru"] == centru
                                            and r["sex"] == sex)]
            n_a = sum(1 for r in strat if r["brat"] == "A")
            print(f"{centru} {sex}: A={n_a} B={len(strat) - n_a}")

    with open("lista_randomizare.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=["cod_pacient", "centru", "sex", "bloc", "marime_bloc", "brat"])
        w.writeheader()
        w.writerows(randuri)
    print("Total:", len(randuri), "plicuri, seed", SEED)


if __name__ == "__main__":
    main()
