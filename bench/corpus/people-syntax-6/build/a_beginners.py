"""Beginners: homework and first scripts (cases 001-014)."""
from lib import case, M, START, END  # noqa: F401

P_PT = "Brazilian first-year student (Algoritmos e Programação), cashier change calculator"
P_IT = "Italian liceo student (Informatica, terzo anno), phone book exercise with a dictionary"
P_TR = "Turkish university student (Programlamaya Giriş), homework on prime and perfect numbers"
P_ID = "Indonesian first-semester student (Praktikum Dasar Pemrograman), area-of-shapes menu"
P_PL = "Polish secondary-school pupil (informatyka, klasa 2), to-do list saved to a file"

# ---------------------------------------------------------------- 001
case("troco_while_colon_assign_print_quote", P_PT, r'''
# Trabalho de Algoritmos - calculadora de troco
# Aluno: Pedro Henrique  Turma: 1B

notas = [100, 50, 20, 10, 5, 2]
moedas = [1, 0.50, 0.25, 0.10, 0.05]

def calcular_troco(valor_compra, valor_pago):
    troco = valor_pago - valor_compra
    if troco < 0:
        print("Dinheiro insuficiente!")
        return None
    return round(troco, 2)

continuar = "s"
while continuar == "s":
    compra = float(input("Valor da compra: R$ "))
    pago = float(input("Valor pago: R$ "))
    troco = calcular_troco(compra, pago)
    if troco == None:
        continue
    print("Troco: R$", troco)
    resto = troco
    for nota in notas:
        qtd = int(resto // nota)
        if qtd > 0:
            print(qtd, "nota(s) de R$", nota)
            resto = resto - qtd * nota
    for moeda in moedas:
        qtd = int(round(resto, 2) // moeda)
        if qtd > 0:
            print(qtd, "moeda(s) de R$", moeda)
            resto = round(resto - qtd * moeda, 2)
    if troco == 0:
        print("Nao precisa de troco.")
    continuar = input("Outra compra? (s/n) ")

print("Obrigado por usar o programa!")
''', [
    M("colon: missing after while", "the `while` header of the main loop has no colon",
      ('while continuar == "s":', 'while continuar == "s"')),
    M("py2: print statement", "`print \"Troco: R$\", troco` written without parentheses (the course handout "
      "was made for Python 2)",
      ('print("Troco: R$", troco)', 'print "Troco: R$", troco')),
    M("condition: = for ==", "`if troco = 0:` uses assignment instead of comparison",
      ("if troco == 0:", "if troco = 0:")),
    M("quote: closing quote missing", "the last message has no closing `\"` before the `)`",
      ('print("Obrigado por usar o programa!")', 'print("Obrigado por usar o programa!)')),
], note="""
Situation: Portuguese identifiers and comments. Four slips of four different kinds in a
40-line program; the student pasted it into the tool before the first test run.
Why meant.py reads this way: only the four slips are undone. `troco == None` (instead of
`is None`), the float money arithmetic and the message without the accent ("Nao") are
the student's own and stay.
""")

# ---------------------------------------------------------------- 002
case("rubrica_dict_comma_def_paren_elif_after_else", P_IT, r'''
# Esercizio 4: rubrica telefonica con dizionario
# Corso di Informatica - prof. Bianchi

rubrica = {"Mario": "3331234567", "Giulia": "3479876543", "Luca": "3201112233"}


def aggiungi(nome, telefono):
    if nome in rubrica:
        print("Il contatto esiste già")
    else:
        rubrica[nome] = telefono
        print("Contatto aggiunto:", nome)


def cerca(nome):
    if nome in rubrica:
        return rubrica[nome]
    else:
        return "non trovato"


def stampa_rubrica():
    print("--- RUBRICA ---")
    for nome in sorted(rubrica):
        print(nome, ":", rubrica[nome])
    print("Totale contatti:", len(rubrica))


scelta = ""
while scelta != "4":
    print("1) Aggiungi  2) Cerca  3) Stampa  4) Esci")
    scelta = input("Scelta: ")
    if scelta == "1":
        n = input("Nome: ")
        t = input("Telefono: ")
        aggiungi(n, t)
    elif scelta == "2":
        n = input("Nome da cercare: ")
        print("Numero:", cerca(n))
    elif scelta == "3":
        stampa_rubrica()
    elif scelta == "4":
        print("Ciao!")
    else:
        print("Scelta non valida")
''', [
    M("comma: missing between dict entries", "no comma between the \"Mario\" and \"Giulia\" entries of the "
      "one-line dict (the two strings join and the `:` after them is unexpected)",
      ('"3331234567", "Giulia"', '"3331234567" "Giulia"')),
    M("bracket: ) missing in def header", "`def aggiungi(nome, telefono:` — the closing parenthesis of the "
      "parameter list is missing",
      ("def aggiungi(nome, telefono):", "def aggiungi(nome, telefono:")),
    M("elif: after else", "the `elif scelta == \"4\"` branch was added after the `else:` branch",
      ('    elif scelta == "4":\n        print("Ciao!")\n    else:\n        print("Scelta non valida")\n',
       '    else:\n        print("Scelta non valida")\n    elif scelta == "4":\n        print("Ciao!")\n')),
], note="""
Situation: Italian identifiers, comments and messages. The "4) Esci" option was added last,
at the end of the if-chain, below the `else`.
Why meant.py reads this way: the `elif` is moved back above the `else` (the only order in
which it can run); the two other slips are undone in place.
""")

