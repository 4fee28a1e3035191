"""Cases 001-016: beginners (students in their first months), 1-3 mistakes each."""
from lib import case, M, START, END

# ---------------------------------------------------------------------------
case("grade_average_for_colon_paren_assign",
     "high-school student, first programming class (grade average lab)",
     r'''
# Lab 3 - grade average
# Name: Tyler M.   Period 4

grades = []
count = int(input("How many grades? "))

for i in range(count):
    g = float(input("Enter grade " + str(i + 1) + ": "))
    grades.append(g)

total = 0
for g in grades:
    total = total + g

average = total / len(grades)
print("Your average is", round(average, 1))

if average >= 90:
    letter = "A"
elif average >= 80:
    letter = "B"
elif average >= 70:
    letter = "C"
elif average >= 60:
    letter = "D"
else:
    letter = "F"

print("Letter grade:", letter)

# extra credit: count perfect scores
perfect = 0
for g in grades:
    if g == 100:
        perfect = perfect + 1
print("Perfect scores:", perfect)
''',
     [
         M("colon: missing after for",
           "The colon after the first `for` header is missing; the indented body under it shows "
           "the student meant a loop header.",
           ("for i in range(count):\n", "for i in range(count)\n")),
         M("bracket: ( never closed across lines",
           "The `print(` of the average lacks its final `)`: only `round(...)` is closed, so the "
           "open call swallows the following `if` line. One `)` completes the call.",
           ('print("Your average is", round(average, 1))\n',
            'print("Your average is", round(average, 1)\n')),
         M("condition: = for ==",
           "`=` instead of `==` in the perfect-score test.",
           ("    if g == 100:", "    if g = 100:")),
     ],
     note="Lab typed in the school's online editor from the teacher's template (header lines kept). Three separate slips made while finishing the lab; the program logic is correct and unchanged.")

# ---------------------------------------------------------------------------
case("rock_paper_scissors_else_if_print_statement",
     "student in week 5 of an intro course, mixing the course notes with an old Python 2 tutorial",
     r'''
import random

choices = ["rock", "paper", "scissors"]
player_score = 0
computer_score = 0

print("Welcome to Rock Paper Scissors!")
print("Type quit to stop.")

while True:
    player = input("\nYour move: ").lower()
    if player == "quit":
        break
    if player not in choices:
        print("That's not a move, try again")
        continue

    computer = random.choice(choices)
    print("Computer chose " + computer)

    if player == computer:
        print("It's a tie!")
    elif (player == "rock" and computer == "scissors") or \
         (player == "paper" and computer == "rock") or \
         (player == "scissors" and computer == "paper"):
        print("You win this round!")
        player_score += 1
    else:
        print("Computer wins this round!")
        computer_score += 1

    print("Score - you:", player_score, " computer:", computer_score)

print("\nFinal score")
if player_score > computer_score:
    print("You won the game!")
elif player_score < computer_score:
    print("The computer won the game.")
else:
    print("Nobody won, it's a draw.")
''',
     [
         M("py2: print statement",
           "Two prints written Python 2 style, without parentheses (copied from an old tutorial); "
           "every other print in the file uses the function call.",
           ('    print("Computer chose " + computer)', '    print "Computer chose " + computer'),
           (r'print("\nFinal score")', r'print "\nFinal score"')),
         M("elif: written else if",
           "`else if` for the second branch of the final result; the branch after it is a plain "
           "`else`, so `elif` is meant.",
           ("elif player_score < computer_score:", "else if player_score < computer_score:")),
     ],
     note="The loop follows the course notes; two prints come from an old Python 2 tutorial the student was also reading, and `else if` is a guess at the syntax. The backslash line continuations in the win test are the student's and stay.")

