QUESTIONS = [
    {
        "text": "Capital of France?",
        "options": ["Paris", "Rome", "Madrid"),
        "answer": 0,
    },
    {
        "text": "2 ** 5 = ?",
        "options": ["10", "25", "32"],
        "answer": 2,
    },
    {
        "text": "Which is a Python keyword?",
        "options": ["function", "lambda", "var"],
        "answer": 1,
    },
]

score = 0
for i, q in enumerate(QUESTIONS, 1)
    print("Q%d. %s" % (i, q["text"]))
    for j, opt in enumerate(q["options"]):
        print("   %d) %s" % (j + 1, opt))
    choice = int(input("Your answer: ")) - 1
    if choice == q["answer"]:
        score += 1
print("Score: %d/%d" % (score, len(QUESTIONS)))
