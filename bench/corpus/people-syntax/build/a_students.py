from lib import case

# ---------------------------------------------------------------- 1
case("grade_calculator", "first-week student", ["missing colon (if)", "missing colon (elif)"],
     "First-week student, homework 2. Forgot the colon after `if avg >= 90` and after `elif avg >= 70` in letter().",
r'''# Grade calculator - homework 2
# Asks for scores and prints the letter grade

def get_scores():
    scores = []
    count = int(input("How many scores? "))
    for i in range(count):
        s = float(input("Enter score " + str(i + 1) + ": "))
        scores.append(s)
    return scores


def average(scores):
    total = 0
    for s in scores:
        total = total + s
    return total / len(scores)


def letter(avg):
    if avg >= 90:
        return "A"
    elif avg >= 80:
        return "B"
    elif avg >= 70:
        return "C"
    elif avg >= 60:
        return "D"
    else:
        return "F"


scores = get_scores()
avg = average(scores)
print("Your average is", avg)
print("Your grade is", letter(avg))
''', [("    if avg >= 90:", "    if avg >= 90"), ("    elif avg >= 70:", "    elif avg >= 70")])

# ---------------------------------------------------------------- 2
case("tictactoe_two_player", "first-week student", ["missing comma (list)", "unclosed paren across lines"],
     "First-week student writing tic-tac-toe. Missing comma in the `wins` list (`[0, 4 8]`) and one `)` short on the `move = int(input(...)) - 1` line, so the paren runs into the next `if`.",
r'''board = [" ", " ", " ",
         " ", " ", " ",
         " ", " ", " "]

def show_board():
    print(board[0] + "|" + board[1] + "|" + board[2])
    print("-+-+-")
    print(board[3] + "|" + board[4] + "|" + board[5])
    print("-+-+-")
    print(board[6] + "|" + board[7] + "|" + board[8])

wins = [[0, 1, 2], [3, 4, 5], [6, 7, 8],
        [0, 3, 6], [1, 4, 7], [2, 5, 8],
        [0, 4, 8], [2, 4, 6]]

def check_win(player):
    for w in wins:
        if board[w[0]] == player and board[w[1]] == player and board[w[2]] == player:
            return True
    return False

def board_full():
    for cell in board:
        if cell == " ":
            return False
    return True

player = "X"
while True:
    show_board()
    move = int(input("Player " + player + ", choose a square (1-9): ")) - 1
    if move < 0 or move > 8:
        print("That square doesn't exist")
        continue
    if board[move] != " ":
        print("That square is taken")
        continue
    board[move] = player
    if check_win(player):
        show_board()
        print("Player " + player + " wins!")
        break
    if board_full():
        show_board()
        print("It's a tie")
        break
    if player == "X":
        player = "O"
    else:
        player = "X"
''', [("[0, 4, 8]", "[0, 4 8]"), ('(1-9): ")) - 1', '(1-9): ") - 1')])

# ---------------------------------------------------------------- 3
case("guess_the_number", "first-week student", ["= for == in condition", "misspelled keyword (esle)"],
     "First-week student. `if guess = secret:` (assignment instead of comparison) and `esle:` in the while loop.",
r'''import random

secret = random.randint(1, 100)
tries = 0
guessed = False

print("I'm thinking of a number between 1 and 100")

while not guessed:
    guess = int(input("Your guess: "))
    tries = tries + 1
    if guess == secret:
        print("You got it in", tries, "tries!")
        guessed = True
    elif guess < secret:
        print("Too low")
    else:
        print("Too high")

if tries < 5:
    print("Wow, that was fast")
else:
    print("Better luck next time")
''', [("if guess == secret:", "if guess = secret:"), ("    else:\n        print(\"Too high\")", "    esle:\n        print(\"Too high\")")])

# ---------------------------------------------------------------- 4
case("temperature_converter", "first-week student", ["missing closing quote", "missing + in string concatenation"],
     "First-week student. Closing quote missing in the welcome print (line 2); `\"The temperature is \" result + ...` lacks the `+` between the literal and the variable.",
r'''# Temperature converter
print("Welcome to the temperature converter")
choice = input("Convert to (C)elsius or (F)ahrenheit? ")
temp = float(input("Enter the temperature: "))

if choice == "C" or choice == "c":
    result = (temp - 32) * 5 / 9
    unit = "C"
elif choice == "F" or choice == "f":
    result = temp * 9 / 5 + 32
    unit = "F"
else:
    print("I don't know that unit")
    result = temp
    unit = "?"

result = round(result, 1)
print("The temperature is " + str(result) + " degrees " + unit)
''', [('print("Welcome to the temperature converter")', 'print("Welcome to the temperature converter)'),
      ('"The temperature is " + str(result)', '"The temperature is " str(result)')])

