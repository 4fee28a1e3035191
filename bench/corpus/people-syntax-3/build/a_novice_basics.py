"""Cases 001-010: novices, the most frequent slips (colons, brackets, quotes, = vs ==,
misspelt keywords, indentation, print statements)."""
from lib import case, M

# ---------------------------------------------------------------- 001
case("gradebook_elif_colon_and_assign", "first-semester CS student (English), homework 3",
r'''
# CS101 homework 3 - grade book
# Name: Tyler M.

students = []

def get_letter(score):
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    else:
        return "F"

def average(scores):
    total = 0
    for s in scores:
        total = total + s
    return total / len(scores)

print("Welcome to the grade book!")
n = int(input("How many students? "))

for i in range(n):
    name = input("Student name: ")
    scores = []
    for j in range(3):
        score = float(input("  Score for test " + str(j + 1) + ": "))
        scores.append(score)
    avg = average(scores)
    students.append([name, avg, get_letter(avg)])

print()
print("Name            Avg   Grade")
print("-" * 28)
for student in students:
    print(student[0].ljust(15), round(student[1], 1), " ", student[2])

best = students[0]
for student in students:
    if student[1] > best[1]:
        best = student
print()
print("Top student:", best[0])

count_a = 0
for student in students:
    if student[2] == "A":
        count_a = count_a + 1
print("Number of A's:", count_a)
''', [
    M("colon: missing after elif", "the third `elif` line has no colon",
      ("    elif score >= 70:\n", "    elif score >= 70\n")),
    M("condition: = for ==", "`if student[2] = \"A\":` uses assignment in the condition",
      ('if student[2] == "A":', 'if student[2] = "A":')),
], note="""
Homework grade book: reads three test scores per student, prints a table, the top student
and the number of A grades. The missing colon has only one fix. `=` in the `if` can only be
a comparison: the loop counts students whose letter is "A" (the print says so).
Logic left as written: `best = students[0]` crashes when n is 0; meant.py keeps it.
""")

# ---------------------------------------------------------------- 002
case("conversor_temperatura_paren_esle", "school pupil (Spanish comments), year 9 ICT class",
r'''
# Programa para convertir temperaturas
# Autor: Lucía (3º ESO)

def celsius_a_fahrenheit(c):
    return c * 9 / 5 + 32

def fahrenheit_a_celsius(f):
    return (f - 32) * 5 / 9

print("=== Conversor de temperatura ===")
print("1) Celsius a Fahrenheit")
print("2) Fahrenheit a Celsius")
opcion = input("Elige una opción: ")

if opcion == "1":
    celsius = float(input("Grados Celsius: "))
    resultado = celsius_a_fahrenheit(celsius)
    print(celsius, "°C son", round(resultado, 2), "°F")
    if resultado > 100:
        print("¡Hace muchísimo calor!")
elif opcion == "2":
    fahr = float(input("Grados Fahrenheit: "))
    resultado = fahrenheit_a_celsius(fahr)
    print(fahr, "°F son", round(resultado, 2), "°C")
    if resultado < 0:
        print("¡Cuidado, está helando!")
else:
    print("Opción no válida")

# tabla de 0 a 100 de 10 en 10
print()
print("Tabla:")
for c in range(0, 101, 10):
    print(c, "->", celsius_a_fahrenheit(c))
''', [
    M("bracket: ( never closed", "`float(input(\"Grados Celsius: \")` lacks the second `)`",
      ('celsius = float(input("Grados Celsius: "))', 'celsius = float(input("Grados Celsius: ")')),
    M("keyword: misspelt else (esle)", "`else:` typed as `esle:`",
      ("\nelse:\n    print(\"Opción no válida\")", "\nesle:\n    print(\"Opción no válida\")")),
], note="""
Temperature converter with a menu. The same line shape appears two lines later for
Fahrenheit (`float(input(...))`), which fixes where the `)` goes. `esle:` sits where the
final branch of the menu `if/elif` belongs and prints "invalid option", so it is `else:`.
""")

