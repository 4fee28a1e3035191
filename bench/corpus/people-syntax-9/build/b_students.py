"""013-024: students' coursework (40-120 lines) with the slips of a deadline."""
from lib import M, case


# ---------------------------------------------------------------------------
# 013
OTOC = '''    def otoc(self):
        predchozi = None
        aktualni = self.hlava
        while aktualni:
            dalsi = aktualni.dalsi
            aktualni.dalsi = predchozi
            predchozi = aktualni
            aktualni = dalsi
        self.hlava = predchozi'''

case("spojovy_seznam_czech_linked_list_return_two_values_else_colon_method_dedented",
     "student coursework: singly linked list (Czech)",
     r'''
# Úkol 3: jednosměrně vázaný seznam
# Autor: Tereza Nováková, skupina 2B


class Uzel:
    def __init__(self, hodnota, dalsi=None):
        self.hodnota = hodnota
        self.dalsi = dalsi


class SpojovySeznam:
    def __init__(self):
        self.hlava = None
        self.delka = 0

    def pridej_na_zacatek(self, hodnota):
        self.hlava = Uzel(hodnota, self.hlava)
        self.delka += 1

    def pridej_na_konec(self, hodnota):
        novy = Uzel(hodnota)
        if self.hlava is None:
            self.hlava = novy
        else:
            aktualni = self.hlava
            while aktualni.dalsi is not None:
                aktualni = aktualni.dalsi
            aktualni.dalsi = novy
        self.delka += 1

    def najdi(self, hodnota):
        """Vrátí (předchozí, nalezený) uzel, nebo (None, None)."""
        predchozi = None
        aktualni = self.hlava
        while aktualni is not None:
            if aktualni.hodnota == hodnota:
                return predchozi, aktualni
            predchozi = aktualni
            aktualni = aktualni.dalsi
        return None, None

    def odeber(self, hodnota):
        predchozi, uzel = self.najdi(hodnota)
        if uzel is None:
            return False
        if predchozi is None:
            self.hlava = uzel.dalsi
        else:
            predchozi.dalsi = uzel.dalsi
        self.delka -= 1
        return True

<<OTOC>>

    def __iter__(self):
        aktualni = self.hlava
        while aktualni:
            yield aktualni.hodnota
            aktualni = aktualni.dalsi

    def __len__(self):
        return self.delka

    def __str__(self):
        return " -> ".join(str(h) for h in self) or "(prázdný)"


if __name__ == "__main__":
    s = SpojovySeznam()
    for cislo in [3, 1, 4, 1, 5]:
        s.pridej_na_konec(cislo)
    s.pridej_na_zacatek(9)
    print(s, "délka", len(s))
    s.odeber(1)
    s.otoc()
    print(s, "délka", len(s))
'''.replace("<<OTOC>>", OTOC),
     [
         M("return: two values separated by a space instead of a comma",
           "najdi() returns the pair as 'return predchozi aktualni'; the docstring and the "
           "'return None, None' below show it is a tuple.",
           ("return predchozi, aktualni", "return predchozi aktualni")),
         M("colon: missing after else",
           "The 'else' of pridej_na_konec() has no colon.",
           ("        else:\n            aktualni = self.hlava", "        else\n            aktualni = self.hlava")),
         M("indent: a method's def line dedented out of its class (body left in place)",
           "While moving otoc() the student shift-tabbed its def line to column 0; the body "
           "stayed at method-body depth, so the next method's indentation matches no level.",
           ("    def otoc(self):", "def otoc(self):")),
     ],
     note="""
A first-year student's linked list with Czech names and comments.
otoc() uses self, sits between methods of SpojovySeznam and its body is still at method
depth, and main calls s.otoc(), so meant.py puts the def line back at method level.
""")