# ---------------------------------------------------------------------------
case("liste_courses_guillemets_virgule",
     "French lycée student (SNT), Windows laptop, copied the list from the teacher's handout (PDF)",
     r'''
# TP2 - liste de courses
# calcule le total et affiche les articles trop chers

articles = ["pain", "lait", "oeufs", "fromage", "pommes"]
prix = [1.20, 0.95, 2.80, 4.50, 3.10]

budget = float(input("Ton budget : "))

total = 0
for i in range(len(articles)):
    total = total + prix[i]
    if prix[i] > 3:
        print("Attention,", articles[i], "coûte plus de 3 euros")

print("Total des courses :", round(total, 2), "euros")

if total > budget:
    print("Tu dépasses ton budget de", round(total - budget, 2), "euros")
else:
    print("C'est bon, il te reste", round(budget - total, 2), "euros")
''',
     [
         M("quote: curly quotes pasted from a document",
           "The `articles` line was copied from the PDF handout and has typographic quotes "
           "\u201c \u201d instead of straight \"; the strings are meant.",
           ('articles = ["pain", "lait", "oeufs", "fromage", "pommes"]',
            'articles = [\u201cpain\u201d, \u201clait\u201d, \u201coeufs\u201d, \u201cfromage\u201d, \u201cpommes\u201d]')),
         M("comma: missing in list",
           "Comma missing between two prices (`0.95 2.80`); the five articles need five prices.",
           ("prix = [1.20, 0.95, 2.80,", "prix = [1.20, 0.95 2.80,")),
     ],
     crlf=True,
     note="Comments and messages in French. The `articles` line was copied from the teacher's PDF handout, the prices were typed by hand. Saved with Notepad on Windows.")

# ---------------------------------------------------------------------------
case("temperature_table_indent_after_edit",
     "first-month student who re-typed a few lines of a working loop in Notepad++",
     r'''
# temperature conversion table
# celsius to fahrenheit and kelvin

def c_to_f(c):
    return c * 9 / 5 + 32

def c_to_k(c):
    return c + 273.15

start = int(input("start temp (C): "))
end = int(input("end temp (C): "))
step = int(input("step: "))

if step <= 0:
    print("step has to be positive, using 5")
    step = 5

print("C\tF\tK")
temp = start
while temp <= end:
    f = c_to_f(temp)
    k = c_to_k(temp)
    print(temp, "\t", round(f, 1), "\t", round(k, 2))
    if temp == 0:
        print("   ^ water freezes")
    if temp == 100:
        print("   ^ water boils")
    temp = temp + step

print("done")
''',
     [
         M("indent: unexpected indent",
           "The Kelvin line, re-typed, has two extra spaces; it belongs to the loop body like the "
           "line above it.",
           ("    k = c_to_k(temp)", "      k = c_to_k(temp)")),
         M("indent: unindent does not match",
           "The increment after the last `if` was indented with 3 spaces, matching no block; it is "
           "the last statement of the loop body (4 spaces), otherwise the loop never ends.",
           ("    temp = temp + step", "   temp = temp + step")),
     ],
     note='The loop worked last week; the student re-typed two of its lines in Notepad++ and broke their indentation. `\\t` inside strings is an escape sequence, not indentation.')

# ---------------------------------------------------------------------------
case("hangman_unclosed_string_whlie_if_colon",
     "student making a hangman game for a class project (week 6)",
     r'''
import random

words = ["python", "banana", "keyboard", "giraffe", "pizza"]
word = random.choice(words)
guessed = []
lives = 6

print("Let's play hangman!")

while lives > 0:
    display = ""
    for letter in word:
        if letter in guessed:
            display = display + letter + " "
        else:
            display = display + "_ "
    print(display)

    if "_" not in display:
        print("You got it! The word was " + word)
        break

    guess = input("Guess a letter: ").lower()
    if len(guess) != 1:
        print("One letter please")
        continue
    if guess in guessed:
        print("You already tried that")
        continue

    guessed.append(guess)
    if guess not in word:
        lives = lives - 1
        print("Nope! Lives left: " + str(lives))

if lives == 0:
    print("Game over, the word was " + word)
''',
     [
         M("quote: closing quote missing",
           "The welcome message has no closing `\"` before `)`.",
           ('print("Let\'s play hangman!")', 'print("Let\'s play hangman!)')),
         M("keyword: misspelt while (whlie)",
           "`while` typed as `whlie` in the main game loop.",
           ("while lives > 0:", "whlie lives > 0:")),
         M("colon: missing after if",
           "No colon after the already-guessed test.",
           ("    if guess in guessed:\n", "    if guess in guessed\n")),
     ],
     note='Class project in progress; three independent typing slips of different kinds.')