# ---------------------------------------------------------------- 003
case("fizzbuzz_bazz_js_operators", "bootcamp learner coming from JavaScript, week 2",
r'''
# Bootcamp week 2 - FizzBuzz but with a twist
# numbers divisible by 7 say "Bazz"

def fizzbuzz(n):
    result = []
    for i in range(1, n + 1):
        if i % 3 == 0 and i % 5 == 0:
            result.append("FizzBuzz")
        elif i % 7 == 0:
            result.append("Bazz")
        elif i % 3 == 0:
            result.append("Fizz")
        elif i % 5 == 0:
            result.append("Buzz")
        else:
            result.append(str(i))
    return result

def count_words(items):
    counts = {"Fizz": 0, "Buzz": 0, "FizzBuzz": 0, "Bazz": 0}
    for item in items:
        if item in counts:
            counts[item] += 1
    return counts

limit = int(input("Up to what number? "))
output = fizzbuzz(limit)
for word in output:
    print(word)

summary = count_words(output)
print("Summary:")
for key in summary:
    print(" ", key, summary[key])
''', [
    M("habit:js && for and", "`if i % 3 == 0 && i % 5 == 0:`",
      ("if i % 3 == 0 and i % 5 == 0:", "if i % 3 == 0 && i % 5 == 0:")),
    M("elif: written else if", "`else if i % 7 == 0:` instead of `elif`",
      ("        elif i % 7 == 0:", "        else if i % 7 == 0:")),
    M("habit:js ++ increment", "`counts[item]++`",
      ("counts[item] += 1", "counts[item]++")),
], note="""
FizzBuzz with an extra rule for multiples of 7. Three JavaScript habits. `counts[item]++`
is an increment by one; `+= 1` is the Python spelling. Logic left as written: 21 prints
"Bazz" not "Fizz" because the 7 test comes before the 3 test (the author's order).
""")

# ---------------------------------------------------------------- 004
case("hangman_quote_whlie_body", "hobbyist teaching themself from YouTube videos",
r'''
import random

WORDS = ["python", "giraffe", "keyboard", "mountain", "pizza", "banana", "rocket"]

def pick_word():
    return random.choice(WORDS)

def show(word, guessed):
    shown = ""
    for letter in word:
        if letter in guessed:
            shown += letter + " "
        else:
            shown += "_ "
    return shown

def play():
    word = pick_word()
    guessed = []
    lives = 6
    print("Let's play hangman!")
    while lives > 0:
        print(show(word, guessed))
        print("Lives left:", lives)
        guess = input("Guess a letter: ").lower()
        if len(guess) != 1:
            print("One letter please")
            continue
        if guess in guessed:
            print("You already guessed that")
            continue
        guessed.append(guess)
        if guess not in word:
            lives -= 1
            print("Nope!")
        done = True
        for letter in word:
            if letter not in guessed:
                done = False
        if done:
            print("You got it! The word was", word)
            return
    print("Out of lives. The word was", word)

again = "y"
while again == "y":
    play()
    again = input("Play again? (y/n) ")
print("Thanks for playing")
''', [
    M("keyword: misspelt while (whlie)", "`whlie lives > 0:`",
      ("    while lives > 0:", "    whlie lives > 0:")),
    M("indent: body not indented", "the two lines under `if len(guess) != 1:` are at the `if`'s own level",
      ('            print("One letter please")\n            continue\n',
       '        print("One letter please")\n        continue\n')),
    M("quote: closing quote missing", "`print(\"Nope!)`",
      ('print("Nope!")', 'print("Nope!)')),
], note="""
Console hangman. The body of `if len(guess) != 1:` was typed flush with the `if`; both
lines belong in it: with `continue` outside the `if`, every guess would be skipped, and
the sibling `if guess in guessed:` block has exactly the same two-line shape.
""")