# ---------------------------------------------------------------------------
# 014
case("bst_lab_assign_in_if_max_paren_across_lines_unclosed_docstring",
     "student coursework: binary search tree with recursion",
     r'''
"""CS102 Lab 7 - Binary search tree
Name: Daniel Okafor
Implements insert, contains, delete, inorder traversal, height and range counting.
"""


class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


class BST:
    def __init__(self):
        self.root = None
        self.size = 0

    def insert(self, key):
        if self.root is None:
            self.root = Node(key)
            self.size = 1
        elif self._insert(self.root, key):
            self.size += 1

    def _insert(self, node, key):
        if key == node.key:
            return False  # no duplicates
        if key < node.key:
            if node.left is None:
                node.left = Node(key)
                return True
            return self._insert(node.left, key)
        if node.right is None:
            node.right = Node(key)
            return True
        return self._insert(node.right, key)

    def contains(self, key):
        node = self.root
        while node is not None:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False

    def delete(self, key):
        self.root, removed = self._delete(self.root, key)
        if removed:
            self.size -= 1
        return removed

    def _delete(self, node, key):
        if node is None:
            return None, False
        if key < node.key:
            node.left, removed = self._delete(node.left, key)
            return node, removed
        if key > node.key:
            node.right, removed = self._delete(node.right, key)
            return node, removed
        # found it
        if node.left is None:
            return node.right, True
        if node.right is None:
            return node.left, True
        successor = node.right
        while successor.left is not None:
            successor = successor.left
        node.key = successor.key
        node.right, _ = self._delete(node.right, successor.key)
        return node, True

    def inorder(self):
        out = []
        self._inorder(self.root, out)
        return out

    def _inorder(self, node, out):
        if node:
            self._inorder(node.left, out)
            out.append(node.key)
            self._inorder(node.right, out)

    def height(self, node="root"):
        if node == "root":
            node = self.root
        if node is None:
            return 0
        return 1 + max(self.height(node.left),
                       self.height(node.right))

    def count_range(self, lo, hi, node="root"):
        """How many keys k with lo <= k <= hi."""
        if node == "root":
            node = self.root
        if node is None:
            return 0
        total = 1 if lo <= node.key <= hi else 0
        if lo < node.key:
            total += self.count_range(lo, hi, node.left)
        if hi > node.key:
            total += self.count_range(lo, hi, node.right)
        return total


if __name__ == "__main__":
    t = BST()
    for k in [50, 30, 70, 20, 40, 60, 80, 35]:
        t.insert(k)
    print(t.inorder(), "size", t.size, "height", t.height())
    t.delete(30)
    print(t.inorder(), t.contains(30), t.contains(35))
    print("keys in [30, 65]:", t.count_range(30, 65))
''',
     [
         M("condition: = for == in an if",
           "contains() tests 'if key = node.key:'.",
           ("            if key == node.key:\n                return True",
            "            if key = node.key:\n                return True")),
         M("bracket: ) of max(...) missing on the second line of a call split across lines",
           "height() splits max(...) over two lines and closes only the inner call; the "
           "next def is read as part of the expression.",
           ("self.height(node.right))\n", "self.height(node.right)\n")),
         M("quote: docstring never closed",
           "The one-line docstring of count_range() lost its closing quotes; the string runs "
           "to the end of the file.",
           ('"""How many keys k with lo <= k <= hi."""', '"""How many keys k with lo <= k <= hi.')),
     ],
     note="""
A CS102 lab: a BST with recursive insert/delete/height and a range count.
The sentinel default node="root" is the student's design and stays.
""")

# ---------------------------------------------------------------------------
# 015
ELSE_OPS = '''        else:
            while ops.peek() in prec and prec[ops.peek()] >= prec[tok]:
                out.append(ops.pop())
            ops.push(tok)'''

case("stacks_queues_assignment_class_colon_else_too_deep_extra_paren",
     "student coursework: stack and queue classes, bracket matcher, shunting-yard",
     r'''
# Assignment 2 - Stacks and Queues
# Roll no. 21CS1047

from collections import deque


class Stack:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        if self.is_empty():
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self):
        if self.is_empty():
            return None
        return self._items[-1]

    def is_empty(self):
        return len(self._items) == 0

    def __len__(self):
        return len(self._items)


class Queue:
    def __init__(self, capacity=None):
        self._items = deque()
        self.capacity = capacity

    def enqueue(self, item):
        if self.capacity is not None and len(self._items) >= self.capacity:
            raise OverflowError("queue is full")
        self._items.append(item)

    def dequeue(self):
        if not self._items:
            raise IndexError("dequeue from empty queue")
        return self._items.popleft()

    def __len__(self):
        return len(self._items)


PAIRS = {")": "(", "]": "[", "}": "{"}


def balanced(text):
    st = Stack()
    for ch in text:
        if ch in "([{":
            st.push(ch)
        elif ch in PAIRS:
            if st.is_empty() or st.pop() != PAIRS[ch]:
                return False
    return st.is_empty()


def to_postfix(expr):
    """Shunting-yard for + - * / and brackets, single-digit operands."""
    prec = {"+": 1, "-": 1, "*": 2, "/": 2}
    out, ops = [], Stack()
    for tok in expr.replace(" ", ""):
        if tok.isdigit():
            out.append(tok)
        elif tok == "(":
            ops.push(tok)
        elif tok == ")":
            while ops.peek() != "(":
                out.append(ops.pop())
            ops.pop()
<<ELSE_OPS>>
    while not ops.is_empty():
        out.append(ops.pop())
    return " ".join(out)


def hot_potato(names, passes):
    q = Queue()
    for name in names:
        q.enqueue(name)
    while len(q) > 1:
        for _ in range(passes):
            q.enqueue(q.dequeue())
        print("out:", q.dequeue())
    return q.dequeue()


if __name__ == "__main__":
    for s in ["(a[b]{c})", "(]", "((x)"]:
        print(s, balanced(s))
    print(to_postfix("3 + 4 * (2 - 1)"))
    print("winner:", hot_potato(["Asha", "Ravi", "Meera", "John", "Farah"], 3))
'''.replace("<<ELSE_OPS>>", ELSE_OPS),
     [
         M("colon: missing after class",
           "'class Queue' has no colon.",
           ("class Queue:", "class Queue")),
         M("indent: else indented one level too deep (into the previous branch's body)",
           "The last branch of to_postfix() was re-indented with its body: 'else:' now sits at "
           "the level of 'ops.pop()', inside the 'elif tok == \")\":' branch.",
           (ELSE_OPS, "\n".join("    " + ln for ln in ELSE_OPS.split("\n")))),
         M("bracket: extra ) before the colon of a while",
           "The while condition of the operator loop ends with a stray ')'.",
           ("prec[ops.peek()] >= prec[tok]:", "prec[ops.peek()] >= prec[tok]):")),
     ],
     note="""
A data-structures assignment: Stack and Queue classes, a bracket matcher, a shunting-yard
converter and the hot-potato game.
The else branch is the operator case of the if/elif chain over 'tok' (digits, '(', ')',
anything else), so meant.py aligns it with that chain and its body one level under it.
""")

