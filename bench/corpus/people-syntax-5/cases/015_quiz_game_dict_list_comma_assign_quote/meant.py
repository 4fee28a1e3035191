questions = [
    {"q": "What is the capital of Australia?", "answer": "canberra"},
    {"q": "How many legs does a spider have?", "answer": "8"},
    {"q": "What planet is known as the red planet?", "answer": "mars"},
    {"q": "Who painted the Mona Lisa?", "answer": "da vinci"},
]

score = 0
wrong = []

for q in questions:
    answer = input(q["q"] + " ").strip()
    if answer.lower() == q["answer"]:
        print("Correct!")
        score = score + 1
    else:
        print("Wrong, it was", q["answer"])
        wrong.append(q["q"])

print()
print("You scored " + str(score) + "/" + str(len(questions)))
if wrong:
    print("Questions to review:")
    for w in wrong:
        print(" -", w)