# ---------------------------------------------------------------- 003
case("asal_sayilar_for_colon_else_condition_return_indent", P_TR, r'''
# Ödev 3: Asal sayılar ve mükemmel sayılar
# İsim: Elif Yılmaz

def asal_mı(sayı):
    if sayı < 2:
        return False
    for i in range(2, sayı):
        if sayı % i == 0:
            return False
    return True


def bölenler_toplamı(sayı):
    toplam = 0
    for i in range(1, sayı):
        if sayı % i == 0:
            toplam += i
    return toplam


üst_sınır = int(input("Üst sınırı girin: "))
asallar = []
mükemmeller = []

for n in range(1, üst_sınır + 1):
    if asal_mı(n):
        asallar.append(n)
    if bölenler_toplamı(n) == n:
        mükemmeller.append(n)

print("Asal sayılar:", asallar)
print("Mükemmel sayılar:", mükemmeller)

for n in asallar:
    if n % 10 == 3:
        print(n, "3 ile bitiyor")
    else:
        print(n)
''', [
    M("colon: missing after for", "`for i in range(2, sayı)` in asal_mı has no colon",
      ("    for i in range(2, sayı):", "    for i in range(2, sayı)")),
    M("indent: unindent does not match", "`return toplam` indented with 3 spaces after the student "
      "re-typed it; it matches no outer level",
      ("            toplam += i\n    return toplam", "            toplam += i\n   return toplam")),
    M("else: with a condition", "`else n % 10 != 3:` — the student wrote the opposite condition after "
      "`else`",
      ("    else:\n        print(n)\n", "    else n % 10 != 3:\n        print(n)\n")),
], note="""
Situation: Turkish comments and messages, and Turkish letters in identifiers (`asal_mı`,
`sayı`, `üst_sınır` — valid Python 3 identifiers, not a mistake).
Why meant.py reads this way: the condition after `else` is just the negation of the `if`,
so the student meant a plain `else:`; `return toplam` goes back to the function's body
level (it is after the loop, as the function needs); the rest is the student's, untouched.
""")

# ---------------------------------------------------------------- 004
case("luas_bangun_while_colon_curly_quotes_bracket", P_ID, r'''
# Tugas Praktikum 2 - Menghitung luas bangun datar
# Nama: Budi Santoso, NIM: 23051234

import math

def luas_persegi(sisi):
    return sisi * sisi

def luas_persegi_panjang(panjang, lebar):
    return panjang * lebar

def luas_segitiga(alas, tinggi):
    return 0.5 * alas * tinggi

def luas_lingkaran(jari_jari):
    return math.pi * jari_jari ** 2

pilihan = -1
while pilihan != 0:
    print("=== MENU ===")
    print("1. Persegi")
    print("2. Persegi panjang")
    print("3. Segitiga")
    print("4. Lingkaran")
    print("0. Keluar")
    pilihan = int(input("Pilih menu: "))

    if pilihan == 1:
        s = float(input("Sisi: "))
        print("Luas persegi =", luas_persegi(s))
    elif pilihan == 2:
        p = float(input("Panjang: "))
        l = float(input("Lebar: "))
        print("Luas persegi panjang =", luas_persegi_panjang(p, l))
    elif pilihan == 3:
        a = float(input("Alas: "))
        t = float(input("Tinggi: "))
        print("Luas segitiga =", luas_segitiga(a, t))
    elif pilihan == 4:
        r = float(input("Jari-jari: "))
        print("Luas lingkaran =", round(luas_lingkaran(r), 2))
    elif pilihan == 0:
        print("Terima kasih!")
    else:
        print("Pilihan tidak ada")
''', [
    M("colon: missing after while", "`while pilihan != 0` has no colon",
      ("while pilihan != 0:", "while pilihan != 0")),
    M("bracket: ( closed by ]", "`round(luas_lingkaran(r), 2]` — the `round(` call is closed with `]`",
      ("round(luas_lingkaran(r), 2))", "round(luas_lingkaran(r), 2])")),
    M("quote: curly quotes pasted from a document", "the goodbye line was copied from the lab module "
      "(a Word file), with “ ” instead of straight quotes",
      ('print("Terima kasih!")', 'print(“Terima kasih!”)')),
], note="""
Situation: Indonesian identifiers, comments and messages; the lab module is a .docx, and one
line was copied from it.
Why meant.py reads this way: straight quotes replace the curly ones, the colon and the `)`
are restored; nothing else changes (`l` as a variable name stays).
""")