# ---------------------------------------------------------------------------
case("bmi_docstring_unclosed_fstring_quotes",
     "student in a health-sciences programming elective, second assignment",
     r'''
def bmi(weight_kg, height_m):
    """Return the body mass index.

    weight in kilograms, height in metres
    """
    return weight_kg / height_m ** 2


def category(value):
    if value < 18.5:
        return "underweight"
    elif value < 25:
        return "normal"
    elif value < 30:
        return "overweight"
    return "obese"


name = input("What's your name? ")
weight = float(input("Weight in kg: "))
height = float(input("Height in cm: ")) / 100

result = bmi(weight, height)
print(f"{name}, your BMI is {result:.1f}")
print(f'That counts as "{category(result)}".')
''',
     [
         M("docstring: closing quotes missing",
           "The docstring of `bmi` is never closed: the line with the closing `\"\"\"` is missing, so "
           "the rest of the file is inside the string. The docstring text ends after the units "
           "line and the `return` is code, so the closing quotes go on their own line before it.",
           ('    weight in kilograms, height in metres\n    """\n',
            "    weight in kilograms, height in metres\n")),
         M("fstring: quotes mismatched",
           "The first result f-string opens with `\"` and closes with `'`; the next line shows the "
           "student switches quote styles, here `\"...\"` is meant.",
           ('print(f"{name}, your BMI is {result:.1f}")', 'print(f"{name}, your BMI is {result:.1f}\')')),
     ],
     note='Second assignment; the docstring follows the format shown in class (summary line, blank line, details, closing quotes on their own line).')

# ---------------------------------------------------------------------------
case("multiplication_table_range_comma_def_colon",
     "12-year-old practising times tables at home with a Python book for kids",
     r'''
# multiplication table practice

def print_table(n):
    for i in range(1, 11):
        print(n, "x", i, "=", n * i)


def quiz(n):
    score = 0
    for i in range(1, 11):
        answer = input(str(n) + " x " + str(i) + " = ")
        if answer == str(n * i):
            score += 1
        else:
            print("no, it's", n * i)
    return score


number = int(input("Which table do you want to practice? "))
print_table(number)
print()
points = quiz(number)
print("You got", points, "out of 10")
if points == 10:
    print("Perfect!!")
''',
     [
         M("comma: missing in call",
           "`range(1 11)` in `print_table`: the comma between start and stop is missing (the quiz "
           "loop below has `range(1, 11)`).",
           ("def print_table(n):\n    for i in range(1, 11):",
            "def print_table(n):\n    for i in range(1 11):")),
         M("colon: missing after def",
           "No colon after `def quiz(n)`.",
           ("def quiz(n):", "def quiz(n)")),
     ],
     note="Times-table trainer typed from a children's programming book; two typing slips, the logic is fine.")

# ---------------------------------------------------------------------------
case("student_records_dict_comma_stray_bracket",
     "first-year university student, exercise on nested dictionaries",
     r'''
students = {
    "anna": {"age": 19, "grades": [14, 16, 12]},
    "ben": {"age": 20, "grades": [9, 11, 13]},
    "chloe": {"age": 19, "grades": [17, 18, 15]},
    "dev": {"age": 21, "grades": [10, 8, 12]},
}

def average(nums):
    return sum(nums) / len(nums)

best_name = ""
best_avg = 0
for name in students:
    avg = average(students[name]["grades"])
    print(name.title(), "average:", round(avg, 2))
    if avg > best_avg:
        best_avg = avg
        best_name = name

print()
print("Best student:", best_name.title(), "with", round(best_avg, 2))

# who is under 10 in any subject
for name, info in students.items():
    low = [g for g in info["grades"] if g < 10]
    if len(low) > 0:
        print(name.title(), "has a grade under 10:", low)
''',
     [
         M("comma: missing between dict entries (across lines)",
           "The comma after Ben's entry is missing; the entries above and below end with one.",
           ('    "ben": {"age": 20, "grades": [9, 11, 13]},\n',
            '    "ben": {"age": 20, "grades": [9, 11, 13]}\n')),
         M("bracket: stray ]",
           "A `]` after `low` in the last print (the list bracket typed again); nothing opens it.",
           ('"has a grade under 10:", low)', '"has a grade under 10:", low])')),
     ],
     note="Exercise on nested dictionaries; the slips were made while adding Ben's entry and the last loop.")

