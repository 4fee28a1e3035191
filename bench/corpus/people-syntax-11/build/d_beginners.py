"""031-040: beginners' first-weeks exercises (people-syntax-11).

Short exercises (14-34 lines) with two to five mistakes each, weighted the way
studies of novice Python syntax errors report them: missing colons first, then
unbalanced brackets, indentation, `=` for `==`, misspelt keywords, unterminated
strings, `else if`, missing commas, keywords used as names, print without
parentheses.  meant.py is the exercise with only the slips undone; beginners'
style (`x = x + 1`, `file` as a name, open()/close() without `with`) stays.
"""
from lib import M, case

# ----------------------------------------------------------------------------- 031
case("temperature_converter", "secondary-school pupil, week 2",
r'''# Temperature converter
# Week 2 exercise

print("Temperature converter")
print("1. Celsius to Fahrenheit")
print("2. Fahrenheit to Celsius")

choice = input("Choose 1 or 2: ")

if choice == "1":
    celsius = float(input("Enter temperature in Celsius: "))
    fahrenheit = celsius * 9 / 5 + 32
    print("That is", fahrenheit, "degrees Fahrenheit")
elif choice == "2":
    fahrenheit = float(input("Enter temperature in Fahrenheit: "))
    celsius = (fahrenheit - 32) * 5 / 9
    print("That is", round(celsius, 1), "degrees Celsius")
else:
    print("Please type 1 or 2 next time")
''',
[
    M("assign_for_eq", "`if choice = \"1\":` - `=` for `==`. meant.py has `==`.",
      ('if choice == "1":\n', 'if choice = "1":\n')),
    M("unterminated_string",
      "`print(\"That is\", fahrenheit, \"degrees Fahrenheit)` - the closing quote of the last "
      "string is missing. meant.py adds it before `)`.",
      ('"degrees Fahrenheit")\n', '"degrees Fahrenheit)\n')),
    M("else_if", "`else if choice == \"2\":` for `elif`. meant.py has `elif`.",
      ('elif choice == "2":\n', 'else if choice == "2":\n')),
    M("missing_colon", "`else` without its colon. meant.py adds it.",
      ("else:\n", "else\n")),
],
note="""
A pupil's second-week exercise: a menu, input(), float(), if/elif/else. Four slips of
the most common kinds.
""")

# ----------------------------------------------------------------------------- 032
case("grade_calculator", "first-year university student, lab 3",
r'''# Grade calculator - lab 3
# Reads three test marks and prints the average and the letter grade

def letter_grade(average):
    if average >= 90:
        return "A"
    elif average >= 80:
        return "B"
    elif average >= 70:
        return "C"
    elif average >= 60:
        return "D"
    else:
        return "F"


name = input("Student name: ")
class_ = input("Class: ")
test1 = float(input("Mark for test 1: "))
test2 = float(input("Mark for test 2: "))
test3 = float(input("Mark for test 3: "))

average = (test1 + test2 + test3) / 3
grade = letter_grade(average)

print("Student:", name, "Class:", class_)
print("Average:", round(average, 2))
print("Grade:", grade)

if grade == "F":
    print("You need to retake the course.")
''',
[
    M("missing_colon", "`def letter_grade(average)` without its colon. meant.py adds it.",
      ("def letter_grade(average):\n", "def letter_grade(average)\n")),
    M("misspelt_keyword", "`eilf average >= 80:` - `elif` with two letters swapped. meant.py has `elif`.",
      ("    elif average >= 80:\n", "    eilf average >= 80:\n")),
    M("keyword_as_name",
      "The student's class is stored in a variable called `class` (assignment and print). "
      "meant.py calls it `class_`, the usual spelling for a name that would be a keyword.",
      ('class_ = input("Class: ")\n', 'class = input("Class: ")\n'),
      ('"Class:", class_)\n', '"Class:", class)\n')),
    M("unclosed_paren",
      "`test2 = float(input(\"Mark for test 2: \")` - one `)` short (the line was copied "
      "from test1 and edited). meant.py has both.",
      ('test2 = float(input("Mark for test 2: "))\n', 'test2 = float(input("Mark for test 2: ")\n')),
],
note="""
A first-year student's lab exercise: a function with an if/elif chain and three
inputs. Four slips: a colon, a misspelt `elif`, `class` used as a variable name, a
missing `)`.
""")