# ---------------------------------------------------------------------------
# 016
case("anadromi_greek_recursion_half_deleted_return_append_paren_greek_layout_colon",
     "student coursework: recursion exercises (Greek)",
     r'''
# Εργασία 4 - Αναδρομή
# Όλες οι συναρτήσεις είναι αναδρομικές (οι μεταθέσεις έχουν και ένα for)


def athroisma_psifion(n):
    # άθροισμα ψηφίων, π.χ. 1234 -> 10
    if n < 10:
        return n
    return n % 10 + athroisma_psifion(n // 10)


def dynami(vasi, ekthetis):
    # γρήγορη ύψωση σε δύναμη
    if ekthetis == 0:
        return 1
    misi = dynami(vasi, ekthetis // 2)
    if ekthetis % 2 == 0:
        return misi * misi
    return misi * misi * vasi


def palindromo(s):
    if len(s) <= 1:
        return True
    if s[0] != s[-1]:
        return False
    return palindromo(s[1:-1])


def epipedose(lista):
    # [1, [2, [3, 4]], 5] -> [1, 2, 3, 4, 5]
    if not lista:
        return []
    proto, ypoloipa = lista[0], lista[1:]
    if isinstance(proto, list):
        return epipedose(proto) + epipedose(ypoloipa)
    return [proto] + epipedose(ypoloipa)


def metatheseis(s):
    if len(s) <= 1:
        return [s]
    apotelesma = []
    for i, gramma in enumerate(s):
        for m in metatheseis(s[:i] + s[i + 1:]):
            apotelesma.append(gramma + m)
    return apotelesma


def hanoi(n, apo, pros, voithitikos, kiniseis=None):
    if kiniseis is None:
        kiniseis = []
    if n == 1:
        kiniseis.append((apo, pros))
        return kiniseis
    hanoi(n - 1, apo, voithitikos, pros, kiniseis)
    kiniseis.append((apo, pros))
    hanoi(n - 1, voithitikos, pros, apo, kiniseis)
    return kiniseis


if __name__ == "__main__":
    print(athroisma_psifion(1234))
    print(dynami(3, 13), 3 ** 13)
    for leksi in ["radar", "python", "abba"]:
        print(leksi, palindromo(leksi))
    print(epipedose([1, [2, [3, 4]], 5, [[6]]]))
    print(sorted(metatheseis("abc")))
    print(len(hanoi(5, "A", "C", "B")), "κινήσεις")
''',
     [
         M("edit: half-deleted line (operand missing after *)",
           "The last line of dynami() was cut while editing: 'return misi * misi *'.",
           ("return misi * misi * vasi", "return misi * misi *")),
         M("bracket: ) missing at the end of append((...))",
           "The first append in hanoi() closes the tuple but not the call.",
           ("        kiniseis.append((apo, pros))\n        return kiniseis",
            "        kiniseis.append((apo, pros)\n        return kiniseis")),
         M("char: ¨ typed for : with the Greek keyboard layout",
           "With the keyboard still on Greek, Shift+; gives the dialytika '¨' (U+00A8), not ':'.",
           ("    if n < 10:\n", "    if n < 10\u00a8\n")),
     ],
     note="""
Recursion homework by a Greek student (Greek comments, names transliterated to Latin).
dynami() is fast exponentiation: the odd case is misi * misi * vasi (the even case just
above is misi * misi), so the cut operand is restored as 'vasi'.
""")

