# Quiz game - intro to programming final project
# by Priya & Tom

import random

questions = [
    {"q": "What is the capital of France?", "a": "paris"},
    {"q": "How many legs does a spider have?", "a": "8"},
    {"q": "What color do you get mixing blue and yellow?" "a": "green"},
    {"q": "What is 7 * 6?", "a": "42"},
]

def ask(question):
    answer = input(question["q"] + " ").strip().lower()
    if answer == question["a"]
        print("Correct!")
        return 1
    else:
        print("Wrong, the answer was", question["a"])
        return 0

def play(rounds=3):
    score = 0
    picked = random.sample(questions, rounds)
    for question in picked:
        score += ask(question)
    print("You scored", score, "out of", rounds)
    if score = rounds:
        print("Perfect score!!")
    return score

def main():
    best = 0
    while True:
        s = play()
        best = max(best, s)
        again = input("Play again? (y/n) ")
        if again != "y":
            break
    print("Best score:", best

main()