# ----------------------------------------------------------------------------- 033
case("guess_the_number", "adult learner on an online course, week 2",
r'''import random

secret = random.randint(1, 100)
guesses = 0
guessed = False

print("I'm thinking of a number between 1 and 100.")

while not guessed:
    guess = int(input("Your guess: "))
    guesses = guesses + 1
    if guess == secret:
        guessed = True
    elif guess < secret:
        print("Too low!")
    else:
        print("Too high!")

print("Well done! You got it in", guesses, "guesses.")
if guesses <= 7:
    print("That's a great score.")
''',
[
    M("misspelt_keyword", "`whlie not guessed:` for `while`. meant.py has `while`.",
      ("while not guessed:\n", "whlie not guessed:\n")),
    M("assign_for_eq", "`if guess = secret:` - `=` for `==`. meant.py has `==`.",
      ("    if guess == secret:\n", "    if guess = secret:\n")),
    M("body_not_indented",
      "`guessed = True` written at the level of its `if` instead of inside it. meant.py "
      "indents it.",
      ("        guessed = True\n", "    guessed = True\n")),
    M("missing_colon", "`elif guess < secret` without its colon. meant.py adds it.",
      ("    elif guess < secret:\n", "    elif guess < secret\n")),
    M("print_no_parens",
      "`print \"Too high!\"` - the course's older video used Python 2. meant.py has "
      "`print(\"Too high!\")` like the other prints.",
      ('        print("Too high!")\n', '        print "Too high!"\n')),
],
note="""
An adult learner's guessing game from the second week of an online course, some of
whose videos still show Python 2. Five slips in 21 lines.
""")

# ----------------------------------------------------------------------------- 034
case("list_statistics", "bootcamp student, day 4",
r'''# List statistics without using the built-in functions

numbers = [12, 45, 7, 23, 56, 89, 34, 3, 71, 18]

total = 0
for n in numbers:
    total = total + n

count = len(numbers)
mean = total / count

smallest = numbers[0]
largest = numbers[0]
for n in numbers:
    if n < smallest:
        smallest = n
    if n > largest:
        largest = n

sorted_numbers = sorted(numbers)
middle = count // 2
if count % 2 == 0:
    median = (sorted_numbers[middle - 1] + sorted_numbers[middle]) / 2
else:
    median = sorted_numbers[middle]

print("Numbers:", numbers)
print("Total:", total)
print("Mean:", mean)
print("Smallest:", smallest, "Largest:", largest)
print("Median:", median)
''',
[
    M("missing_comma", "`[12, 45, 7 23, ...]` - a comma missing in the list. meant.py restores it.",
      ("[12, 45, 7, 23,", "[12, 45, 7 23,")),
    M("missing_colon", "The first `for n in numbers` has no colon. meant.py adds it.",
      ("for n in numbers:\n    total", "for n in numbers\n    total")),
    M("assign_for_eq", "`if count % 2 = 0:` - `=` for `==`. meant.py has `==`.",
      ("if count % 2 == 0:\n", "if count % 2 = 0:\n")),
    M("unclosed_paren",
      "`median = (sorted_numbers[middle - 1] + sorted_numbers[middle] / 2` - the `)` that "
      "closes the sum before `/ 2` is missing. meant.py puts it before `/ 2` (the median "
      "of an even list is the mean of the two middle values).",
      ("sorted_numbers[middle]) / 2\n", "sorted_numbers[middle] / 2\n")),
],
note="""
A bootcamp exercise computing total, mean, min, max and median by hand. Four slips.
""")