# ---------------------------------------------------------------------------
# 017
case("payroll_inheritance_properties_super_comma_fstring_brace_try_colon",
     "student coursework: OOP with inheritance and properties",
     r'''
"""OOP homework: payroll with inheritance and properties.

Employee is the base class; Manager gets a bonus per report, Intern has a fixed stipend.
"""


class Employee:
    raise_pct = 0.03

    def __init__(self, name, salary):
        self.name = name
        self.salary = salary

    @property
    def salary(self):
        return self._salary

    @salary.setter
    def salary(self, value):
        if value < 0:
            raise ValueError("salary cannot be negative")
        self._salary = round(value, 2)

    @property
    def monthly(self):
        return round(self.salary / 12, 2)

    def give_raise(self):
        self.salary = self.salary * (1 + self.raise_pct)

    def describe(self):
        return f"{self.name:<12} {type(self).__name__:<8} {self.monthly:>10.2f}/month"


class Manager(Employee):
    raise_pct = 0.05

    def __init__(self, name, salary, bonus_per_report=1500):
        super().__init__(name, salary)
        self.bonus_per_report = bonus_per_report
        self.reports = []

    def add_report(self, employee):
        if employee is self:
            raise ValueError("a manager cannot report to themselves")
        self.reports.append(employee)

    @property
    def monthly(self):
        bonus = self.bonus_per_report * len(self.reports)
        return round((self.salary + bonus) / 12, 2)


class Intern(Employee):
    def __init__(self, name, stipend):
        super().__init__(name, stipend * 12)
        self.stipend = stipend

    def give_raise(self):
        pass  # interns don't get raises, the stipend is fixed


def payroll(staff):
    total = 0
    for person in staff:
        print(person.describe())
        total += person.monthly
    print(f"{'TOTAL':<21} {total:>10.2f}/month")
    return total


if __name__ == "__main__":
    boss = Manager("Amara", 84000)
    devs = [Employee("Lukas", 61000), Employee("Yuki", 58500)]
    intern = Intern("Sam", 1200)
    for d in devs + [intern]:
        boss.add_report(d)
    staff = [boss] + devs + [intern]
    payroll(staff)
    for p in staff:
        p.give_raise()
    print("after raises:")
    payroll(staff)
    try:
        devs[0].salary = -5
    except ValueError as err:
        print("rejected:", err)
''',
     [
         M("comma: missing between two arguments",
           "Manager.__init__ calls 'super().__init__(name salary)'.",
           ("super().__init__(name, salary)", "super().__init__(name salary)")),
         M("fstring: } missing after a format spec",
           "In describe() the last replacement field '{self.monthly:>10.2f' is not closed, so "
           "'/month' is read as part of the format spec.",
           ("{self.monthly:>10.2f}/month", "{self.monthly:>10.2f/month")),
         M("colon: missing after try",
           "The try at the end of the main block has no colon.",
           ("    try:\n        devs[0]", "    try\n        devs[0]")),
     ],
     note="""
An OOP exercise: a payroll with a salary property and setter, subclasses overriding a
property and a method.
""")

# ---------------------------------------------------------------------------
# 018
case("quiz_results_csv_to_json_dict_comma_except_colon_append_brace",
     "student coursework: CSV in, JSON out",
     r'''
"""Week 9 exercise: read the quiz results CSV, compute each student's average,
write a JSON summary and print the top 3.

Input columns: student_id,name,quiz1,quiz2,quiz3,quiz4  (empty cell = missed quiz)
"""
import csv
import json
import statistics
import sys

PASS_MARK = 50


def read_results(path):
    students = []
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        quiz_cols = [c for c in reader.fieldnames if c.startswith("quiz")]
        for row in reader:
            scores = [float(row[c]) for c in quiz_cols if row[c].strip()]
            students.append({
                "id": row["student_id"],
                "name": row["name"].title(),
                "scores": scores,
                "missed": len(quiz_cols) - len(scores),
            })
    return students


def summarise(student):
    scores = student["scores"]
    avg = statistics.mean(scores) if scores else 0.0
    return {
        "id": student["id"],
        "name": student["name"],
        "average": round(avg, 1),
        "best": max(scores, default=None),
        "missed": student["missed"],
        "passed": avg >= PASS_MARK,
    }


def main(in_path, out_path):
    try:
        students = read_results(in_path)
    except FileNotFoundError:
        print(f"cannot find {in_path}")
        return 1
    summary = [summarise(s) for s in students]
    summary.sort(key=lambda s: s["average"], reverse=True)
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump({"pass_mark": PASS_MARK, "students": summary}, f, indent=2)
    print("Top 3:")
    for rank, s in enumerate(summary[:3], start=1):
        print(f"{rank}. {s['name']:<20} {s['average']:5.1f}")
    failed = [s["name"] for s in summary if not s["passed"]]
    print(f"{len(failed)} of {len(summary)} below {PASS_MARK}: {', '.join(failed)}")
    return 0


if __name__ == "__main__":
    in_path = sys.argv[1] if len(sys.argv) > 1 else "quiz_results.csv"
    sys.exit(main(in_path, "summary.json"))
''',
     [
         M("bracket: } missing before the ) of append({...}) across lines",
           "The dict literal passed to students.append( is closed with ')' only.",
           ('"missed": len(quiz_cols) - len(scores),\n            })',
            '"missed": len(quiz_cols) - len(scores),\n            )')),
         M("comma: missing between dict entries (across lines)",
           "In summarise() the '\"average\"' entry has no trailing comma.",
           ('"average": round(avg, 1),', '"average": round(avg, 1)')),
         M("colon: missing after except",
           "'except FileNotFoundError' has no colon.",
           ("    except FileNotFoundError:", "    except FileNotFoundError")),
     ],
     note="""
A week-9 exercise on csv.DictReader and json.dump.
""")