# ---------------------------------------------------------------- 005
case("rock_paper_scissors_print_statement", "school pupil (year 9) who copied from an old Python 2 tutorial",
r'''
# rock paper scissors game
# by Sam, year 9

import random

choices = ["rock", "paper", "scissors"]
player_score = 0
computer_score = 0

print("Rock, Paper, Scissors! First to 3 wins.")

while player_score < 3 and computer_score < 3:
    player = input("rock, paper or scissors? ").lower()
    if player not in choices:
        print("That's not a choice!")
        continue
    computer = random.choice(choices)
    print("Computer chose", computer)

    if player == computer:
        print("Draw!")
    elif player == "rock" and computer == "scissors":
        print("You win this round")
        player_score += 1
    elif player == "paper" and computer == "rock":
        print("You win this round")
        player_score += 1
    elif player == "scissors" and computer == "paper":
        print("You win this round")
        player_score += 1
    else:
        print("Computer wins this round")
        computer_score += 1

    print("Score: you", player_score, "- computer", computer_score)

if player_score == 3:
    print("YOU WIN THE GAME!!!")
else:
    print("The computer wins. Better luck next time")
''', [
    M("condition: = for ==", "`if player = computer:`",
      ("if player == computer:", "if player = computer:")),
    M("py2: print statement", "`print \"Draw!\"` without parentheses",
      ('print("Draw!")', 'print "Draw!"')),
    M("colon: missing after elif", "`elif player == \"paper\" and computer == \"rock\"` has no colon",
      ('elif player == "paper" and computer == "rock":', 'elif player == "paper" and computer == "rock"')),
], note="""
Rock-paper-scissors to three points. Every other print in the file already has
parentheses, so the Python 2 `print "Draw!"` becomes `print("Draw!")`.
""")

# ---------------------------------------------------------------- 006
case("bank_account_java_braces_throw", "first-semester student who did AP Computer Science (Java) at school",
r'''
# Lab 5: BankAccount class
# Ahmed K. - CSC 1302

class BankAccount:
    interest_rate = 0.02;

    def __init__(self, owner, balance=0):
        self.owner = owner;
        self.balance = balance;
        self.history = [];

    def deposit(self, amount):
        if (amount <= 0):
            raise ValueError("Deposit must be positive");
        self.balance += amount;
        self.history.append(("deposit", amount));

    def withdraw(self, amount):
        if (amount > self.balance):
            raise ValueError("Insufficient funds");
        self.balance -= amount;
        self.history.append(("withdraw", amount));

    def add_interest(self):
        interest = self.balance * BankAccount.interest_rate;
        self.deposit(interest);

    def get_balance(self):
        return self.balance;

    def print_statement(self):
        print("Statement for " + self.owner);
        for kind, amount in self.history:
            print("  " + kind + ": " + str(amount));
        print("Balance: " + str(self.balance));


class SavingsAccount(BankAccount):
    interest_rate = 0.05;

    def withdraw(self, amount):
        if (amount > 500):
            raise ValueError("Savings withdrawals limited to 500");
        super().withdraw(amount);


acct = BankAccount("Ahmed", 100);
acct.deposit(50);
acct.withdraw(30);
acct.add_interest();
acct.print_statement();

sav = SavingsAccount("Ahmed savings", 1000);
sav.add_interest();
try:
    sav.withdraw(600);
except ValueError as e:
    print("Error: " + str(e));
sav.print_statement();
''', [
    M("habit:java braces for block", "`if (amount <= 0) {` ... `}` in deposit",
      ("        if (amount <= 0):\n            raise ValueError(\"Deposit must be positive\");\n",
       "        if (amount <= 0) {\n            raise ValueError(\"Deposit must be positive\");\n        }\n")),
    M("habit:java throw new", "`throw new ValueError(\"Insufficient funds\");`",
      ('raise ValueError("Insufficient funds")', 'throw new ValueError("Insufficient funds")')),
], note="""
Bank account class lab. The author's Java habits that Python accepts are kept in meant.py
(semicolons at line ends, parentheses round `if` conditions); only the two that do not
compile are mistakes. The brace block in `deposit` becomes a colon block like the identical
check in `withdraw`; `throw new X(...)` is `raise X(...)` as everywhere else in the file.
""")