# ---------------------------------------------------------------- 005
case("lista_zadan_fstring_elseif_open_comma", P_PL, r'''
# Zadanie domowe nr 5 - lista zadań zapisywana do pliku
# Autor: Kasia Nowak, klasa 2c

PLIK = "zadania.txt"


def wczytaj():
    zadania = []
    try:
        with open(PLIK, "r", encoding="utf-8") as f:
            for linia in f:
                zadania.append(linia.strip())
    except FileNotFoundError:
        print("Brak pliku, zaczynamy od pustej listy")
    return zadania


def zapisz(zadania):
    with open(PLIK, "w", encoding="utf-8") as f:
        for z in zadania:
            f.write(z + "\n")


zadania = wczytaj()
while True:
    print("\n1 - pokaż, 2 - dodaj, 3 - usuń, 4 - koniec")
    wybor = input("> ")
    if wybor == "1":
        for i, z in enumerate(zadania, start=1):
            print(f"{i}. {z}")
    elif wybor == "2":
        nowe = input("Treść zadania: ")
        zadania.append(nowe)
        zapisz(zadania)
    elif wybor == "3":
        nr = int(input("Numer do usunięcia: "))
        usuniete = zadania.pop(nr - 1)
        print(f"Usunięto: {usuniete}")
        zapisz(zadania)
    elif wybor == "4":
        break
    else:
        print("Nie ma takiej opcji")
''', [
    M("comma: missing in call", "`open(PLIK \"w\", encoding=\"utf-8\")` — comma missing after the file name",
      ('open(PLIK, "w", encoding="utf-8")', 'open(PLIK "w", encoding="utf-8")')),
    M("fstring: closing quote missing", "`print(f\"{i}. {z})` — the f-string is never closed",
      ('print(f"{i}. {z}")', 'print(f"{i}. {z})')),
    M("keyword: elseif for elif", "`elseif wybor == \"3\":` (from the PHP the pupil saw in a web-design "
      "class)",
      ('elif wybor == "3":', 'elseif wybor == "3":')),
], note="""
Situation: Polish identifiers, comments and messages.
Why meant.py reads this way: each slip undone where it is; `elseif` becomes `elif` because
it sits between two `elif` branches of the same chain.
""")

# ---------------------------------------------------------------- 006
case("dice_totals_crlf_def_colon_split_line_stray_quote",
     "CS101 student on Windows (Notepad), lab 7 on random numbers and dictionaries", '''
# dice.py - roll two dice lots of times and count the totals
# CS101 lab 7

import random

ROLLS = 1000

def roll_two():
    a = random.randint(1, 6)
    b = random.randint(1, 6)
    return a + b

counts = {}
for total in range(2, 13):
    counts[total] = 0

for i in range(ROLLS):
    t = roll_two()
    counts[t] = counts[t] + 1

print("Total  Count  Percent")
for total in range(2, 13):
    percent = counts[total] / ROLLS * 100
    print(total, "    ", counts[total], "    ", round(percent, 1))

most = 2
for total in counts:
    if counts[total] > counts[most]:
        most = total
print("Most common total:", most)

sevens_and_elevens = counts[7] + counts[11]
print("7 or 11 came up", sevens_and_elevens, "times")
''', [
    M("colon: missing after def", "`def roll_two()` has no colon",
      ("def roll_two():", "def roll_two()")),
    M("slip: stray character", "a `'` typed next to Enter at the end of `counts[t] = counts[t] + 1` "
      "(it opens a string that never closes)",
      ("counts[t] = counts[t] + 1\n", "counts[t] = counts[t] + 1'\n")),
    M("edit: line split mid-expression without brackets", "the student pressed Enter after the `+` to "
      "keep the line short; without brackets the line ends there",
      ("sevens_and_elevens = counts[7] + counts[11]", "sevens_and_elevens = counts[7] +\n    counts[11]")),
], crlf=True, note="""
Situation: saved with Notepad, so every line ends in CRLF (in broken.py and meant.py).
Why meant.py reads this way: the split line is joined back into one line (it is short;
the student split it only because the Notepad window was narrow), the stray quote is
deleted and the colon added.
""")