# ---------------------------------------------------------------------------
case("adivina_numero_paren_assign_esle",
     "Spanish first-year student (Programación I), number guessing game",
     r'''
# Juego: adivina el número
# Práctica 5 - Programación I

import random

secreto = random.randint(1, 50)
intentos = 0
max_intentos = 7
acertado = False

print("Estoy pensando en un número entre 1 y 50.")

while intentos < max_intentos and not acertado:
    intento = int(input("Tu intento: "))
    intentos = intentos + 1

    if intento == secreto:
        acertado = True
    elif intento < secreto:
        print("Más alto")
    else:
        print("Más bajo")

# mensaje final
if acertado == True:
    print("¡Correcto! Lo lograste en", intentos, "intentos")
else:
    print("Se acabaron los intentos. El número era", secreto)
''',
     [
         M("bracket: ( never closed across lines",
           "`int(input(...)` has only one `)`: the `int(` call is never closed, so the next line is "
           "read as more arguments.",
           ('    intento = int(input("Tu intento: "))\n', '    intento = int(input("Tu intento: ")\n')),
         M("keyword: misspelt else (esle)",
           "`else` typed as `esle` in the hint branch.",
           ('    else:\n        print("Más bajo")', '    esle:\n        print("Más bajo")')),
         M("condition: = for ==",
           "`=` instead of `==` in the final test (the student compares with `True`, which stays).",
           ("if acertado == True:", "if acertado = True:")),
     ],
     note="Comments and messages in Spanish. `acertado == True` is the student's style and is kept in meant.py.")

# ---------------------------------------------------------------------------
case("trinkgeld_rechner_brace_elif_quote",
     "German Gymnasium pupil (Informatik, Klasse 10), homework tip calculator",
     r'''
# Trinkgeldrechner - Hausaufgabe Informatik
# Betrag eingeben, Service bewerten, Trinkgeld ausrechnen

betrag = float(input("Rechnungsbetrag in Euro: "))
personen = int(input("Wie viele Personen? "))

print("Wie war der Service?")
print("1 = schlecht, 2 = okay, 3 = gut, 4 = super")
bewertung = int(input("Bewertung: "))

# Prozent je nach Bewertung
prozente = {1: 0, 2: 5, 3: 10,
            4: 15}

if bewertung in prozente:
    prozent = prozente[bewertung]
elif bewertung > 4:
    print("So gut? Dann 20 Prozent!")
    prozent = 20
else:
    print("Ungültige Eingabe, nehme 10 Prozent")
    prozent = 10

trinkgeld = betrag * prozent / 100
gesamt = betrag + trinkgeld
pro_person = gesamt / personen

print("Trinkgeld:", round(trinkgeld, 2), "Euro")
print("Gesamt:", round(gesamt, 2), "Euro")
print('Jede Person zahlt', round(pro_person, 2), "Euro")
''',
     [
         M("bracket: { never closed across lines",
           "The dict of percentages is continued on a second line and never closed with `}`.",
           ("            4: 15}\n", "            4: 15\n")),
         M("colon: missing after elif",
           "No colon after the `elif` test.",
           ("elif bewertung > 4:", "elif bewertung > 4")),
         M("quote: mismatched quotes",
           "The last string opens with `'` and closes with `\"`; the pupil mostly uses double quotes "
           "but this line starts with a single one, so the matching `'` is meant.",
           ("print('Jede Person zahlt', round", "print('Jede Person zahlt\", round")),
     ],
     note='Comments and messages in German. The percentage dict was split over two lines when the pupil added the fourth rating.')

