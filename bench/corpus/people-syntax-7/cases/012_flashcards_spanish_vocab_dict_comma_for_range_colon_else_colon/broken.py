# Spanish vocab flashcards
# Ollie - Year 9, for my Spanish test on Friday

import random

WORDS = {"el perro": "dog", "el gato": "cat" "la casa": "house", "el libro": "book"}


def load_more(filename):
    # each line of the file looks like:  la manzana = apple
    try:
        with open(filename, encoding="utf-8") as f:
            for line in f:
                if "=" not in line:
                    continue
                spanish, english = line.split("=", 1)
                WORDS[spanish.strip()] = english.strip().lower()
    except FileNotFoundError:
        print("(no", filename, "file, using the built-in words)")


def ask(spanish, english):
    answer = input(spanish + " = ").strip().lower()
    if answer == english or answer == "the " + english:
        print("  ¡Correcto!")
        return True
    else
        print("  No... it is", english)
        return False


def practice(rounds):
    wrong = []
    score = 0
    pairs = list(WORDS.items())
    random.shuffle(pairs)
    for i in range(rounds)
        spanish, english = pairs[i % len(pairs)]
        if ask(spanish, english):
            score += 1
        else:
            wrong.append((spanish, english))
    return score, wrong


def main():
    load_more("vocab.txt")
    print("You have", len(WORDS), "words to practise.")
    rounds = int(input("How many questions? ") or 10)
    score, wrong = practice(rounds)
    print()
    print("Score:", score, "out of", rounds)
    if wrong:
        print("Practise these again:")
        for spanish, english in wrong:
            print("  ", spanish, "=", english)
    else:
        print("Perfect! ¡Muy bien!")


main()
