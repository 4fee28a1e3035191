"""Cases 011-020: novices (pygame, CSV, f-strings, walrus, C/JS/Excel/Python 2 habits,
docstrings, keyword names)."""
from lib import case, M

# ---------------------------------------------------------------- 011
case("pygame_catch_paren", "teenage hobbyist making a first pygame game",
r'''
import pygame
import random

pygame.init()
WIDTH = 640
HEIGHT = 480
screen = pygame.display.set_mode((WIDTH, HEIGHT))
pygame.display.set_caption("Catch the square")
clock = pygame.time.Clock()
font = pygame.font.SysFont(None, 36)

player_x = WIDTH // 2
player_y = HEIGHT - 60
speed = 6

target_x = random.randint(0, WIDTH - 30)
target_y = 0
fall_speed = 3
score = 0

running = True
while running:
    for event in pygame.event.get():
        if event.type == pygame.QUIT:
            running = False

    keys = pygame.key.get_pressed()
    if keys[pygame.K_LEFT] and player_x > 0:
        player_x -= speed
    if keys[pygame.K_RIGHT] and player_x < WIDTH - 50:
        player_x += speed

    target_y += fall_speed
    if target_y > HEIGHT:
        target_y = 0
        target_x = random.randint(0, WIDTH - 30)

    player_rect = pygame.Rect(player_x, player_y, 50, 50)
    target_rect = pygame.Rect(target_x, target_y, 30, 30)
    if player_rect.colliderect(target_rect):
        score += 1
        fall_speed += 0.5
        target_y = 0
        target_x = random.randint(0, WIDTH - 30)

    screen.fill((20, 20, 40))
    pygame.draw.rect(screen, (0, 200, 255), player_rect)
    pygame.draw.rect(screen, (255, 80, 80), target_rect)
    text = font.render("Score: " + str(score), True, (255, 255, 255))
    screen.blit(text, (10, 10))
    pygame.display.flip()
    clock.tick(60)

pygame.quit()
''', [
    M("bracket: ( never closed", "`pygame.draw.rect(screen, (255, 80, 80), target_rect` lacks `)`",
      ("pygame.draw.rect(screen, (255, 80, 80), target_rect)", "pygame.draw.rect(screen, (255, 80, 80), target_rect")),
], note="""
A falling-square catching game. The unclosed call is the second `pygame.draw.rect`, whose
twin on the line above shows the closing `)` at the end of the line.
""")

# ---------------------------------------------------------------- 012
case("sales_csv_report_fstring_call_comma", "bootcamp learner, data module, first CSV exercise",
r'''
import csv

sales_by_region = {}
sales_by_month = {}
rows_read = 0

with open("sales.csv", newline="") as f:
    reader = csv.DictReader(f)
    for row in reader:
        rows_read += 1
        region = row["region"]
        month = row["date"][:7]
        amount = float(row["amount"])

        if region not in sales_by_region:
            sales_by_region[region] = 0
        sales_by_region[region] += amount

        sales_by_month[month] = sales_by_month.get(month, 0) + amount

print(f"Read {rows_read} rows")
print()
print("Sales by region")
for region, total in sorted(sales_by_region.items()):
    print(f"  {region:<10} {total:>10.2f}")

print()
print("Sales by month")
for month in sorted(sales_by_month):
    print(f"  {month}  {sales_by_month[month]:.2f}")

best_region = max(sales_by_region, key=sales_by_region.get)
print()
print(f"Best region: {best_region} ({sales_by_region[best_region]:.2f})")

with open("report.csv", "w", newline="") as out:
    writer = csv.writer(out)
    writer.writerow(["region", "total"])
    for region, total in sales_by_region.items():
        writer.writerow([region, round(total, 2)])
print("Wrote report.csv")
''', [
    M("fstring: closing } missing", "`{total:>10.2f\"` never closes the replacement field",
      ('{total:>10.2f}")', '{total:>10.2f")')),
    M("comma: missing in call", "`round(total 2)`",
      ("round(total, 2)", "round(total 2)")),
], note="""
Sales CSV summarised by region and month. The f-string field `{total:>10.2f` lost its `}`
just before the closing quote; the format spec is complete, so the `}` goes there.
`round(total 2)` is round to two places (the report prints two decimals everywhere).
""")