# ---------------------------------------------------------------------------
# 019
case("tkinter_todo_list_button_kwarg_comma_assign_in_if_stray_quote",
     "student coursework: Tkinter to-do list (Windows)",
     r'''
# Tkinter to-do list - Programming 1 project
# Author: Niamh Byrne
import json
import os
import tkinter as tk
from tkinter import messagebox

SAVE_FILE = "todo.json"


class TodoApp:
    def __init__(self, root):
        self.root = root
        self.root.title("My To-Do List")
        self.tasks = self.load_tasks()

        self.entry = tk.Entry(root, width=40)
        self.entry.grid(row=0, column=0, padx=8, pady=8)
        self.entry.bind("<Return>", lambda event: self.add_task())

        add_btn = tk.Button(root, text="Add", width=8, command=self.add_task)
        add_btn.grid(row=0, column=1, padx=4)

        self.listbox = tk.Listbox(root, width=50, height=12, selectmode=tk.SINGLE)
        self.listbox.grid(row=1, column=0, columnspan=2, padx=8)

        done_btn = tk.Button(
            root,
            text="Mark done",
            command=self.remove_selected,
        )
        done_btn.grid(row=2, column=0, sticky="w", padx=8, pady=8)
        clear_btn = tk.Button(root, text="Clear all", command=self.clear_all)
        clear_btn.grid(row=2, column=1, pady=8)

        self.refresh()
        self.root.protocol("WM_DELETE_WINDOW", self.on_close)

    def load_tasks(self):
        if not os.path.exists(SAVE_FILE):
            return []
        with open(SAVE_FILE, encoding="utf-8") as f:
            return json.load(f)

    def save_tasks(self):
        with open(SAVE_FILE, "w", encoding="utf-8") as f:
            json.dump(self.tasks, f, indent=2)

    def refresh(self):
        self.listbox.delete(0, tk.END)
        for i, task in enumerate(self.tasks, start=1):
            self.listbox.insert(tk.END, f"{i}. {task}")

    def add_task(self):
        text = self.entry.get().strip()
        if text == "":
            messagebox.showwarning("Empty", "Type a task first!")
            return
        self.tasks.append(text)
        self.entry.delete(0, tk.END)
        self.refresh()

    def remove_selected(self):
        selection = self.listbox.curselection()
        if len(selection) == 0:
            return
        del self.tasks[selection[0]]
        self.refresh()

    def clear_all(self):
        if messagebox.askyesno("Clear", "Delete all tasks?"):
            self.tasks = []
            self.refresh()

    def on_close(self):
        self.save_tasks()
        self.root.destroy()


if __name__ == "__main__":
    root = tk.Tk()
    app = TodoApp(root)
    root.mainloop()
''',
     [
         M("comma: missing between keyword arguments of a multi-line call",
           "In the multi-line tk.Button(...) call the line 'text=\"Mark done\"' has no comma.",
           ('text="Mark done",', 'text="Mark done"')),
         M("condition: = for == in an if",
           "add_task() tests 'if text = \"\":'.",
           ('if text == "":', 'if text = "":')),
         M("quote: stray extra quote after a string argument",
           "A doubled '\"' after sticky=\"w\" opens a string that runs to the end of the line.",
           ('sticky="w", padx=8', 'sticky="w"", padx=8')),
     ],
     crlf=True,
     note="""
A first-year Tkinter project, written on Windows (CRLF line endings).
""")

# ---------------------------------------------------------------------------
# 020
ELIF_MISS = '''            elif f["y"] > HEIGHT + FRUIT_R:
                fruits.remove(f)
                missed += 1'''

case("catch_the_fruit_pygame_assign_in_if_extra_paren_elif_too_deep_dict_comma",
     "student coursework: small pygame game",
     r'''
# Catch the fruit - pygame mini project
# arrows to move the basket, miss 3 fruits and it's game over
import random
import sys

import pygame

WIDTH, HEIGHT = 480, 640
BASKET_W, BASKET_H = 90, 20
FRUIT_R = 12
FPS = 60

pygame.init()
screen = pygame.display.set_mode((WIDTH, HEIGHT))
pygame.display.set_caption("Catch the fruit")
clock = pygame.time.Clock()
font = pygame.font.SysFont("arial", 24)


def new_fruit():
    return {
        "x": random.randint(FRUIT_R, WIDTH - FRUIT_R),
        "y": -FRUIT_R,
        "speed": random.uniform(2.5, 5.0),
        "color": random.choice([(220, 40, 40), (250, 180, 0), (80, 200, 60)]),
    }


def draw(basket, fruits, score, missed):
    screen.fill((25, 25, 40))
    pygame.draw.rect(screen, (160, 110, 60), basket, border_radius=6)
    for f in fruits:
        pygame.draw.circle(screen, f["color"], (int(f["x"]), int(f["y"])), FRUIT_R)
    text = font.render(f"Score: {score}   Missed: {missed}/3", True, (240, 240, 240))
    screen.blit(text, (10, 10))
    pygame.display.flip()


def game_over(score):
    screen.fill((0, 0, 0))
    msg = font.render(f"Game over! Score: {score}  (press any key)", True, (255, 255, 255))
    screen.blit(msg, msg.get_rect(center=(WIDTH // 2, HEIGHT // 2)))
    pygame.display.flip()
    while True:
        event = pygame.event.wait()
        if event.type == pygame.QUIT or event.type == pygame.KEYDOWN:
            return


def main():
    basket = pygame.Rect(WIDTH // 2 - BASKET_W // 2, HEIGHT - 50, BASKET_W, BASKET_H)
    fruits = [new_fruit()]
    score = missed = 0
    spawn_timer = 0
    while missed < 3:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                pygame.quit()
                sys.exit()
        keys = pygame.key.get_pressed()
        if keys[pygame.K_LEFT] and basket.left > 0:
            basket.x -= 7
        if keys[pygame.K_RIGHT] and basket.right < WIDTH:
            basket.x += 7

        spawn_timer += 1
        if spawn_timer >= max(20, 60 - score):
            fruits.append(new_fruit())
            spawn_timer = 0

        for f in fruits[:]:
            f["y"] += f["speed"]
            if basket.collidepoint(f["x"], f["y"] + FRUIT_R):
                fruits.remove(f)
                score += 1
<<ELIF_MISS>>

        draw(basket, fruits, score, missed)
        clock.tick(FPS)
    game_over(score)
    pygame.quit()


if __name__ == "__main__":
    main()
'''.replace("<<ELIF_MISS>>", ELIF_MISS),
     [
         M("comma: missing between dict entries (across lines)",
           "In new_fruit() the '\"speed\"' entry has no trailing comma.",
           ('"speed": random.uniform(2.5, 5.0),', '"speed": random.uniform(2.5, 5.0)')),
         M("bracket: extra ) inside a call's arguments",
           "The centre tuple in pygame.draw.circle(...) is closed twice, which closes the call "
           "before FRUIT_R.",
           ('(int(f["x"]), int(f["y"])), FRUIT_R)', '(int(f["x"]), int(f["y"]))), FRUIT_R)')),
         M("condition: = for == in an if",
           "The quit test in the event loop reads 'if event.type = pygame.QUIT:'.",
           ("if event.type == pygame.QUIT:", "if event.type = pygame.QUIT:")),
         M("indent: elif indented one level too deep (into the if body)",
           "The 'missed' branch was indented together with its body, so 'elif' sits inside "
           "the body of 'if basket.collidepoint(...)'.",
           (ELIF_MISS, "\n".join("    " + ln for ln in ELIF_MISS.split("\n")))),
     ],
     note="""
A pygame mini project. The elif belongs to 'if basket.collidepoint(...)': a fruit is
either caught or, once below the screen, missed; meant.py aligns it with that if.
""")

