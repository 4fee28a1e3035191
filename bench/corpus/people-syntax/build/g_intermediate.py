from lib import case

# ---------------------------------------------------------------- I 1
case("recursion_ternary_missing_else", "intermediate student", ["conditional expression without else", "conditional expression without else (in lambda)"],
     "CS1 student practising recursion. `return a if a > b` with no else in bigger(), and `fact = lambda n: 1 if n == 0 n * fact(n - 1)` missing `else`.",
r'''def bigger(a, b):
    return a if a > b else b


def max_of(lst):
    if len(lst) == 1:
        return lst[0]
    return bigger(lst[0], max_of(lst[1:]))


fact = lambda n: 1 if n == 0 else n * fact(n - 1)


def power(base, exp):
    if exp == 0:
        return 1
    half = power(base, exp // 2)
    if exp % 2 == 0:
        return half * half
    return half * half * base


print(max_of([3, 17, 4, 9]))
print(fact(6))
print(power(2, 10))
''', [("return a if a > b else b", "return a if a > b"), ("1 if n == 0 else n * fact(n - 1)", "1 if n == 0 n * fact(n - 1)")])

# ---------------------------------------------------------------- I 2
case("currency_keyword_params", "intermediate student", ["keyword as parameter name (from)", "keyword as variable name (class)"],
     "Student writing a currency converter used `from` as a parameter name (def line and two uses) and `class` as a variable for the fare class. meant.py renames to `from_` and `fare_class`; any non-keyword name is an equally valid repair.",
r'''RATES = {"EUR": 1.0, "USD": 1.08, "GBP": 0.86, "JPY": 161.5}


def convert(amount, from_, to):
    in_eur = amount / RATES[from_]
    return round(in_eur * RATES[to], 2)


def fare(distance_km, fare_class):
    base = distance_km * 0.12
    if fare_class == "first":
        return base * 1.8
    return base


fare_class = input("first or second class? ")
price_eur = fare(640, fare_class)
for cur in ["USD", "GBP", "JPY"]:
    print(cur, convert(price_eur, "EUR", cur))
''', [],
broken=r'''RATES = {"EUR": 1.0, "USD": 1.08, "GBP": 0.86, "JPY": 161.5}


def convert(amount, from, to):
    in_eur = amount / RATES[from]
    return round(in_eur * RATES[to], 2)


def fare(distance_km, fare_class):
    base = distance_km * 0.12
    if fare_class == "first":
        return base * 1.8
    return base


class = input("first or second class? ")
price_eur = fare(640, class)
for cur in ["USD", "GBP", "JPY"]:
    print(cur, convert(price_eur, "EUR", cur))
''')

# ---------------------------------------------------------------- I 3
case("walrus_statement_and_default", "intermediate student", [":= as plain assignment statement", ":= in default parameter"],
     "Student who just learned the walrus operator. `attempts := 0` as a bare statement, and `def read_number(prompt, retries := 3):`. The `if n := len(...) > 3` precedence bug compiles and is kept.",
r'''def read_number(prompt, retries=3):
    attempts = 0
    while attempts < retries:
        text = input(prompt)
        if (value := text.strip()).lstrip("-").isdigit():
            return int(value)
        attempts += 1
        print("not a number, try again")
    return None


numbers = []
while (x := read_number("number (or blank to stop): ")) is not None:
    numbers.append(x)
    if n := len(numbers) > 3:
        print("that's plenty")
        break
print(numbers, sum(numbers))
''', [("def read_number(prompt, retries=3):", "def read_number(prompt, retries := 3):"),
      ("    attempts = 0\n", "    attempts := 0\n")])

# ---------------------------------------------------------------- I 4
case("linked_list_try_finally", "intermediate student", ["missing colon (try)", "missing colon (finally)", "except E e without as"],
     "Data-structures student. In save(): `try` without colon, `except OSError e:` missing `as`, and `finally` without colon.",
r'''class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def push_front(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def reverse(self):
        prev = None
        cur = self.head
        while cur:
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        self.head = prev

    def __iter__(self):
        cur = self.head
        while cur:
            yield cur.value
            cur = cur.next

    def save(self, path):
        f = open(path, "w")
        try:
            for v in self:
                f.write(str(v) + "\n")
        except OSError as e:
            print("could not save:", e)
        finally:
            f.close()


ll = LinkedList()
for x in range(5):
    ll.push_front(x)
print(list(ll))
ll.reverse()
print(list(ll))
ll.save("list.txt")
''', [("        try:\n", "        try\n"), ("        except OSError as e:", "        except OSError e:"),
      ("        finally:\n", "        finally\n")])

