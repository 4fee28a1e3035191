# Exercice 3, moyennes et mentions de la classe
# (corrigé pour les élèves de première NSI)

notes = {
    « Alice » : [14, 16.5, 12],
    « Bilal » : [9, 11, 10.5],
    « Chloé » : [17, 18, 15.5],
    « Dimitri » : [6.5, 8, 11],
    « Emma » : [12, 13, 14],
}


def moyenne(liste) :
    if len(liste) == 0 :
        return 0
    return sum(liste) / len(liste)


def mention(m) :
    if m >= 16 :
        return « Très bien »
    elif m >= 14 :
        return « Bien »
    elif m >= 12 :
        return « Assez bien »
    elif m >= 10 :
        return « Passable »
    else :
        return « Insuffisant »


moyennes = {}
for eleve in notes :
    moyennes[eleve] = round(moyenne(notes[eleve]), 2

for eleve, m in sorted(moyennes.items(), key=lambda paire : paire[1], reverse=True) :
    print(eleve, m, mention(m))

moyenne_classe = moyenne(list(moyennes.values()))
print(« Moyenne de la classe », round(moyenne_classe, 2))
recus = [e for e in moyennes if moyennes[e] >= 10]
print(« Élèves reçus », len(recus), « sur », len(notes))