# ---------------------------------------------------------------------------
# 021
NOLLA = '''        with self.assertRaises(ValueError):
            self.tili.talleta(Decimal("0"))'''

case("pankkitili_unittest_finnish_class_colon_assert_comma_test_body_dedented",
     "student coursework: unittest test file (Finnish)",
     r'''
"""Testit tehtävään 6: pankkitili.py

Aja: python -m unittest test_pankkitili -v
"""
import unittest
from decimal import Decimal

from pankkitili import KateEiRiita, Pankkitili, TiliLukittu


class TestTalletus(unittest.TestCase):
    def setUp(self):
        self.tili = Pankkitili("Aino Virtanen", Decimal("100.00"))

    def test_talletus_kasvattaa_saldoa(self):
        self.tili.talleta(Decimal("25.50"))
        self.assertEqual(self.tili.saldo, Decimal("125.50"))

    def test_negatiivinen_talletus_hylataan(self):
        with self.assertRaises(ValueError):
            self.tili.talleta(Decimal("-1"))
        self.assertEqual(self.tili.saldo, Decimal("100.00"))

    def test_nolla_talletus_hylataan(self):
<<NOLLA>>


class TestNosto(unittest.TestCase):
    def setUp(self):
        self.tili = Pankkitili("Eero Korhonen", Decimal("50.00"))

    def test_nosto_pienentaa_saldoa(self):
        self.tili.nosta(Decimal("20"))
        self.assertEqual(self.tili.saldo, Decimal("30.00"))

    def test_kate_ei_riita(self):
        with self.assertRaises(KateEiRiita) as cm:
            self.tili.nosta(Decimal("50.01"))
        self.assertIn("50.01", str(cm.exception))

    def test_lukittu_tili(self):
        self.tili.lukitse()
        with self.assertRaises(TiliLukittu):
            self.tili.nosta(Decimal("1"))
        with self.assertRaises(TiliLukittu):
            self.tili.talleta(Decimal("1"))


class TestSiirto(unittest.TestCase):
    def test_siirto_tililta_toiselle(self):
        a = Pankkitili("A", Decimal("10"))
        b = Pankkitili("B", Decimal("0"))
        a.siirra(b, Decimal("7.25"))
        self.assertEqual((a.saldo, b.saldo), (Decimal("2.75"), Decimal("7.25")))
        self.assertEqual(len(a.tapahtumat), 2)  # avaus + siirto

    def test_epaonnistunut_siirto_ei_muuta_saldoja(self):
        a = Pankkitili("A", Decimal("5"))
        b = Pankkitili("B", Decimal("5"))
        with self.assertRaises(KateEiRiita):
            a.siirra(b, Decimal("6"))
        self.assertEqual(a.saldo, Decimal("5"))
        self.assertEqual(b.saldo, Decimal("5"))


if __name__ == "__main__":
    unittest.main()
'''.replace("<<NOLLA>>", NOLLA),
     [
         M("indent: test method body dedented to the level of its def",
           "The body of test_nolla_talletus_hylataan() (a with block) was pasted one level too "
           "far left, at the level of the def.",
           (NOLLA, "\n".join(ln[4:] for ln in NOLLA.split("\n")))),
         M("colon: missing after class",
           "'class TestNosto(unittest.TestCase)' has no colon.",
           ("class TestNosto(unittest.TestCase):", "class TestNosto(unittest.TestCase)")),
         M("comma: missing between two arguments",
           "'self.assertEqual(self.tili.saldo Decimal(\"30.00\"))' lacks the comma.",
           ('self.assertEqual(self.tili.saldo, Decimal("30.00"))',
            'self.assertEqual(self.tili.saldo Decimal("30.00"))')),
     ],
     note="""
A Finnish student's unittest file for the bank-account exercise (the module under test,
pankkitili.py, is not part of the case; the file only needs to compile).
""")