# ----------------------------------------------------------------------------- 035
case("shopping_cart", "school pupil, week 5 (dictionaries)",
r'''# Shopping cart
prices = {
    "apple": 0.40,
    "bread": 1.20,
    "milk": 0.95,
    "cheese": 3.50,
    "eggs": 2.10,
}

cart = []

print("Items:", ", ".join(prices))
while True:
    item = input("Add an item (or 'done'): ").lower()
    if item == "done":
        break
    if item not in prices:
        print("Sorry, we don't sell", item)
        continue
    quantity = int(input("How many? "))
    cart.append((item, quantity))

total = 0
print("Your receipt:")
for item, quantity in cart:
    cost = prices[item] * quantity
    total = total + cost
    print(item, "x", quantity, "=", round(cost, 2))

if total > 10:
    print("You get a 10% discount!")
    total = total * 0.9

print("Total to pay:", round(total, 2))
''',
[
    M("missing_comma", "The comma after `\"milk\": 0.95` is missing. meant.py restores it.",
      ('    "milk": 0.95,\n', '    "milk": 0.95\n')),
    M("missing_colon", "`while True` without its colon. meant.py adds it.",
      ("while True:\n", "while True\n")),
    M("apostrophe_in_single_quotes",
      "`print('Sorry, we don't sell', item)` - the apostrophe in \"don't\" ends the "
      "single-quoted string. meant.py uses double quotes, as the rest of the file does.",
      ('        print("Sorry, we don\'t sell", item)\n', "        print('Sorry, we don't sell', item)\n")),
    M("extra_paren",
      "`print(item, \"x\", quantity, \"=\", round(cost, 2)))` - one `)` too many. meant.py "
      "removes it.",
      ('round(cost, 2))\n', 'round(cost, 2)))\n')),
],
note="""
A pupil's shopping cart with a dictionary of prices and a list of (item, quantity)
pairs. Four slips.
""")

# ----------------------------------------------------------------------------- 036
case("word_counter", "first-year student, week 6 (files and dictionaries)",
r'''# Count the words in a text file
filename = input("File name: ")

file = open(filename, "r")
text = file.read()
file.close()

words = text.lower().split()
counts = {}

for word in words:
    word = word.strip(".,!?;:\"'()")
    if word == "":
        continue
    if word in counts:
        counts[word] = counts[word] + 1
    else:
        counts[word] = 1

print("Number of words:", len(words))
print("Different words:", len(counts))

# the ten most common words
top = sorted(counts.items(), key=lambda pair: pair[1], reverse=True)
for word, n in top[:10]:
    print(word, n)
''',
[
    M("unterminated_string", "`open(filename, \"r)` - the closing quote of the mode is missing. meant.py adds it.",
      ('file = open(filename, "r")\n', 'file = open(filename, "r)\n')),
    M("inconsistent_indent",
      "`if word == \"\":` is indented by 3 spaces while the line above it has 4, so it "
      "matches no level. meant.py indents it by 4 like the rest of the loop body.",
      ('    if word == "":\n', '   if word == "":\n')),
    M("unclosed_paren", "`print(\"Number of words:\", len(words)` - one `)` short. meant.py adds it.",
      ('print("Number of words:", len(words))\n', 'print("Number of words:", len(words)\n')),
    M("missing_colon", "`for word, n in top[:10]` without its colon. meant.py adds it.",
      ("for word, n in top[:10]:\n", "for word, n in top[:10]\n")),
],
note="""
A word-frequency exercise with a file and a dictionary. Four slips. The name `file` and
open()/close() without `with` are the course's style at that point and stay.
""")

# ----------------------------------------------------------------------------- 037
case("times_table", "primary-school pupil in a coding club",
r'''# Times tables
number = int(input("Which times table? "))

print("The", number, "times table")
for i in range(1, 13):
    print(i, "x", number, "=", i * number)

# the whole table from 1 to 10
print()
for row in range(1, 11):
    line = ""
    for col in range(1, 11):
        line = line + str(row * col).rjust(4)
    print(line)
''',
[
    M("print_no_parens",
      "`print \"The\", number, \"times table\"` - copied from an old printed worksheet. "
      "meant.py has `print(...)`.",
      ('print("The", number, "times table")\n', 'print "The", number, "times table"\n')),
    M("missing_colon", "`for i in range(1, 13)` without its colon. meant.py adds it.",
      ("for i in range(1, 13):\n", "for i in range(1, 13)\n")),
],
note="""
A coding-club pupil's times tables, one table and then the 10 x 10 grid. Two slips.
""")

