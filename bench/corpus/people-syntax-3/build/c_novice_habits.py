"""Cases 021-030: novices (tabs, CRLF, 2-space indents, classes, statements cut off,
keyword names, C and JS habits)."""
from lib import case, M

# ---------------------------------------------------------------- 021
case("dice_roller_tabs_taberror", "hobbyist writing a dice roller for a D&D group (tab-indented editor)",
r'''
# dice roller for our D&D group
import random
import re

PATTERN = re.compile(r"(\d*)d(\d+)([+-]\d+)?")

def roll(expr):
⇥m = PATTERN.fullmatch(expr.replace(" ", ""))
⇥if not m:
⇥⇥return None
⇥count = int(m.group(1) or 1)
⇥sides = int(m.group(2))
⇥bonus = int(m.group(3) or 0)
⇥rolls = [random.randint(1, sides) for _ in range(count)]
⇥return rolls, bonus, sum(rolls) + bonus

def advantage():
⇥a = random.randint(1, 20)
⇥b = random.randint(1, 20)
⇥return max(a, b), (a, b)

history = []
while True:
⇥expr = input("roll> ").strip()
⇥if expr in ("q", "quit", "exit"):
⇥⇥break
⇥if expr == "adv":
⇥⇥best, both = advantage()
⇥⇥print("advantage:", both, "->", best)
⇥⇥continue
⇥if expr == "hist":
⇥⇥for h in history[-10:]:
⇥⇥⇥print(h)
⇥⇥continue
⇥result = roll(expr)
⇥if result is None:
⇥⇥print("try something like 2d6+3")
⇥⇥continue
⇥rolls, bonus, total = result
⇥print(rolls, "+", bonus, "=", total)
⇥if total == 20 and expr == "d20":
⇥⇥print("NAT 20!!")
⇥history.append((expr, total))
''', [
    M("whitespace: spaces in a tab-indented block (TabError)", "`sides = ...` indented with 8 spaces, the rest of roll() with one tab",
      ("⇥sides = int(m.group(2))", "        sides = int(m.group(2))")),
    M("colon: missing after if", "`if expr == \"hist\"` has no colon",
      ('if expr == "hist":', 'if expr == "hist"')),
], note="""
Dice-expression roller ("2d6+3", "adv", "hist"). The file is indented with tabs; one line
in roll() was re-typed with 8 spaces, which CPython rejects as inconsistent (TabError).
meant.py keeps the author's tabs.
""")

# ---------------------------------------------------------------- 022
case("bmi_calculator_crlf_quote", "first-semester student on Windows (CRLF), assignment 1",
r'''
# BMI calculator
# Intro to Python - Assignment 1
# Student: Jordan Ellis

def bmi_metric(weight_kg, height_m):
    return weight_kg / (height_m ** 2)

def bmi_imperial(weight_lb, height_in):
    return 703 * weight_lb / (height_in ** 2)

def category(bmi):
    if bmi < 18.5:
        return "Underweight"
    elif bmi < 25:
        return "Normal weight"
    elif bmi < 30:
        return "Overweight"
    else:
        return "Obese"

print("BMI Calculator")
unit = input("Metric or imperial? (m/i): ").lower()

if unit == "m":
    weight = float(input("Weight in kg: "))
    height = float(input("Height in meters: "))
    bmi = bmi_metric(weight, height)
elif unit == "i":
    weight = float(input("Weight in pounds: "))
    height = float(input("Height in inches: "))
    bmi = bmi_imperial(weight, height)
else:
    print("Unknown unit, using metric")
    weight = float(input("Weight in kg: "))
    height = float(input("Height in meters: "))
    bmi = bmi_metric(weight, height)

print("Your BMI is", round(bmi, 1))
print("Category:", category(bmi))
''', [
    M("quote: closing quote missing", "the prompt string `\"Metric or imperial? (m/i): ` is not closed",
      ('input("Metric or imperial? (m/i): ").lower()', 'input("Metric or imperial? (m/i): ).lower()')),
], crlf=True, note="""
BMI calculator with metric and imperial input, saved on Windows. The prompt string lost its
closing quote before `)`; the quote goes after the `: ` of the prompt, like the other
prompts in the file.
""")

