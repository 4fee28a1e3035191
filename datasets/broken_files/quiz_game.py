# Quiz game - week 5 assignment
import random

questions = [
    ("What is the capital of France?", "paris"),
    ("How many legs does a spider have?", "8"),
    ("What colour is the sky?", "blue")
    ("What is 7 * 6?", "42"),
]

def ask(question, answer):
    reply = input(question + " ")
    if reply.strip().lower() == answer
        print("Correct!")
        return True
    else:
        print("Wrong, the answer was " + answer)
        return False

def play(rounds):
    score = 0
    for i in range(rounds):
        q, a = random.choice(questions)
        if ask(q, a):
            score = score + 1
    print("You scored", score, "out of", rounds)
    return score

def main():
    rounds = int(input("How many rounds? ")
    best = 0
    while true:
        s = play(rounds)
        if s > best:
            best = s
            print("New best score!")
        again = input("Play again? (y/n) ")
        if again != "y":
            break

main(