# ---------------------------------------------------------------- 007
case("palindromes_tabs_reutrn_unexpected_indent",
     "high-school student whose editor (Geany) indents with TABs; homework on strings and loops", '''
# palindromes.py
# homework: check which words in a sentence are palindromes

def clean(word):
\u21e5letters = ""
\u21e5for ch in word.lower():
\u21e5\u21e5if ch.isalpha():
\u21e5\u21e5\u21e5letters = letters + ch
\u21e5return letters

def is_palindrome(word):
\u21e5w = clean(word)
\u21e5if len(w) < 2:
\u21e5\u21e5return False
\u21e5return w == w[::-1]

sentence = input("Type a sentence: ")
found = []
for word in sentence.split():
\u21e5if is_palindrome(word):
\u21e5\u21e5found.append(clean(word))

if len(found) == 0:
\u21e5print("No palindromes :(")
else:
\u21e5print("Palindromes found:", len(found))
\u21e5for p in found:
\u21e5\u21e5print(" -", p, "reversed is", p[::-1])

longest = ""
for p in found:
\u21e5if len(p) > len(longest):
\u21e5\u21e5longest = p
print("Longest one:", longest)
''', [
    M("keyword: misspelt return (reutrn)", "`reutrn letters` at the end of clean()",
      ("\treturn letters", "\treutrn letters")),
    M("indent: unexpected indent", "`found = []` got a TAB in front of it (unexpected indent after a "
      "top-level statement)",
      ("\nfound = []\n", "\n\tfound = []\n")),
], note="""
Situation: the whole file is indented with TABs, consistently; that is not a mistake.
Why meant.py reads this way: `reutrn` is spelt `return` again and the stray TAB before
`found = []` removed; every other TAB stays.
""")

# ---------------------------------------------------------------- 008
case("bike_savings_range_colon_else_cond_list_comma_paren",
     "11-year-old saving for a bike, following a 'Python for kids' book at home", '''
# savings.py
# How many weeks until I can buy the bike?

bike_price = 240
saved = 35
weekly = [5, 10, 15, 20]

print("Bike costs", bike_price, "and I have", saved)

for pocket_money in weekly:
    weeks = 0
    money = saved
    while money < bike_price:
        money = money + pocket_money
        weeks = weeks + 1
    if weeks > 52:
        print("With", pocket_money, "a week it takes more than a year!")
    else:
        print("With", pocket_money, "a week it takes", weeks, "weeks")

print()
print("Saving plan for the next 10 weeks with 10 a week:")
money = saved
for i in range(10):
    money = money + 10
    if money >= bike_price:
        print("Week", i + 1, ": I can buy it!")
    else:
        print("Week", i + 1, ":", money, "saved, still need", bike_price - money)

chores = {"wash car": 5, "mow lawn": 8, "walk dog": 3}
extra = 0
for chore in chores:
    extra = extra + chores[chore]
print("Doing all chores adds", extra, "a week")
''', [
    M("comma: missing in list", "`[5, 10 15, 20]` — comma missing between 10 and 15",
      ("[5, 10, 15, 20]", "[5, 10 15, 20]")),
    M("else: with a condition", "`else weeks <= 52:` — a condition written after `else`",
      ("    else:\n        print(\"With\", pocket_money, \"a week it takes\", weeks",
       "    else weeks <= 52:\n        print(\"With\", pocket_money, \"a week it takes\", weeks")),
    M("colon: missing after for", "`for i in range(10)` has no colon",
      ("for i in range(10):", "for i in range(10)")),
    M("bracket: stray )", "an extra `)` at the end of `extra = extra + chores[chore]`",
      ("extra = extra + chores[chore]", "extra = extra + chores[chore])")),
], note="""
Situation: four slips of four kinds in a book exercise the child extended.
Why meant.py reads this way: `else weeks <= 52:` repeats the negation of `if weeks > 52`,
so it is a plain `else:`; the list is the four amounts the loop prints.
""")