# ---------------------------------------------------------------- 013
case("cheng_fa_walrus_bracket", "school pupil (Chinese pinyin names), times-table quiz",
r'''
# xiao ce yan - cheng fa kou jue lian xi
# zuo zhe: Wang Hao

import random

def da_yin_biao():
    for i in range(1, 10):
        hang = ""
        for j in range(1, i + 1):
            hang += str(j) + "x" + str(i) + "=" + str(i * j) + "\t"
        print(hang)

def chu_ti(ci_shu):
    dui = 0
    for n in range(ci_shu):
        a = random.randint(2, 9)
        b = random.randint(2, 9)
        da_an = input(str(a) + " x " + str(b) + " = ")
        if da_an.isdigit() and int(da_an) == a * b:
            print("dui le!")
            dui += 1
        else:
            print("cuo le, zheng que da an shi", a * b)
    return dui

da_yin_biao()
print()
ci_shu = 5
fen_shu = chu_ti(ci_shu)
bai_fen_bi = fen_shu * 100 // ci_shu
print("ni de fen shu:", fen_shu, "/", ci_shu)

if bai_fen_bi == 100:
    print("tai bang le!")
elif bai_fen_bi >= 60:
    print("ji ge le")
else:
    print("zai lian xi yi xia ba")
''', [
    M("bracket: mismatched ( ]", "`str(i * j]` closes the call with `]`",
      ("str(i * j)", "str(i * j]")),
    M("walrus: := as plain assignment", "`ci_shu := 5` as a statement",
      ("\nci_shu = 5\n", "\nci_shu := 5\n")),
], note="""
Prints the 9x9 multiplication table and asks five random questions. `:=` at statement
level is a plain assignment here (the pupil saw the walrus operator in a video);
`ci_shu` is then used as a number.
""")

# ---------------------------------------------------------------- 014
case("string_functions_c_habits", "first-semester student who learned C first",
r'''
# Assignment 2 - string functions without using built-ins
# Mei Lin, CS 1 section 3

def count_vowels(word):
    vowels = "aeiouAEIOU"
    count = 0
    i = 0
    while i < len(word):
        if word[i] in vowels:
            count += 1
        i += 1
    return count

def reverse(word):
    result = ""
    i = len(word) - 1
    while i >= 0:
        result = result + word[i]
        i -= 1
    return result

def find_char(word, ch):
    # return index of ch or -1
    i = 0
    found = False
    while i < len(word) and not found:
        if word[i] == ch:
            found = True
        else:
            i += 1
    if not found:
        return -1
    return i

def to_upper(word):
    result = ""
    for c in word:
        if 'a' <= c <= 'z':
            result += chr(ord(c) - 32)
        else:
            result += c
    return result

text = input("Enter a word: ")
print("Vowels:", count_vowels(text))
print("Reversed:", reverse(text))
print("Upper:", to_upper(text))
ch = input("Character to find: ")
print("Index:", find_char(text, ch))
''', [
    M("habit:c ++ increment", "`i++` at the end of the loop in count_vowels",
      ("        i += 1\n    return count", "        i++\n    return count")),
    M("habit:c // comment", "`// return index of ch or -1`",
      ("    # return index of ch or -1", "    // return index of ch or -1")),
    M("habit:c ! for not", "`if !found:`",
      ("    if not found:", "    if !found:")),
], note="""
String functions written with while loops C-style. `i++` becomes `i += 1`, the spelling
used in the other loops of the same file; `!found` is `not found` (as in the `while`
condition two lines up); `//` opens a comment.
""")

# ---------------------------------------------------------------- 015
case("class_report_docstring_keyword_name", "student in an intro-to-programming evening course",
r'''
# Class report program
# Priya - Intro to Programming, week 6

def read_marks():
    """Ask the user for marks until they type -1.
    Returns a list of the marks."""
    marks = []
    while True:
        m = int(input("Mark (-1 to stop): "))
        if m == -1:
            break
        if m < 0 or m > 100:
            print("Marks must be between 0 and 100")
            continue
        marks.append(m)
    return marks

# works out the mean
def mean(values):
    return sum(values) / len(values)

# highest minus lowest
def spread(values):
    return max(values) - min(values)

def count_passes(values, pass_mark=50):
    passes = 0
    for v in values:
        if v >= pass_mark:
            passes += 1
    return passes

class_ = input("Which class is this? ")
marks = read_marks()
if len(marks) == 0:
    print("No marks entered")
else:
    print()
    print("Report for class", class_)
    print("Number of students:", len(marks))
    print("Mean mark:", round(mean(marks), 1))
    print("Highest:", max(marks), " Lowest:", min(marks), " Spread:", spread(marks))
    print("Passed:", count_passes(marks), "of", len(marks))
    if count_passes(marks) == len(marks):
        print("Everyone passed!")
''', [
    M("string: docstring never closed", "the docstring of read_marks has no closing `\"\"\"`",
      ('    Returns a list of the marks."""\n', "    Returns a list of the marks.\n")),
    M("keyword-as-name: class", "a variable called `class`",
      ('class_ = input("Which class is this? ")', 'class = input("Which class is this? ")'),
      ('print("Report for class", class_)', 'print("Report for class", class)')),
], note="""
Class mark report. The only docstring in the file lost its closing quotes after its
second sentence (the function code starts on the next line). The author named a variable
`class` (the school class, e.g. "10B") on two lines; meant.py uses `class_`, the PEP 8
spelling for a name that clashes with a keyword (any non-keyword name would compile; this
one keeps the author's word).
""")