# ---------------------------------------------------------------- 5
case("shopping_list_menu", "first-week student", ["missing colon (while)", "body not indented"],
     "First-week student. `while True` has no colon, and the body of `if choice == \"2\":` (the for loop printing items) is not indented.",
r'''shopping = []

while True:
    print("1. Add item")
    print("2. Show list")
    print("3. Remove item")
    print("4. Quit")
    choice = input("Choose: ")

    if choice == "1":
        item = input("What do you want to add? ")
        shopping.append(item)
        print(item, "added")
    elif choice == "2":
        for item in shopping:
            print("-", item)
    elif choice == "3":
        item = input("What do you want to remove? ")
        if item in shopping:
            shopping.remove(item)
        else:
            print("That is not on the list")
    elif choice == "4":
        print("Bye!")
        break
    else:
        print("Please type 1, 2, 3 or 4")
''', [("while True:", "while True"),
      ('        for item in shopping:\n            print("-", item)', '    for item in shopping:\n        print("-", item)')])

# ---------------------------------------------------------------- 6
case("even_odd_checker", "first-week student", ["function body not indented"],
     "First-week student. The whole body of is_even() was typed at column 0 under the `def` line.",
r'''def is_even(n):
    if n % 2 == 0:
        return True
    else:
        return False


numbers = [3, 8, 15, 22, 7, 10]
for n in numbers:
    if is_even(n):
        print(n, "is even")
    else:
        print(n, "is odd")
''', [("    if n % 2 == 0:\n        return True\n    else:\n        return False", "if n % 2 == 0:\n    return True\nelse:\n    return False")])

# ---------------------------------------------------------------- 7
case("multiplication_table", "first-week student", ["missing colon (for)", "missing colon (for)", "missing closing paren"],
     "First-week student. Both nested `for` headers lack the colon; `print(\"Table of\", n` is missing its `)`.",
r'''# prints the multiplication table up to n

n = int(input("Up to which number? "))

print("Table of", n)
for i in range(1, n + 1):
    for j in range(1, n + 1):
        print(i * j, end="\t")
    print()
''', [("for i in range(1, n + 1):", "for i in range(1, n + 1)"),
      ("for j in range(1, n + 1):", "for j in range(1, n + 1)"),
      ('print("Table of", n)', 'print("Table of", n')])

# ---------------------------------------------------------------- 8
case("rectangle_area_comments", "first-week student", ["comment without #", "comment without #"],
     "First-week student who writes notes after statements without `#` (line `width = ...` and `area = ...`).",
r'''# Area and perimeter of a rectangle
# by Tom, week 1

width = float(input("Width: "))  # the width in cm
height = float(input("Height: "))

area = width * height  # the area
perimeter = 2 * (width + height)

print("Area:", area)
print("Perimeter:", perimeter)
''', [('width = float(input("Width: "))  # the width in cm', 'width = float(input("Width: "))  the width in cm'),
      ("area = width * height  # the area", "area = width * height  the area")])

# ---------------------------------------------------------------- 9
case("vowel_counter", "first-week student", ["misspelled keyword (retrun)", "missing colon (def)"],
     "First-week student. `def count_vowels(word)` without colon, and `retrun count` at the end of the function.",
r'''def count_vowels(word):
    count = 0
    for letter in word:
        if letter in "aeiouAEIOU":
            count = count + 1
    return count


sentence = input("Type a sentence: ")
words = sentence.split()
for w in words:
    print(w, "has", count_vowels(w), "vowels")
print("Total:", count_vowels(sentence))
''', [("def count_vowels(word):", "def count_vowels(word)"), ("    return count", "    retrun count")])

# ---------------------------------------------------------------- 10
case("pizza_order", "first-week student", ["elif after else"],
     "First-week student. The `elif size == \"large\"` branch was added after the `else:` instead of before it.",
r'''print("Welcome to Mario's Pizza")
size = input("What size (small/medium/large)? ")
toppings = int(input("How many toppings? "))

if size == "small":
    price = 8
elif size == "medium":
    price = 10
elif size == "large":
    price = 12
else:
    print("Unknown size, giving you a medium")
    price = 10

price = price + toppings * 1.5
print("Your pizza costs $" + str(price))
''', [('elif size == "large":\n    price = 12\nelse:\n    print("Unknown size, giving you a medium")\n    price = 10\n',
       'else:\n    print("Unknown size, giving you a medium")\n    price = 10\nelif size == "large":\n    price = 12\n')])

# ---------------------------------------------------------------- 11
case("password_checker", "first-week student", ["keyword as name (pass)", "missing colon (else)", "= for == in condition"],
     "First-week student. Used `pass` as a variable name (3 times), forgot the colon on `else`, and wrote `if tries = 3:`.",
r'''correct = "python123"
tries = 0

while tries < 3:
    password = input("Password: ")
    tries = tries + 1
    if password == correct:
        print("Access granted")
        break
    else:
        print("Wrong password")
    if tries == 3:
        print("Too many tries, locked out")
''', [],
broken=r'''correct = "python123"
tries = 0

while tries < 3:
    pass = input("Password: ")
    tries = tries + 1
    if pass == correct:
        print("Access granted")
        break
    else
        print("Wrong password")
    if tries = 3:
        print("Too many tries, locked out")
''')