# ---------------------------------------------------------------- 009
case("cinema_tickets_elif_after_else_assign_input_paren",
     "adult learner in an evening Python course, assignment 2 (functions)", '''
# Cinema ticket price calculator - assignment 2

def ticket_price(age, day):
    if age < 3:
        price = 0
    elif age < 12:
        price = 6
    elif age >= 65:
        price = 7
    else:
        price = 10
    if day == "tuesday":
        price = price / 2
    return price

day = input("What day is it? ").lower()
if day == "tuesday":
    print("Tuesday: half price for everyone!")

total = 0
people = int(input("How many people? "))
for n in range(people):
    age = int(input("Age of person " + str(n + 1) + ": "))
    total = total + ticket_price(age, day)

print("Total to pay:", total)
if total > 30:
    print("Tip: a family card would be cheaper next time")
''', [
    M("elif: after else", "the pensioner branch `elif age >= 65:` was added below the `else:`",
      ("    elif age >= 65:\n        price = 7\n    else:\n        price = 10\n",
       "    else:\n        price = 10\n    elif age >= 65:\n        price = 7\n")),
    M("condition: = for ==", "`if day = \"tuesday\":` at module level",
      ('if day == "tuesday":\n    print', 'if day = "tuesday":\n    print')),
    M("bracket: ( never closed", "`int(input(\"Age of person \" + str(n + 1) + \": \")` — one `)` short",
      ('str(n + 1) + ": "))', 'str(n + 1) + ": ")')),
], note="""
Situation: the learner added the over-65 price after the rest was written.
Why meant.py reads this way: the `elif` goes back above the `else` (the prices are as the
learner wrote them); the missing `)` closes `int(` at the end of the line.
""")

# ---------------------------------------------------------------- 010
case("calculator_body_not_indented_after_edit",
     "secondary-school pupil extending the calculator from the first lesson", '''
# my calculator v2

print("Simple calculator, type q to quit")
while True:
    first = input("First number: ")
    if first == "q":
        break
    op = input("Operation (+ - * /): ")
    second = input("Second number: ")
    a = float(first)
    b = float(second)
    if op == "+":
        result = a + b
    elif op == "-":
        result = a - b
    elif op == "*":
        result = a * b
    elif op == "/":
        if b == 0:
            print("Cannot divide by zero")
            continue
        result = a / b
    else:
        print("Unknown operation", op)
        continue
    print("Result:", result)
print("Bye")
''', [
    M("indent: expected an indented block", "after adding the `elif op == \"*\":` line the pupil left "
      "its body at the level of the `elif`",
      ('    elif op == "*":\n        result = a * b', '    elif op == "*":\n    result = a * b')),
], note="""
Situation: "v2" adds multiplication and division to a two-operation calculator.
Why meant.py reads this way: `result = a * b` is the body of the `*` branch (the pattern
of the branches above and below).
""")

# ---------------------------------------------------------------- 011
case("rocket_countdown_while_colon_sleep_paren_print",
     "13-year-old in a school coding club, copying parts from an old Python 2 blog post", '''
import time

print("Rocket launch simulator")
x = int(input("Start countdown from: "))

while x > 0:
    print(x)
    time.sleep(1)
    x = x - 1

print("Liftoff!")

fuel = 100
height = 0
while fuel > 0:
    height = height + fuel * 2
    fuel = fuel - 15
    print("Height:", height, "m  Fuel left:", max(fuel, 0))

if height > 1000:
    print("We reached space!")
else:
    print("Not high enough, try again")
''', [
    M("colon: missing after while", "`while x > 0` has no colon",
      ("while x > 0:", "while x > 0")),
    M("bracket: ( never closed", "`time.sleep(1` — the `)` is missing and the next line continues the call",
      ("time.sleep(1)", "time.sleep(1")),
    M("py2: print statement", "`print \"Liftoff!\"` (from the Python 2 blog post)",
      ('print("Liftoff!")', 'print "Liftoff!"')),
], note="""
Why meant.py reads this way: the three slips undone; the fuel loop's logic (height grows
by fuel*2 even on the last step) is the pupil's.
""")