# ---------------------------------------------------------------- 016
case("phonebook_js_function_let_or", "bootcamp learner who knows JavaScript",
r'''
# Phone book - bootcamp exercise 4
# (I'm coming from JS so bear with me)

import json

phonebook = {}

def add_contact(name, number):
    if name in phonebook:
        print(name + " already exists, updating")
    phonebook[name] = number

def find_contact(name):
    if name not in phonebook:
        return None
    return phonebook[name]

def delete_contact(name):
    if name in phonebook:
        del phonebook[name]
        return True
    return False

def save(filename):
    with open(filename, "w") as f:
        json.dump(phonebook, f)

def load(filename):
    global phonebook
    try:
        with open(filename) as f:
            phonebook = json.load(f)
    except FileNotFoundError:
        phonebook = {}

load("contacts.json")
while True:
    cmd = input("add / find / del / list / quit > ").strip()
    if cmd == "quit" or cmd == "q":
        break
    elif cmd == "add":
        add_contact(input("name: "), input("number: "))
    elif cmd == "find":
        result = find_contact(input("name: "))
        if result is None:
            print("not found")
        else:
            print(result)
    elif cmd == "del":
        ok = delete_contact(input("name: "))
        print("deleted" if ok else "no such contact")
    elif cmd == "list":
        for name in sorted(phonebook):
            print(name, phonebook[name])
    else:
        print("unknown command")
save("contacts.json")
''', [
    M("habit:js function keyword", "`function find_contact(name):`",
      ("def find_contact(name):", "function find_contact(name):")),
    M("habit:js || for or", "`if cmd == \"quit\" || cmd == \"q\":`",
      ('if cmd == "quit" or cmd == "q":', 'if cmd == "quit" || cmd == "q":')),
    M("habit:js let declaration", "`let result = find_contact(...)`",
      ("        result = find_contact(", "        let result = find_contact(")),
], note="""
A JSON-backed phone book REPL. Three JavaScript habits; every other function in the file
uses `def`, and no other assignment has a declaration keyword.
Logic left as written: `save` is only called after the loop ends with "quit".
""")

# ---------------------------------------------------------------- 017
case("budget_excel_not_equal", "office worker porting a budget spreadsheet (Excel habits)",
r'''
# my monthly budget - converting my spreadsheet to python
# columns were: category, budget, spent

budget = {
    "rent": 950,
    "groceries": 320,
    "transport": 110,
    "eating out": 150,
    "utilities": 140,
    "savings": 300,
}

spent = {}
for category in budget:
    value = input("Spent on " + category + ": ")
    if value == "":
        value = "0"
    spent[category] = float(value)

income = float(input("Monthly income after tax: "))
print()
print("CATEGORY        BUDGET    SPENT     LEFT")
total_budget = 0
total_spent = 0
for category in budget:
    left = budget[category] - spent[category]
    total_budget += budget[category]
    total_spent += spent[category]
    flag = ""
    if left < 0:
        flag = "  OVER"
    print(category.ljust(15), str(budget[category]).rjust(6), str(spent[category]).rjust(8), str(left).rjust(8) + flag)

print()
print("Total budget:", total_budget)
print("Total spent:", total_spent)
difference = income - total_spent
if difference != 0:
    print("Money left this month:", round(difference, 2))
savings_share = spent["savings"] / income
print("Savings rate:", round(savings_share * 100, 1), "%")
''', [
    M("habit:excel <> for !=", "`if difference <> 0:`",
      ("if difference != 0:", "if difference <> 0:")),
], note="""
Monthly budget from a spreadsheet. `<>` is Excel's not-equal; the rest of the file
already reads as Python.
""")