# ---------------------------------------------------------------- 007
case("rekursion_retrun_colon_dedent", "first-semester student (German comments), exercise sheet 4",
r'''
# Übung 4: Rekursion
# Name: Jonas Becker, Gruppe B

def fakultaet(n):
    # n! = n * (n-1)!
    if n <= 1:
        return 1
    return n * fakultaet(n - 1)

def fibonacci(n):
    if n == 0:
        return 0
    if n == 1:
        return 1
    return fibonacci(n - 1) + fibonacci(n - 2)

def summe_liste(liste):
    # Summe einer Liste rekursiv
    if len(liste) == 0:
        return 0
    return liste[0] + summe_liste(liste[1:])

def ist_palindrom(wort):
    if len(wort) < 2:
        return True
    if wort[0] != wort[-1]:
        return False
    return ist_palindrom(wort[1:-1])

def potenz(basis, exponent):
    if exponent == 0:
        return 1
    return basis * potenz(basis, exponent - 1)

# Tests
print("5! =", fakultaet(5))
for i in range(10):
    print("fib(" + str(i) + ") =", fibonacci(i))
print("Summe:", summe_liste([3, 8, 1, 9]))
print("otto:", ist_palindrom("otto"))
print("hallo:", ist_palindrom("hallo"))
print("2^10 =", potenz(2, 10))
''', [
    M("keyword: misspelt return (retrun)", "`retrun liste[0] + ...`",
      ("    return liste[0] +", "    retrun liste[0] +")),
    M("indent: unindent does not match", "the last line of `ist_palindrom` is indented 3 spaces",
      ("\n    return ist_palindrom(wort[1:-1])", "\n   return ist_palindrom(wort[1:-1])")),
    M("colon: missing after def", "`def potenz(basis, exponent)` has no colon",
      ("def potenz(basis, exponent):", "def potenz(basis, exponent)")),
], note="""
Recursion exercises (factorial, Fibonacci, list sum, palindrome, power). The 3-space line
is the recursive return of `ist_palindrom`, at the function-body level like the other
final returns.
""")

# ---------------------------------------------------------------- 008
case("kirana_bill_dict_comma_bracket", "hobbyist shop owner's son (Hindi-English names and comments)",
r'''
# kirana store ka hisaab
# simple program - dukaan ka stock aur bill

stock = {
    "chawal": 60,
    "daal": 110,
    "cheeni": 45,
    "atta": 38,
    "tel": 150,
    "namak": 20,
}

bill_items = []

def show_stock():
    print("---- Stock list (price per kg) ----")
    for item, price in stock.items():
        print(item, ":", price, "rupaye")

def add_to_bill(item, qty):
    if item not in stock:
        print("Ye item nahi hai bhai:", item)
        return
    amount = stock[item] * qty
    bill_items.append([item, qty, amount])
    print(item, "added, amount =", amount)

def total_bill():
    total = 0
    for row in bill_items:
        total = total + row[2]
    if total > 500:
        # 5 percent discount
        total = total - total * 0.05
    return total

show_stock()
while True:
    item = input("Item ka naam (ya 'done'): ").strip().lower()
    if item == "done":
        break
    qty = float(input("Kitne kg? "))
    add_to_bill(item, qty)

print("======== BILL ========")
for row in bill_items:
    print(row[0], row[1], "kg", "=", row[2])
print("Total (discount ke saath):", total_bill())
''', [
    M("comma: missing in dict", "no comma after `\"atta\": 38`",
      ('    "atta": 38,\n', '    "atta": 38\n')),
    M("bracket: mismatched [ )", "`bill_items.append([item, qty, amount)` closes the list with `)`",
      ("bill_items.append([item, qty, amount])", "bill_items.append([item, qty, amount)")),
], note="""
Grocery-shop bill. The list opened with `[` holds item, qty and amount (the print loop
reads row[0..2]), so the missing `]` goes right after `amount`.
""")

