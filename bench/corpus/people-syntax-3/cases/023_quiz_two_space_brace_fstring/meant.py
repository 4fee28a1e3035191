questions = [
  {"q": "What is the capital of France?", "options": ["Berlin", "Paris", "Rome"], "answer": 1},
  {"q": "2 + 2 * 2 = ?", "options": ["8", "6", "4"], "answer": 1},
  {"q": "Which planet is closest to the sun?", "options": ["Mercury", "Venus", "Mars"], "answer": 0},
  {"q": "How many bits in a byte?", "options": ["4", "8", "16"], "answer": 1},
]

def ask(question):
  print(question["q"])
  for i, opt in enumerate(question["options"]):
    print(f"  {i + 1}. {opt}")
  choice = input("> ")
  if not choice.isdigit():
    return False
  return int(choice) - 1 == question["answer"]

def run_quiz():
  score = 0
  for n, question in enumerate(questions, start=1):
    print(f"\nQuestion {n} of {len(questions)}")
    if ask(question):
      print("Correct!")
      score += 1
    else:
      right = question["options"][question["answer"]]
      print(f"Wrong, it was {right}")
  return score

name = input("Your name: ")
final = run_quiz()
percent = final / len(questions) * 100
print(f"\n{name}, you scored {final}/{len(questions)} ({percent:.0f}%)")
if percent >= 75:
  print("Great job!")