# ----------------------------------------------------------------------------- 038
case("fizzbuzz_bang", "bootcamp student, day 2",
r'''# FizzBuzz with a twist: multiples of 7 say "Bang"
limit = int(input("Count up to: "))

for i in range(1, limit + 1):
    text = ""
    if i % 3 == 0:
        text = text + "Fizz"
    if i % 5 == 0:
        text = text + "Buzz"
    if i % 7 == 0:
        text = text + "Bang"
    if text == "":
        print(i)
    else:
        print(text)

# second version with elif: only the first rule that matches
for i in range(1, limit + 1):
    if i % 15 == 0:
        print("FizzBuzz")
    elif i % 3 == 0:
        print("Fizz")
    elif i % 5 == 0:
        print("Buzz")
    else:
        print(i)
''',
[
    M("assign_for_eq", "`if i % 5 = 0:` - `=` for `==`. meant.py has `==`.",
      ("    if i % 5 == 0:\n", "    if i % 5 = 0:\n")),
    M("body_not_indented",
      "`text = text + \"Bang\"` at the level of its `if`. meant.py indents it like the Fizz "
      "and Buzz lines.",
      ('        text = text + "Bang"\n', '    text = text + "Bang"\n')),
    M("missing_colon", "`if text == \"\"` without its colon. meant.py adds it.",
      ('    if text == "":\n', '    if text == ""\n')),
    M("else_if", "`else if i % 3 == 0:` in the second version. meant.py has `elif`, like the line after it.",
      ("    elif i % 3 == 0:\n", "    else if i % 3 == 0:\n")),
],
note="""
FizzBuzz with an extra rule for 7, written twice (string building, then an elif
chain). Four slips.
""")

# ----------------------------------------------------------------------------- 039
case("bank_account_class", "first-year student, week 8 (classes)",
r'''class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        if amount <= 0:
            print("Deposit must be positive")
            return
        self.balance = self.balance + amount

    def withdraw(self, amount):
        if amount > self.balance:
            print("Not enough money")
            return False
        self.balance = self.balance - amount
        return True

    def show(self):
        print(self.owner, "has", self.balance, "euros")


account = BankAccount("Sam", 100)
account.deposit(50)
account.show()
if account.withdraw(500):
    print("Withdrawal done")
account.withdraw(30)
account.show()
''',
[
    M("missing_colon", "`class BankAccount` without its colon. meant.py adds it.",
      ("class BankAccount:\n", "class BankAccount\n")),
    M("missing_comma", "`def __init__(self owner, balance=0):` - the comma after `self` is missing. meant.py adds it.",
      ("def __init__(self, owner, balance=0):", "def __init__(self owner, balance=0):")),
    M("misspelt_keyword", "`retrun False` for `return False`. meant.py has `return`.",
      ("            return False\n", "            retrun False\n")),
    M("body_not_indented",
      "The body of show() (its one print) is at the level of the `def`. meant.py indents it.",
      ('        print(self.owner, "has", self.balance, "euros")\n',
       '    print(self.owner, "has", self.balance, "euros")\n')),
],
note="""
A first class: constructor, two methods that change the balance, one that prints it.
Four slips.
""")

# ----------------------------------------------------------------------------- 040
case("marks_file_reader", "adult evening-class student, week 7 (files, try/except)",
r'''# Read the marks file and print the average for each student
# Each line looks like:  Anna,78,85,91

total_students = 0
best_name = ""
best_average = 0

try:
    with open("marks.txt") as f:
        for line in f:
            line = line.strip()
            if line == "":
                continue
            parts = line.split(",")
            name = parts[0]
            marks = [int(m) for m in parts[1:]]
            average = sum(marks) / len(marks)
            print(name, "average:", round(average, 1))
            total_students = total_students + 1
            if average > best_average:
                best_average = average
                best_name = name
except FileNotFoundError:
    print("Could not find marks.txt")

print("Students:", total_students)
print("Best:", best_name, round(best_average, 1))
''',
[
    M("missing_colon", "`try` without its colon. meant.py adds it.",
      ("try:\n", "try\n")),
    M("unterminated_string", "`open(\"marks.txt) as f:` - the closing quote of the file name is missing. meant.py adds it.",
      ('    with open("marks.txt") as f:\n', '    with open("marks.txt) as f:\n')),
    M("unclosed_bracket",
      "`marks = [int(m) for m in parts[1:]` - the `]` that closes the list comprehension is "
      "missing. meant.py adds it.",
      ("marks = [int(m) for m in parts[1:]]\n", "marks = [int(m) for m in parts[1:]\n")),
    M("misspelt_keyword", "`excpet FileNotFoundError:` for `except`. meant.py has `except`.",
      ("except FileNotFoundError:\n", "excpet FileNotFoundError:\n")),
],
note="""
An evening-class exercise that reads a CSV-like file with try/except, a list
comprehension and a running best. Four slips.
""")