# ---------------------------------------------------------------- I 5
case("mismatched_brackets_config", "intermediate student", ["mismatched closing bracket", "missing colon (for)"],
     "Student writing a quiz. The `\"options\": [\"Paris\", \"Rome\", \"Madrid\")` list is closed with `)` instead of `]`, and `for i, q in enumerate(QUESTIONS, 1)` lacks its colon.",
r'''QUESTIONS = [
    {
        "text": "Capital of France?",
        "options": ["Paris", "Rome", "Madrid"],
        "answer": 0,
    },
    {
        "text": "2 ** 5 = ?",
        "options": ["10", "25", "32"],
        "answer": 2,
    },
    {
        "text": "Which is a Python keyword?",
        "options": ["function", "lambda", "var"],
        "answer": 1,
    },
]

score = 0
for i, q in enumerate(QUESTIONS, 1):
    print("Q%d. %s" % (i, q["text"]))
    for j, opt in enumerate(q["options"]):
        print("   %d) %s" % (j + 1, opt))
    choice = int(input("Your answer: ")) - 1
    if choice == q["answer"]:
        score += 1
print("Score: %d/%d" % (score, len(QUESTIONS)))
''', [('"options": ["Paris", "Rome", "Madrid"],', '"options": ["Paris", "Rome", "Madrid"),'),
      ("for i, q in enumerate(QUESTIONS, 1):", "for i, q in enumerate(QUESTIONS, 1)")])

# ---------------------------------------------------------------- I 6
case("lambda_return_and_fstring_format", "intermediate student", ["return inside lambda", "unclosed { in f-string format spec", "missing comma (call args)"],
     "Student sorting products. `key=lambda p: return p[\"price\"]`, `f\"{avg:.2f\"` missing `}`, and `print(\"cheapest:\" cheapest[\"name\"])` missing the comma.",
r'''products = [
    {"name": "mouse", "price": 19.99, "stock": 14},
    {"name": "keyboard", "price": 49.5, "stock": 3},
    {"name": "monitor", "price": 189.0, "stock": 0},
    {"name": "cable", "price": 4.25, "stock": 120},
]

by_price = sorted(products, key=lambda p: p["price"])
in_stock = [p for p in products if p["stock"] > 0]
avg = sum(p["price"] for p in products) / len(products)

print(f"average price: {avg:.2f}")
cheapest = by_price[0]
print("cheapest:", cheapest["name"])
for p in in_stock:
    print(f"{p['name']:<10} {p['price']:>8.2f} x{p['stock']}")
''', [('key=lambda p: p["price"]', 'key=lambda p: return p["price"]'),
      ('{avg:.2f}")', '{avg:.2f")'),
      ('print("cheapest:", cheapest["name"])', 'print("cheapest:" cheapest["name"])')])

# ---------------------------------------------------------------- I 7
case("person_property_super_unclosed", "intermediate student", ["missing colon (def under @property)", "unclosed paren (super().__init__)", "missing colon (class)"],
     "OOP homework. `class Employee(Person)` without colon, `super().__init__(name, age` without `)`, and `def email(self)` under @property without colon.",
r'''class Person:
    def __init__(self, name, age):
        self.name = name
        self.age = age

    def __str__(self):
        return "%s (%d)" % (self.name, self.age)


class Employee(Person):
    def __init__(self, name, age, company, salary):
        super().__init__(name, age)
        self.company = company
        self.salary = salary

    @property
    def email(self):
        first = self.name.split()[0].lower()
        return first + "@" + self.company.lower() + ".com"

    def raise_salary(self, percent):
        self.salary = self.salary * (1 + percent / 100)


e = Employee("Grace Hopper", 45, "Navy", 5000)
print(e, e.email)
e.raise_salary(10)
print(e.salary)
''', [("class Employee(Person):", "class Employee(Person)"),
      ("super().__init__(name, age)", "super().__init__(name, age"),
      ("    def email(self):", "    def email(self)")])

# ---------------------------------------------------------------- I 8
case("matrix_unclosed_brace_dict", "intermediate student", ["unclosed { across lines"],
     "Student's `moves` dict literal in the maze solver is missing its closing `}`; the next statement (`def neighbors`) is reached while the brace is still open.",
r'''MAZE = [
    "#########",
    "#S  #   #",
    "# # # # #",
    "# #   #E#",
    "#########",
]

moves = {
    "up": (-1, 0),
    "down": (1, 0),
    "left": (0, -1),
    "right": (0, 1),
}


def neighbors(r, c):
    for dr, dc in moves.values():
        if MAZE[r + dr][c + dc] != "#":
            yield r + dr, c + dc


def find(ch):
    for r, row in enumerate(MAZE):
        if ch in row:
            return r, row.index(ch)


def solve():
    start, end = find("S"), find("E")
    queue = [(start, 0)]
    seen = {start}
    while queue:
        (r, c), dist = queue.pop(0)
        if (r, c) == end:
            return dist
        for nb in neighbors(r, c):
            if nb not in seen:
                seen.add(nb)
                queue.append((nb, dist + 1))
    return -1


print("shortest path:", solve())
''', [('    "right": (0, 1),\n}\n', '    "right": (0, 1),\n\n')])