# ---------------------------------------------------------------- 018
case("guess_number_else_too_deep", "12-year-old at a coding club",
r'''
# guess the number
# made by Leo (age 12)

import random

print("I am thinking of a number between 1 and 50")
secret = random.randint(1, 50)
tries = 0
max_tries = 7

while tries < max_tries:
    guess = int(input("Your guess: "))
    tries = tries + 1
    if guess == secret:
        print("YES!!! You got it in", tries, "tries")
        break
    else:
        if guess < secret:
            print("Too low")
        else:
            print("Too high")
        print("You have", max_tries - tries, "tries left")

if guess != secret:
    print("Game over! The number was", secret)
''', [
    M("else: misplaced (indented under the if body)", "the outer `else:` is indented like the `break` above it",
      ("        break\n    else:\n", "        break\n        else:\n")),
    M("comma: missing in call", "`print(\"YES!!! You got it in\", tries \"tries\")`",
      ('tries, "tries")', 'tries "tries")')),
], note="""
Guess-the-number with 7 tries. The outer `else:` was typed at the depth of `break`; its
body (the nested too-low/too-high `if`) is at 8 spaces, which is the body depth of an
`else:` at 4 spaces paired with `if guess == secret:`.
""")

# ---------------------------------------------------------------- 019
case("tp_listes_improt_fro_comma", "first-year university student (French), TP 3",
r'''
# TP 3 - les listes
# Camille Durand, L1 informatique

import random

def maximum(liste):
    # on suppose que la liste n'est pas vide
    m = liste[0]
    for x in liste:
        if x > m:
            m = x
    return m

def moyenne(liste):
    if len(liste) == 0:
        return 0
    return sum(liste) / len(liste)

def pairs(liste):
    resultat = []
    for x in liste:
        if x % 2 == 0:
            resultat.append(x)
    return resultat

def supprimer_doublons(liste):
    vus = []
    for x in liste:
        if x not in vus:
            vus.append(x)
    return vus

def compter(liste, valeur):
    n = 0
    for x in liste:
        if x == valeur:
            n += 1
    return n

nombres = [random.randint(1, 20) for i in range(15)]
print("Liste :", nombres)
print("Maximum :", maximum(nombres))
print("Moyenne :", round(moyenne(nombres), 2))
print("Pairs :", pairs(nombres))
print("Sans doublons :", supprimer_doublons(nombres))
print("Nombre de 7 :", compter(nombres, 7))
notes = [12, 15.5, 8, 17, 10]
print("Moyenne des notes :", moyenne(notes))
''', [
    M("keyword: misspelt import (improt)", "`improt random`",
      ("import random", "improt random")),
    M("keyword: misspelt for (fro)", "`fro x in liste:` in pairs()",
      ("    for x in liste:\n        if x % 2 == 0:", "    fro x in liste:\n        if x % 2 == 0:")),
    M("comma: missing in list", "`[12, 15.5, 8 17, 10]`",
      ("[12, 15.5, 8, 17, 10]", "[12, 15.5, 8 17, 10]")),
], note="""
List exercises (max, mean, evens, dedupe, count). `8 17` in the list of marks is two
marks; the missing comma goes between them.
""")

# ---------------------------------------------------------------- 020
case("weather_log_python2_book", "retired engineer learning from an old Python 2 book",
r'''
# weather log - keeps daily high temps in a file
# I learned python from an old book, trying it on my new laptop

import os
import sys

LOG = "temps.txt"

def load_temps():
    temps = []
    if not os.path.exists(LOG):
        return temps
    f = open(LOG)
    for line in f:
        line = line.strip()
        if line:
            day, value = line.split(",")
            temps.append((day, float(value)))
    f.close()
    return temps

def add_temp(day, value):
    f = open(LOG, "a")
    f.write("%s,%.1f\n" % (day, value))
    f.close()

def report(temps):
    if not temps:
        print("no data yet")
        return
    values = [t[1] for t in temps]
    print("days logged: %d" % len(values))
    print("average high: %.1f" % (sum(values) / len(values)))
    hottest = max(temps, key=lambda t: t[1])
    print("hottest day: %s (%.1f)" % hottest)

if len(sys.argv) > 2:
    try:
        add_temp(sys.argv[1], float(sys.argv[2]))
    except ValueError as e:
        print("bad temperature: %s" % e)
        sys.exit(1)
report(load_temps())
''', [
    M("py2: print statement", "two prints without parentheses in report()",
      ('print("no data yet")', 'print "no data yet"'),
      ('print("days logged: %d" % len(values))', 'print "days logged: %d" % len(values)')),
    M("py2: except X, e", "`except ValueError, e:`",
      ("except ValueError as e:", "except ValueError, e:")),
], note="""
Appends a day's high temperature to a text file and prints a summary. Python 2 habits from
an old book: print statements (two of them; the other prints already have parentheses)
and `except ValueError, e:`, which is `except ValueError as e:` in Python 3.
""")