# ---------------------------------------------------------------- 012
case("vowels_def_paren_return_outside_function",
     "first-year engineering student, lab on functions and strings", '''
# Count vowels and consonants in a word

VOWELS = "aeiou"

def count_vowels(text):
    count = 0
    for ch in text.lower():
        if ch in VOWELS:
            count += 1
    return count

def count_consonants(text):
    count = 0
    for ch in text.lower():
        if ch.isalpha() and ch not in VOWELS:
            count += 1
    return count

word = input("Enter a word: ")
v = count_vowels(word)
c = count_consonants(word)
print("Vowels:", v)
print("Consonants:", c)
if v > c:
    print("More vowels than consonants")
elif v == c:
    print("Same number of each")
else:
    print("More consonants")
''', [
    M("bracket: ) missing in def header", "`def count_vowels(text:` — no `)` after the parameter",
      ("def count_vowels(text):", "def count_vowels(text:")),
    M("scope: return outside function", "the last `return count` is at column 0, outside "
      "count_consonants",
      ("            count += 1\n    return count\n\nword", "            count += 1\nreturn count\n\nword")),
], note="""
Situation: the student copied count_vowels to make count_consonants and re-indented the end
by hand.
Why meant.py reads this way: `return count` belongs to count_consonants, like the one in
count_vowels. The `return` at column 0 is rejected only by the compiler (ast.parse accepts
it); the def header slip makes the whole file a parser error as well.
""")

# ---------------------------------------------------------------- 013
case("rectangle_class_colon_return_assign_indent_list_comma",
     "first-year student, OOP homework (write a Rectangle class)", '''
# OOP homework: Rectangle class

class Rectangle:
    def __init__(self, width, height):
        self.width = width
        self.height = height

    def area(self):
        return self.width * self.height

    def perimeter(self):
        return 2 * (self.width + self.height)

    def is_square(self):
        return self.width == self.height

    def describe(self):
        print("Rectangle", self.width, "x", self.height)
        print("  area:", self.area())
        print("  perimeter:", self.perimeter())
        if self.is_square():
            print("  this one is a square")


shapes = [Rectangle(2, 3), Rectangle(4, 4), Rectangle(10, 1)]

biggest = shapes[0]
for s in shapes:
    s.describe()
    if s.area() > biggest.area():
        biggest = s

print("Biggest area:", biggest.area())
''', [
    M("colon: missing after class", "`class Rectangle` has no colon",
      ("class Rectangle:", "class Rectangle")),
    M("indent: unindent does not match", "`self.height = height` indented with 7 spaces instead of 8",
      ("        self.height = height", "       self.height = height")),
    M("condition: = for == (in return)", "`return self.width = self.height`",
      ("return self.width == self.height", "return self.width = self.height")),
    M("comma: missing in list", "`[Rectangle(2, 3) Rectangle(4, 4), ...]` — comma missing after the first "
      "object",
      ("[Rectangle(2, 3), Rectangle(4, 4)", "[Rectangle(2, 3) Rectangle(4, 4)")),
], note="""
Why meant.py reads this way: four slips of four kinds, each undone in place; the class is
otherwise exactly the student's.
""")

# ---------------------------------------------------------------- 014
case("weather_diary_open_quote_for_colon_max_bracket",
     "retired hobbyist learning Python from videos, keeps a weather diary in a text file", '''
# Weather diary - read temperatures from a file and show stats
# each line in weather.txt looks like: 2024-03-01,12.5

temps = []
days = []

f = open("weather.txt", "r")
for line in f:
    parts = line.strip().split(",")
    if len(parts) == 2:
        days.append(parts[0])
        temps.append(float(parts[1]))
f.close()

if len(temps) == 0:
    print("No data!")
else:
    average = sum(temps) / len(temps)
    hottest = max(temps)
    coldest = min(temps)
    print("Days recorded:", len(temps))
    print("Average temperature:", round(average, 1))
    print("Hottest:", hottest, "on", days[temps.index(hottest)])
    print("Coldest:", coldest, "on", days[temps.index(coldest)])

    warm_days = 0
    for t in temps:
        if t > average:
            warm_days += 1
    print(warm_days, "days were warmer than average")
''', [
    M("quote: closing quote missing", "`open(\"weather.txt, \"r\")` — the file name's closing quote is "
      "missing",
      ('open("weather.txt", "r")', 'open("weather.txt, "r")')),
    M("colon: missing after for", "`for line in f` has no colon",
      ("for line in f:", "for line in f")),
    M("bracket: ( closed by ]", "`max(temps]`",
      ("max(temps)", "max(temps]")),
], note="""
Why meant.py reads this way: the three slips undone; `open`/`close` without `with` is the
author's style.
""")
