# Jeu de quiz en console
import random

QUESTIONS = [
    {"question": "Capitale de l'Algérie ?", "choix": ["Oran", "Alger", "Annaba"], "reponse": 1},
    {"question": "2 + 2 * 2 = ?", "choix": ["8", "6", "4"], "reponse": 1}
    {"question": "Langage de ce programme ?", "choix": ["Java", "C", "Python"], "reponse": 2},
    {"question": "Combien de bits dans un octet ?", "choix": ["8", "16", "4"], "reponse": 0},
]


def poser(question)
    print(question["question"])
    for i, choix in enumerate(question["choix"], start=1)
        print(f"  {i}. {choix}")
    while True
        reponse = input("Votre réponse : ")
        if reponse.isdigit() and 1 <= int(reponse) <= len(question["choix"]:
            return int(reponse) - 1
        print("Réponse invalide, recommencez.")


def jouer(nombre=3):
    score = 0
    for question in random.sample(QUESTIONS, k=min(nombre, len(QUESTIONS))):
        if poser(question) == question["reponse"]:
            print("Bravo !)
            score += 1
        else
            bonne = question["choix"][question["reponse"]]
            print(f"Raté, la bonne réponse était : {bonne}")
    print(f"Score final : {score}/{nombre")
    return score


if __name__ == "__main__":
    jouer()
