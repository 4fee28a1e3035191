# Vokabeltrainer (Folien 12-14, Informatik 9b)
import random

vokabeln = {
    "Hund": "dog",
    "Katze": "cat",
    "Baum": "tree",
    "Fenster": "window",
    "Schule": "school",
    "Apfel": "apple",
}


def frage_stellen(deutsch, englisch):
    antwort = input("Was heißt " + deutsch + " auf Englisch? ")
    if antwort.strip().lower() == englisch:
        print("Richtig!")
        return True
    print("Leider falsch, richtig ist:", englisch)
    return False


def runde(anzahl):
    woerter = random.sample(list(vokabeln), anzahl)
    punkte = 0
    falsche = []
    for wort in woerter:
        if frage_stellen(wort, vokabeln[wort]):
            punkte = punkte + 1
        else:
            falsche.append(wort)
    return punkte, falsche


punkte, falsche = runde(4)
print("Du hast", punkte, "von 4 Punkten.")
if falsche:
    print("Diese Wörter solltest du noch üben:")
    for wort in falsche:
        print("-", wort, "=", vokabeln[wort])
else:
    print("Super, alles richtig!")