# ---------------------------------------------------------------- 023
case("quiz_two_space_brace_fstring", "bootcamp learner (2-space indents from a JS course)",
r'''
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
''', [
    M("bracket: { never closed", "the second question's dict has no closing `}`",
      ('"options": ["8", "6", "4"], "answer": 1},', '"options": ["8", "6", "4"], "answer": 1,')),
    M("fstring: ) missing inside {}", "`{len(questions}` inside the f-string",
      (r'print(f"\nQuestion {n} of {len(questions)}")', r'print(f"\nQuestion {n} of {len(questions}")')),
], note="""
Multiple-choice quiz over a list of dicts, 2-space indentation kept. The second question
dict ends with `"answer": 1,` and no `}` (the other three rows end in `},`). Inside the
f-string `{len(questions}` the call is missing its `)`, as in the final print's
`{len(questions)}`.
""")

# ---------------------------------------------------------------- 024
case("clases_estudiante_paren_colon", "second-semester student (Spanish), classes and objects homework",
r'''
# Tarea: clases y objetos
# Alumno: Diego Ramírez

class Estudiante:
    def __init__(self, nombre, edad, notas=None):
        self.nombre = nombre
        self.edad = edad
        if notas is None:
            notas = []
        self.notas = notas

    def agregar_nota(self, nota):
        if nota < 0 or nota > 10:
            print("Nota inválida:", nota)
            return
        self.notas.append(nota)

    def promedio(self):
        if len(self.notas) == 0:
            return 0
        return sum(self.notas) / len(self.notas)

    def aprobado(self):
        return self.promedio() >= 6

    def __str__(self):
        return self.nombre + " (" + str(self.edad) + " años) promedio: " + str(round(self.promedio(), 2))


class Curso:
    def __init__(self, nombre):
        self.nombre = nombre
        self.estudiantes = []

    def inscribir(self, estudiante):
        self.estudiantes.append(estudiante)

    def mejor_estudiante(self):
        mejor = None
        for e in self.estudiantes:
            if mejor is None or e.promedio() > mejor.promedio():
                mejor = e
        return mejor

    def reporte(self):
        print("Curso:", self.nombre)
        for e in self.estudiantes:
            estado = "aprobado" if e.aprobado() else "reprobado"
            print(" -", e, "->", estado)


curso = Curso("Programación I")
ana = Estudiante("Ana", 19)
luis = Estudiante("Luis", 20)
for n in [8, 9, 7.5]:
    ana.agregar_nota(n)
for n in [5, 6, 4]:
    luis.agregar_nota(n)
curso.inscribir(ana)
curso.inscribir(luis)
curso.reporte()
print("Mejor:", curso.mejor_estudiante().nombre)
''', [
    M("bracket: ) missing before colon", "`def agregar_nota(self, nota:` lacks `)`",
      ("def agregar_nota(self, nota):", "def agregar_nota(self, nota:")),
], note="""
Student and Course classes with averages and a report. `def agregar_nota(self, nota:` is
a missing `)` before the colon (not an annotation): the method is called with one number.
""")