# ---------------------------------------------------------------------------
case("password_checker_else_nested_retrun",
     "community-college student, homework on functions and loops",
     r'''
def check_password(pw):
    has_upper = False
    has_digit = False
    for ch in pw:
        if ch.isupper():
            has_upper = True
        if ch.isdigit():
            has_digit = True

    if len(pw) < 8:
        print("Too short (need 8 characters)")
        return False
    if not has_upper:
        print("Add at least one capital letter")
        return False
    if has_digit:
        print("Nice, it has a number")
    else:
        print("Add at least one number")
        return False
    return True


tries = 0
accepted = False
while tries < 3 and not accepted:
    password = input("Choose a password: ")
    if check_password(password):
        print("Password accepted!")
        accepted = True
    tries += 1

if not accepted:
    print("Too many tries, bye")
''',
     [
         M("nesting: else indented into the if body",
           "The `else:` and its two lines were indented one level too deep, inside the `if has_digit:` "
           "body; it is the alternative of that `if` (no number -> reject), so it goes back to the "
           "`if`'s level.",
           ('''    else:
        print("Add at least one number")
        return False
''', '''        else:
            print("Add at least one number")
            return False
''')),
         M("keyword: misspelt return (retrun)",
           "`return True` at the end of the function typed as `retrun True`.",
           ("    return True\n", "    retrun True\n")),
     ],
     note='The student moved the digit check around while editing and indented the `else` part along with it; the rest of the function is unchanged.')

# ---------------------------------------------------------------------------
case("turtle_stars_improt_paren",
     "middle-school pupil in an after-school coding club, drawing with turtle",
     r'''
import turtle

screen = turtle.Screen()
screen.bgcolor("black")

t = turtle.Turtle()
t.speed(0)
t.color("yellow")

def star(size):
    for i in range(5):
        t.forward(size)
        t.right(144)

def move_to(x, y):
    t.penup()
    t.goto(x, y)
    t.pendown()

# draw a sky of stars
positions = [(-200, 100), (-50, 150), (120, 80), (200, 180), (0, -50)]
sizes = [40, 25, 60, 30, 80]

for i in range(len(positions)):
    x, y = positions[i]
    move_to(x, y)
    star(sizes[i])

t.hideturtle()
turtle.done()
''',
     [
         M("keyword: misspelt import (improt)",
           "`import` typed as `improt` on the first line.",
           ("import turtle\n", "improt turtle\n")),
         M("bracket: ( never closed across lines",
           "`t.forward(size` has no `)`, so the turn on the next line is read as part of the call.",
           ("        t.forward(size)\n", "        t.forward(size\n")),
     ],
     note='Typed from a club worksheet; two typing slips.')

# ---------------------------------------------------------------------------
case("tamagotchi_class_colon_fstring_indent",
     "student in the 'objects' chapter of an online course, first class of their own",
     r'''
class Pet:
    def __init__(self, name):
        self.name = name
        self.hunger = 3
        self.happiness = 5

    def feed(self):
        if self.hunger > 0:
            self.hunger -= 1
        print(f"{self.name} eats. Hunger is now {self.hunger}")

    def play(self):
        self.happiness += 2
        self.hunger += 1
        print(f"{self.name} plays with you!")

    def status(self):
        if self.hunger >= 5:
            print(f"{self.name} is very hungry!")
        if self.happiness <= 2:
            print(f"{self.name} looks sad...")
        print(f"hunger={self.hunger} happiness={self.happiness}")


my_pet = Pet(input("Name your pet: "))

while True:
    action = input("feed / play / status / quit: ")
    if action == "feed":
        my_pet.feed()
    elif action == "play":
        my_pet.play()
    elif action == "status":
        my_pet.status()
    elif action == "quit":
        print("Bye!")
        break
    else:
        print("I don't know that")
    my_pet.happiness -= 1
''',
     [
         M("colon: missing after def",
           "No colon after `def feed(self)`.",
           ("    def feed(self):", "    def feed(self)")),
         M("indent: expected an indented block",
           "The body of `play` is at the same level as the `def` (the three lines were pasted in "
           "from the top of the file); they are the method's body.",
           ('''        self.happiness += 2
        self.hunger += 1
        print(f"{self.name} plays with you!")
''', '''    self.happiness += 2
    self.hunger += 1
    print(f"{self.name} plays with you!")
''')),
         M("quote: closing quote missing",
           "The hungry message f-string has no closing `\"` before `)`.",
           ('print(f"{self.name} is very hungry!")', 'print(f"{self.name} is very hungry!)')),
     ],
     note='First class the student wrote. The methods were typed on different days, and the body of `play` was moved from a standalone function, which is where its indentation comes from.')