# ---------------------------------------------------------------- 009
case("word_count_file_paren_colon_plus", "first-semester student, lab 7 (files)",
r'''
# Lab 7 - reading from files
# counts words and lines in a text file

filename = input("Enter file name: ")

line_count = 0
word_count = 0
char_count = 0
longest = ""
blank_lines = 0

with open(filename, "r") as f:
    for line in f:
        line_count += 1
        char_count += len(line)
        if len(line.strip()) == 0:
            blank_lines += 1
            continue
        words = line.split()
        word_count += len(words)
        for w in words:
            if len(w) > len(longest):
                longest = w

print("Lines:", line_count)
print("Blank lines:", blank_lines)
print("Words:", word_count)
print("Characters:", char_count)
print("Longest word:", longest)

if line_count > 0:
    print("Average words per line:", round(word_count / line_count, 2))

# write the results to a new file
out = open("results.txt", "w")
out.write("Lines: " + str(line_count) + "\n")
out.write("Words: " + str(word_count) + "\n")
out.write("Longest: " + longest + "\n")
out.close()
print("Saved results.txt")
''', [
    M("bracket: ) missing before colon", "`if len(line.strip()) == 0:` written `if len(line.strip() == 0:`",
      ("if len(line.strip()) == 0:", "if len(line.strip() == 0:")),
    M("colon: missing after for", "`for w in words` has no colon",
      ("for w in words:", "for w in words")),
    M("operator: missing +", r'`str(word_count) "\n"` lacks the `+`',
      (r'out.write("Words: " + str(word_count) + "\n")', r'out.write("Words: " + str(word_count) "\n")')),
], note="""
Counts lines, blank lines, words and characters of a file and writes a summary. The `)`
closes `len(` before `== 0` (len of a comparison makes no sense, and the neighbouring lines
use `len(...)` the same way). The missing `+` is shown by the two sibling write lines.
""")

# ---------------------------------------------------------------- 010
case("turtle_desenhos_colon_indent", "school pupil (Portuguese), 8th grade",
r'''
# Desenhos com turtle
# Aluno: Pedro Henrique - 8º ano

import turtle

tela = turtle.Screen()
tela.bgcolor("black")
t = turtle.Turtle()
t.speed(0)

cores = ["red", "orange", "yellow", "green", "blue", "purple"]

def quadrado(t, lado):
    for i in range(4):
        t.forward(lado)
        t.right(90)

def estrela(t, tamanho):
    for i in range(5):
        t.forward(tamanho)
        t.right(144)

def espiral(t):
    for i in range(120):
        t.pencolor(cores[i % 6])
        t.forward(i * 2)
        t.left(59)

# espiral colorida no meio
espiral(t)

# estrelas nos cantos
t.penup()
t.goto(-250, 200)
t.pendown()
t.pencolor("white")
estrela(t, 80)

t.penup()
t.goto(170, 200)
t.pendown()
estrela(t, 80)

# quadrados girando
t.penup()
t.goto(0, -200)
t.pendown()
for i in range(36):
    t.pencolor(cores[i % 6])
    quadrado(t, 60)
    t.right(10)

t.hideturtle()
turtle.done()
''', [
    M("colon: missing after def", "`def estrela(t, tamanho)` has no colon",
      ("def estrela(t, tamanho):", "def estrela(t, tamanho)")),
    M("indent: unexpected indent", "`t.pencolor(\"white\")` indented at module level",
      ('\nt.pencolor("white")', '\n    t.pencolor("white")')),
], note="""
Turtle drawing: a colour spiral, two stars and rotating squares. The indented
`t.pencolor("white")` sits among top-level turtle calls with no block above it, so it goes
back to column 0.
""")