# ---------------------------------------------------------------- 025
case("emi_calculator_cut_line_paren", "hobbyist (Hindi-English), working out a home loan",
r'''
# EMI calculator - ghar ka loan
# Rohit ne banaya, just practice ke liye

def emi_nikalo(principal, saal_ka_rate, mahine):
    r = saal_ka_rate / 12 / 100
    if r == 0:
        return principal / mahine
    emi = principal * r * (1 + r) ** mahine / ((1 + r) ** mahine - 1)
    return emi

def schedule_dikhao(principal, saal_ka_rate, mahine, emi):
    r = saal_ka_rate / 12 / 100
    baaki = principal
    for m in range(1, mahine + 1):
        byaaj = baaki * r
        mool = emi - byaaj
        baaki = baaki - mool
        if m <= 3 or m > mahine - 3:
            print(m, round(byaaj, 2), round(mool, 2), round(baaki, 2))
        elif m == 4:
            print("...")

principal = float(input("Loan amount (rupaye): "))
rate = float(input("Byaaj dar (saalana %): "))
saal = int(input("Kitne saal ke liye: "))
mahine = saal * 12

emi = emi_nikalo(principal, rate, mahine)
total_paid = emi * mahine
total_interest = total_paid - principal

print("Mahine ki EMI:", round(emi, 2))
print("Kul bhugtaan:", round(total_paid, 2))
print("Kul byaaj:", round(total_interest, 2))
if total_interest > principal:
    print("Arre! byaaj toh loan se bhi zyada hai")
print()
print("Mahina  Byaaj  Mool  Baaki")
schedule_dikhao(principal, rate, mahine, emi)
''', [
    M("bracket: ( never closed", "the EMI formula's last `(` is never closed",
      ("((1 + r) ** mahine - 1)\n", "((1 + r) ** mahine - 1\n")),
    M("truncated: statement cut off", "`total_interest = total_paid -` stops after the minus",
      ("total_interest = total_paid - principal\n", "total_interest = total_paid -\n")),
], note="""
Loan EMI calculator with a short amortisation table. The EMI formula
P*r*(1+r)^n / ((1+r)^n - 1) needs one more `)` at the end of the line. The cut line is
total paid minus the loan amount: the variable is `total_interest` and the next `if`
compares it with `principal` ("interest is more than the loan itself").
""")

# ---------------------------------------------------------------- 026
case("physik_wellen_lambda_name", "pupil (German), physics homework on waves",
r'''
# Physik-Hausaufgabe: Wellen
# Lena Hoffmann, Klasse 10b
import math

c = 343.0          # Schallgeschwindigkeit in m/s
f = 440.0          # Frequenz in Hz (Kammerton a)

lambda_ = c / f    # Wellenlänge
print("Wellenlänge:", round(lambda_, 3), "m")

T = 1 / f          # Periodendauer
print("Periodendauer:", T, "s")

# Tabelle: Frequenzen der Tonleiter
noten = ["a", "h", "cis", "d", "e", "fis", "gis", "a'"]
halbtoene = [0, 2, 4, 5, 7, 9, 11, 12]
print()
print("Note  Frequenz  Wellenlänge")
for i in range(len(noten)):
    fi = f * 2 ** (halbtoene[i] / 12)
    li = c / fi
    print(noten[i].ljust(5), round(fi, 1), " ", round(li, 3))

# Doppler-Effekt: Auto fährt mit v auf uns zu
v = float(input("Geschwindigkeit des Autos in km/h: "))
v = v / 3.6
f_neu = f * c / (c - v)
print("Gehörte Frequenz:", round(f_neu, 1), "Hz")
if f_neu > 466:
    print("Das ist schon mehr als ein Halbton höher!")

# Schwebung zweier Töne
f2 = 444.0
schwebung = abs(f2 - f)
print("Schwebungsfrequenz:", schwebung, "Hz")
print("Lautstärke schwankt", schwebung, "mal pro Sekunde")
omega = 2 * math.pi * f
print("Kreisfrequenz:", round(omega, 1), "1/s")
''', [
    M("keyword-as-name: lambda", "the wavelength is stored in a variable called `lambda` (two lines)",
      ("lambda_ = c / f    # Wellenlänge", "lambda = c / f    # Wellenlänge"),
      ("round(lambda_, 3)", "round(lambda, 3)")),
    M("operator: missing * (math notation)", "`omega = 2 math.pi * f`",
      ("omega = 2 * math.pi * f", "omega = 2 math.pi * f")),
], note="""
Wave physics homework: wavelength, period, scale frequencies, Doppler shift, beats. The
wavelength is λ, so the pupil wrote `lambda`; meant.py uses `lambda_` (PEP 8 spelling of a
keyword-clashing name) on both lines. `2 math.pi` is 2·π as written on paper; the same line
already has `*` before `f`.
""")