# ---------------------------------------------------------------------------
case("word_count_with_colon_extra_paren",
     "student in a digital-humanities methods course, counting words in a poem",
     r'''
# count the most common words in a text file

filename = input("File name: ")

counts = {}
with open(filename, encoding="utf-8") as f:
    for line in f:
        for word in line.lower().split():
            word = word.strip(".,!?;:\"'()")
            if word == "":
                continue
            if word in counts:
                counts[word] += 1
            else:
                counts[word] = 1

print("Different words:", len(counts))

top = sorted(counts.items(), key=lambda pair: pair[1], reverse=True)[:10]
print("Top 10:")
for word, n in top:
    print(word.ljust(15), n)
''',
     [
         M("colon: missing after with",
           "No colon after the `with open(...) as f` header.",
           ('with open(filename, encoding="utf-8") as f:', 'with open(filename, encoding="utf-8") as f')),
         M("bracket: stray )",
           "One `)` too many after `reverse=True`; the slice `[:10]` applies to the sorted list.",
           ("reverse=True)[:10]", "reverse=True))[:10]")),
     ],
     note='Counts the most frequent words of a poem for a humanities course; the top-10 part was added last.')

# ---------------------------------------------------------------------------
case("quiz_game_dict_list_comma_assign_quote",
     "teenager learning from a YouTube series, making a quiz for friends",
     r'''
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
''',
     [
         M("comma: missing between list items across lines",
           "No comma after the spider question's dict, so two dict literals stand side by side.",
           ('"answer": "8"},\n', '"answer": "8"}\n')),
         M("condition: = for ==",
           "`=` instead of `==` when checking the answer.",
           ('    if answer.lower() == q["answer"]:', '    if answer.lower() = q["answer"]:')),
         M("quote: closing quote missing",
           "In the wrong-answer print, the key string `\"answer` is not closed before `])`.",
           ('print("Wrong, it was", q["answer"])', 'print("Wrong, it was", q["answer])')),
     ],
     note='Quiz for friends; the questions were added one at a time to the list.')

# ---------------------------------------------------------------------------
case("leap_years_capital_if_and_operand_return",
     "student doing exercises on a school Chromebook (types in Google Docs first, then pastes)",
     r'''
# Exercise 7: leap years
# a year is a leap year if divisible by 4,
# except years divisible by 100, unless also divisible by 400

def is_leap(year):
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return False
    if year % 4 == 0:
        return True
    return False


start = int(input("From year: "))
stop = int(input("To year: "))

if start > stop:
    start, stop = stop, start

leap_years = []
for y in range(start, stop + 1):
    if is_leap(y):
        leap_years.append(y)

print("Leap years:", leap_years)
print("How many:", len(leap_years))

check = int(input("Check one year: "))
if check >= 1582 and check <= 9999:
    print(check, "is a leap year" if is_leap(check) else "is not a leap year")
else:
    print("Please choose a year between 1582 and 9999")
''',
     [
         M("keyword: capitalised If",
           "The word processor capitalised `if` at the start of the line: `If year % 100 == 0:`.",
           ("    if year % 100 == 0:", "    If year % 100 == 0:")),
         M("scope: return outside function",
           "The last `return False` of `is_leap` lost its indentation and sits at module level; "
           "it is the function's fall-through result.",
           ("        return True\n    return False\n", "        return True\nreturn False\n")),
         M("condition: comparison missing left operand",
           "`check >= 1582 and <= 9999`: the second comparison has no left side; `check` is meant "
           "(as the student wrote in the first half).",
           ("if check >= 1582 and check <= 9999:", "if check >= 1582 and <= 9999:")),
     ],
     note='The student types exercises in Google Docs first and then pastes them into the editor: the word processor capitalised one line-initial `if`, and one line lost its indentation in the paste. The third mistake is a plain misunderstanding of `and`.')
