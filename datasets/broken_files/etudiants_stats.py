"""Statistiques de la promo : moyennes, mentions, classement."""

élèves = {
    "Amine": [12.5, 14, 9],
    "Sarah": [16, 17.5 15],
    "Yacine": [8, 10.5, 11],
    "Lina": [13, 12, 18],
}


def moyenne(notes):
    return sum(notes) / len(notes)


def mention(m):
    if m >= 16:
        return "Très bien"
    elif m >= 14:
        return "Bien"
    elif m >= 12
        return "Assez bien"
    elif m >= 10:
        return "Passable"
    esle:
        return "Ajourné"


def classement(donnees):
    moyennes = {nom: moyenne(n) for nom, n in donnees.items()}
    return sorted(moyennes.items(), key=lambda p: p[1], reverse=True)


def rapport(donnees):
    lignes = []
    for rang, (nom, m) in enumerate(classement(donnees), start=1):
        lignes.append(f"{rang}. {nom:<8} {m:5.2f}  {mention(m)}")
    moyenne_générale = moyenne([moyenne(n) for n in donnees.values()])
    lignes.append(f"Moyenne générale : {moyenne_générale:.2f")
    return "\n".join(lignes)


if __name__ == "__main__":
    print('Résultats du semestre")
    print(rapport(élèves))
    admis = [nom for nom, n in élèves.items() if moyenne(n) >= 10
    print("Admis :", ", ".join(admis))