# ---------------------------------------------------------------------------
# 022
case("lab3_trajectory_ukrainian_numpy_unclosed_docstring_linspace_fstring_comma",
     "student coursework: numpy/matplotlib physics lab (Ukrainian)",
     r'''
"""Лабораторна робота №3: рух тіла, кинутого під кутом до горизонту
Студентка: Олена Шевчук, група ФІ-21
Порівнюємо траєкторію без опору повітря (аналітично) і з опором (метод Ейлера).
"""
import numpy as np
import matplotlib.pyplot as plt

g = 9.81          # м/с^2
v0 = 30.0         # початкова швидкість, м/с
kut = np.radians(45)
k = 0.02          # коефіцієнт опору / маса, 1/м
dt = 0.01


def bez_oporu(v0, kut, t):
    x = v0 * np.cos(kut) * t
    y = v0 * np.sin(kut) * t - g * t**2 / 2
    return x, y


def z_oporom(v0, kut, k, dt):
    vx, vy = v0 * np.cos(kut), v0 * np.sin(kut)
    x, y = [0.0], [0.0]
    while y[-1] >= 0:
        v = np.hypot(vx, vy)
        ax = -k * v * vx
        ay = -g - k * v * vy
        vx += ax * dt
        vy += ay * dt
        x.append(x[-1] + vx * dt)
        y.append(y[-1] + vy * dt)
    return np.array(x), np.array(y)


t_polotu = 2 * v0 * np.sin(kut) / g
t = np.linspace(0, t_polotu, 300)
x1, y1 = bez_oporu(v0, kut, t)
x2, y2 = z_oporom(v0, kut, k, dt)

print(f"Дальність без опору: {x1[-1]:.1f} м (теорія {v0**2 * np.sin(2 * kut) / g:.1f} м)")
print(f"Дальність з опором:  {x2[-1]:.1f} м")
print(f"Максимальна висота: {y1.max():.1f} м і {y2.max():.1f} м")

fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4))
ax1.plot(x1, y1, label="без опору")
ax1.plot(x2, y2, "--", label=f"з опором, k = {k}")
ax1.set_xlabel("x, м")
ax1.set_ylabel("y, м")
ax1.set_ylim(bottom=0)
ax1.legend()
ax1.grid(True)

kuty = np.radians(np.arange(10, 81, 5))
dalnosti = [z_oporom(v0, a, k, dt)[0][-1] for a in kuty]
ax2.plot(np.degrees(kuty), dalnosti, "o-")
ax2.set_xlabel("кут, градуси")
ax2.set_ylabel("дальність, м")
ax2.set_title("Дальність з опором залежно від кута")
ax2.grid(True)

plt.tight_layout()
plt.savefig("lab3_trajectory.png", dpi=150)
plt.show()
''',
     [
         M("quote: module docstring never closed (closing line deleted)",
           "The line with the closing triple quotes of the header docstring was deleted; the "
           "string runs to the end of the file.",
           ("(метод Ейлера).\n\"\"\"\n", "(метод Ейлера).\n")),
         M("bracket: ) missing at the end of a call",
           "'t = np.linspace(0, t_polotu, 300' is not closed.",
           ("np.linspace(0, t_polotu, 300)", "np.linspace(0, t_polotu, 300")),
         M("fstring: } missing after a format spec",
           "'{y1.max():.1f' is not closed; the rest of the text becomes its format spec.",
           ("{y1.max():.1f} м і", "{y1.max():.1f м і")),
         M("comma: missing between a positional and a keyword argument",
           "'plt.subplots(1, 2 figsize=(11, 4))' lacks the comma after 2.",
           ("plt.subplots(1, 2, figsize=(11, 4))", "plt.subplots(1, 2 figsize=(11, 4))")),
     ],
     note="""
A physics lab in numpy/matplotlib by a Ukrainian student (Ukrainian docstring, comments and
labels; names transliterated).
""")

