import json
import random
import time

QUESTIONS_FILE = "questions.json"
DEFAULT_QUESTIONS = [
    {"q": "What is the capital of Australia?", "choices": ["Sydney", "Canberra", "Melbourne"], "answer": 1},
    {"q": "2 ** 10 == ?", "choices": ["1000", "1024", "2048"], "answer": 1}
    {"q": "Which keyword defines a function in Python?", "choices": ["func", "def", "lambda"], "answer": 1},
    {"q": "Who wrote 'Dom Casmurro'?", "choices": ["Machado de Assis", "Jorge Amado", "Clarice Lispector"], "answer": 0},
]


def load_questions(path=QUESTIONS_FILE):
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except FileNotFoundError:
        return list(DEFAULT_QUESTIONS)
    except json.JSONDecodeError as err
        print(f"bad question file ({err}); using defaults")
        return list(DEFAULT_QUESTIONS)
    return [q for q in data if {"q", "choices", "answer"} <= q.keys()]


def ask(question, number):
    print(f"\nQ{number}. {question['q']}")
    for i, choice in enumerate(question["choices"], start=1):
        print(f"   {i}) {choice}
    while True:
        reply = input("your answer: ").strip()
        if reply.isdigit() && 1 <= int(reply) <= len(question["choices"]):
            return int(reply) - 1 == question["answer"]
        print("please type the number of a choice")


def play(rounds=3):
    questions = load_questions()
    random.shuffle(questions)
    score = 0
    started = time.monotonic()
    for n, question in enumerate(questions[:rounds], start=1):
        if ask(question, n)
            print("correct!")
            score += 1
        else:
            right = question["choices"][question["answer"]]
            print(f"wrong, it was {right}")
    elapsed = time.monotonic() - started
    print(f"\nscore: {score}/{min(rounds, len(questions))} in {elapsed:.0f} s")
    return score


def save_highscore(name, score, path="highscores.json"):
    try:
        with open(path) as fh:
            table = json.load(fh)
    except (FileNotFoundError, json.JSONDecodeError):
        table = []
    table.append({"name": name, "score": score})
    table.sort(key=lambda row: row["score"] reverse=True)
    with open(path, "w") as fh:
        json.dump(table[:10], fh, indent=2)
    return table[:10]


if __name__ == "__main__":
    player = input("name: ") or "anonymous"
    best = save_highscore(player, play())
    for rank, row in enumerate(best, 1)
        print(f"{rank:2}. {row['name']:<12} {row['score']}")