# ---------------------------------------------------------------- 027
case("jogo_da_velha_assign_bracket", "adult learner (Portuguese), programming logic course",
r'''
# Jogo da velha
# Ana Beatriz - curso de lógica de programação

tabuleiro = [" "] * 9

def mostrar():
    for i in range(0, 9, 3):
        print(" " + tabuleiro[i] + " | " + tabuleiro[i + 1] + " | " + tabuleiro[i + 2])
        if i < 6:
            print("---+---+---")

def venceu(jogador):
    linhas = [
        (0, 1, 2), (3, 4, 5), (6, 7, 8),
        (0, 3, 6), (1, 4, 7), (2, 5, 8),
        (0, 4, 8), (2, 4, 6),
    ]
    for a, b, c in linhas:
        if tabuleiro[a] == jogador and tabuleiro[b] == jogador and tabuleiro[c] == jogador:
            return True
    return False

def cheio():
    return " " not in tabuleiro

jogador = "X"
while True:
    mostrar()
    pos = input("Jogador " + jogador + ", escolha uma posição (1-9): ")
    if not pos.isdigit() or int(pos) < 1 or int(pos) > 9:
        print("Posição inválida!")
        continue
    pos = int(pos) - 1
    if tabuleiro[pos] != " ":
        print("Essa posição já está ocupada!")
        continue
    tabuleiro[pos] = jogador
    if venceu(jogador):
        mostrar()
        print("Jogador " + jogador + " venceu!")
        break
    if cheio():
        mostrar()
        print("Deu velha! Empate.")
        break
    if jogador == "X":
        jogador = "O"
    else:
        jogador = "X"
''', [
    M("bracket: mismatched [ )", "`tabuleiro[i + 1 + \" | \" + tabuleiro[i + 2])`: the `]` after `i + 1` is missing",
      ('tabuleiro[i + 1] + " | "', 'tabuleiro[i + 1 + " | "')),
    M("condition: = for ==", "`tabuleiro[b] = jogador` in the win test",
      ("tabuleiro[b] == jogador", "tabuleiro[b] = jogador")),
], note="""
Tic-tac-toe for two players. The board row prints three cells `tabuleiro[i]`,
`tabuleiro[i + 1]`, `tabuleiro[i + 2]`, so the missing `]` closes `i + 1`. In the win test
the middle comparison has `=`; the other two use `==`.
""")

# ---------------------------------------------------------------- 028
case("primes_c_student_semicolons", "first-semester student who learned C in high school",
r'''
# Lab 6 - primes
# Kevin Nguyen

def is_prime(n):
    if (n < 2):
        return False;
    if (n == 2):
        return True;
    if (n % 2 == 0):
        return False;
    i = 3;
    while (i * i <= n):
        if (n % i == 0):
            return False;
        i = i + 2;
    return True;

def primes_up_to(limit):
    result = [];
    for n in range(2, limit + 1):
        if (is_prime(n)):
            result.append(n);
    return result;

def twin_primes(primes):
    pairs = [];
    for k in range(len(primes) - 1):
        if (primes[k + 1] - primes[k] == 2):
            pairs.append((primes[k], primes[k + 1]));
    return pairs;

N = int(input("Enter N: "));
ps = primes_up_to(N);
print("There are", len(ps), "primes up to", N);
print(ps);
print("Twin primes:");
for p in twin_primes(ps):
    print(p);
if (N == 2 or N == 3):
    print("(that's a small N)");
''', [
    M("colon: missing after while", "`while (i * i <= n)` C-style, no colon",
      ("while (i * i <= n):", "while (i * i <= n)")),
    M("habit:c || for or", "`if (N == 2 || N == 3):`",
      ("if (N == 2 or N == 3):", "if (N == 2 || N == 3):")),
], note="""
Primes up to N and twin primes, written in C style. The semicolons and the parentheses
round every condition compile and are the author's style; meant.py keeps them. Only the
missing colon and `||` are fixed.
""")