# ---------------------------------------------------------------------------
# 023
case("campus_map_graph_from_keyword_param_return_space_while_colon",
     "student coursework: graph with BFS and Dijkstra",
     r'''
"""Data Structures - Project 2: campus map
Shortest walking routes between campus buildings (Dijkstra) and reachability (BFS).
"""
import heapq
from collections import deque


class CampusMap:
    def __init__(self):
        self.adj = {}

    def add_building(self, name):
        self.adj.setdefault(name, [])

    def add_path(self, from_, to, minutes):
        self.add_building(from_)
        self.add_building(to)
        self.adj[from_].append((to, minutes))
        self.adj[to].append((from_, minutes))

    def reachable(self, start):
        seen = {start}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for nxt, _ in self.adj[here]:
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        return seen

    def shortest(self, start, goal):
        dist = {start: 0}
        prev = {}
        heap = [(0, start)]
        while heap:
            d, here = heapq.heappop(heap)
            if here == goal:
                break
            if d > dist[here]:
                continue
            for nxt, w in self.adj[here]:
                nd = d + w
                if nd < dist.get(nxt, float("inf")):
                    dist[nxt] = nd
                    prev[nxt] = here
                    heapq.heappush(heap, (nd, nxt))
        if goal not in dist:
            return None, []
        path = [goal]
        while path[-1] != start:
            path.append(prev[path[-1]])
        path.reverse()
        return dist[goal], path


def build_campus():
    m = CampusMap()
    paths = [
        ("Library", "Science Hall", 4),
        ("Library", "Student Union", 3),
        ("Student Union", "Gym", 6),
        ("Science Hall", "Engineering", 5),
        ("Engineering", "Gym", 2),
        ("Dorm A", "Student Union", 7),
    ]
    for a, b, mins in paths:
        m.add_path(a, b, mins)
    m.add_building("Observatory")  # not connected yet (construction)
    return m


if __name__ == "__main__":
    campus = build_campus()
    print(sorted(campus.reachable("Library")))
    for a, b in [("Dorm A", "Engineering"), ("Library", "Observatory")]:
        minutes, route = campus.shortest(a, b)
        if minutes is None:
            print(f"{a} -> {b}: no route")
        else:
            print(f"{a} -> {b}: {minutes} min via {' -> '.join(route)}")
''',
     [
         M("keyword: from used as a parameter name",
           "add_path() names its first endpoint 'from' (with 'to' for the other one) and uses "
           "it in its body.",
           ("self, from_, to, minutes", "self, from, to, minutes"),
           ("self.add_building(from_)", "self.add_building(from)"),
           ("self.adj[from_].append", "self.adj[from].append"),
           ("((from_, minutes))", "((from, minutes))")),
         M("return: two values separated by a space instead of a comma",
           "shortest() ends with 'return dist[goal] path'; the early return 'None, []' and the "
           "caller's 'minutes, route = ...' show the pair.",
           ("return dist[goal], path", "return dist[goal] path")),
         M("colon: missing after while",
           "'while heap' in shortest() has no colon.",
           ("        while heap:\n", "        while heap\n")),
     ],
     note="""
A data-structures project: adjacency lists, BFS and Dijkstra.
Policy: a keyword used as a name gets a trailing underscore (PEP 8: 'from_'); the
partner parameter 'to' is not a keyword and keeps its name. Callers pass the endpoints
by position, so nothing else changes.
""")

# ---------------------------------------------------------------------------
# 024
case("sorting_comparison_list_bracket_half_deleted_condition_stray_backslash",
     "student coursework: sorting algorithms timed and plotted",
     r'''
"""Assignment 5: compare bubble sort, insertion sort, merge sort and quicksort.
Times each algorithm on random lists of growing size and plots the results.
"""
import random
import time

import matplotlib.pyplot as plt


def bubble_sort(a):
    a = a[:]
    n = len(a)
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swapped = True
        if not swapped:
            break
    return a


def insertion_sort(a):
    a = a[:]
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a


def merge_sort(a):
    if len(a) <= 1:
        return a[:]
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    return out + left[i:] + right[j:]


def quick_sort(a):
    if len(a) <= 1:
        return a[:]
    pivot = a[len(a) // 2]
    smaller = [x for x in a if x < pivot]
    equal = [x for x in a if x == pivot]
    bigger = [x for x in a if x > pivot]
    return quick_sort(smaller) + equal + quick_sort(bigger)


def time_it(func, data, repeats=3):
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        func(data)
        best = min(best, time.perf_counter() - start)
    return best


if __name__ == "__main__":
    sizes = [100, 200, 400, 800, 1600]
    algorithms = [
        ("bubble", bubble_sort),
        ("insertion", insertion_sort),
        ("merge", merge_sort),
        ("quick", quick_sort),
    ]
    results = {name: [] for name, _ in algorithms}
    for n in sizes:
        data = [random.randint(0, 10_000) for _ in range(n)]
        expected = sorted(data)
        for name, func in algorithms:
            assert func(data) == expected, name
            results[name].append(time_it(func, data))
        print(n, " ".join(f"{name}={results[name][-1] * 1000:.2f}ms" for name, _ in algorithms))

    for name, times in results.items():
        plt.plot(sizes, times, marker="o", label=name)
    plt.xlabel("list size")
    plt.ylabel("best of 3 (s)")
    plt.yscale("log")
    plt.legend()
    plt.title("Sorting algorithms")
    plt.savefig("sorting.png")
''',
     [
         M("edit: half-deleted condition (right operand and colon missing)",
           "The while line of insertion_sort() was cut while editing: 'while j >= 0 and a[j] >'.",
           ("while j >= 0 and a[j] > key:", "while j >= 0 and a[j] >")),
         M("char: stray backslash at the end of a line",
           "A '\\' (next to Enter on the keyboard) after 'out.append(left[i])' joins the line "
           "with the next one.",
           ("            out.append(left[i])\n", "            out.append(left[i])\\\n")),
         M("bracket: ] missing at the end of a multi-line list",
           "The list of (name, function) pairs is never closed; the next statement is read "
           "inside it.",
           ('        ("quick", quick_sort),\n    ]\n', '        ("quick", quick_sort),\n')),
     ],
     note="""
An algorithms assignment timing four sorts. The cut condition is restored as
'a[j] > key' (insertion sort shifts elements greater than the key, which is saved two
lines above and written back after the loop).
""")