# ---------------------------------------------------------------- 029
case("todo_cli_js_const_arrow", "self-taught JavaScript developer, week 3 of Python",
r'''
# todo list CLI - week 3 of my python journey (I know JS already)
import json
import os

FILE = "todos.json"

def load():
    if os.path.exists(FILE):
        with open(FILE) as f:
            return json.load(f)
    return []

def save(todos):
    with open(FILE, "w") as f:
        json.dump(todos, f, indent=2)

def add(todos, text, priority):
    todos.append({"text": text, "priority": priority, "done": False})

def show(todos):
    if not todos:
        print("nothing to do!")
        return
    for i, t in enumerate(sorted(todos, key=lambda t: t["priority"])):
        mark = "x" if t["done"] else " "
        print(f"{i + 1}. [{mark}] {t['text']} (p{t['priority']})")

def complete(todos, text):
    for t in todos:
        if t["text"] == text:
            t["done"] = True
            return True
    return False

todos = load()
MAX_TODOS = 20
while True:
    line = input("> ").strip()
    if line == "quit":
        break
    cmd, _, rest = line.partition(" ")
    if cmd == "add":
        if len(todos) >= MAX_TODOS:
            print("too many todos")
            continue
        add(todos, rest, int(input("priority 1-3: ")))
    elif cmd == "done":
        if not complete(todos, rest):
            print("no such todo")
    elif cmd == "list":
        show(todos)
    elif cmd == "clear":
        todos = [t for t in todos if not t["done"]]
    save(todos)
''', [
    M("habit:js const declaration", "`const MAX_TODOS = 20`",
      ("MAX_TODOS = 20", "const MAX_TODOS = 20")),
    M("habit:js arrow function", "`key=t => t[\"priority\"]` instead of a lambda",
      ('key=lambda t: t["priority"]', 'key=t => t["priority"]')),
], note="""
Todo list CLI saved to JSON. `const` is dropped (Python has no declarations; the
upper-case name already says "constant"). The arrow function `t => t["priority"]` is
`lambda t: t["priority"]`.
""")

# ---------------------------------------------------------------- 030
case("calculator_quote_unexpected_indent", "school pupil, first programming project",
r'''
# calculator
# by Aisha

print("Simple calculator")
print("Operations: + - * / ** %")

while True:
    a = input("First number (or q to quit): ")
    if a == "q":
        break
    op = input("Operation: ")
    b = input("Second number: ")
    a = float(a)
    b = float(b)

    if op == "+":
        answer = a + b
    elif op == "-":
        answer = a - b
    elif op == "*":
        answer = a * b
    elif op == "/":
        if b == 0:
            print("You can't divide by zero!")
            continue
        answer = a / b
    elif op == "**":
        answer = a ** b
    elif op == "%":
        answer = a % b
    else:
        print("I don't know that operation")
        continue

    print("The answer is", answer)
    if answer == int(answer):
        print("(that's a whole number)")
print("Bye!")
''', [
    M("indent: unexpected indent", "`b = float(b)` indented one space more than the line above",
      ("    b = float(b)", "     b = float(b)")),
    M("quote: closing quote missing", "`print(\"You can't divide by zero!)`",
      ("zero!\")", "zero!)")),
], note="""
Four-function calculator loop. The stray space before `b = float(b)` is an unexpected
indent; the line pairs with `a = float(a)` above it. The apostrophe in "can't" is part of
the text; the missing quote is the closing `"` before `)`.
""")
