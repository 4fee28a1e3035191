from lib import case

# ---------------------------------------------------------------- Java 1
case("java_bank_account_braces", "student from Java", ["braces for blocks", "braces for blocks", "braces for blocks"],
     "Second-year student coming from Java. Three `if (...) {` blocks closed with `}` lines in deposit/withdraw/transfer; keeps Java semicolons (legal in Python, kept in meant).",
r'''class BankAccount:

    def __init__(self, owner, balance):
        self.owner = owner;
        self.balance = balance;
        self.history = [];

    def deposit(self, amount):
        if (amount <= 0):
            print("Deposit must be positive");
            return False;
        self.balance += amount;
        self.history.append(("deposit", amount));
        return True;

    def withdraw(self, amount):
        if (amount > self.balance):
            print("Insufficient funds");
            return False;
        self.balance -= amount;
        self.history.append(("withdraw", amount));
        return True;

    def transfer(self, other, amount):
        if (self.withdraw(amount)):
            other.deposit(amount);
            return True;
        return False;

    def getBalance(self):
        return self.balance;

    def printHistory(self):
        for entry in self.history:
            print(entry[0] + ": " + str(entry[1]));


a = BankAccount("Alice", 100);
b = BankAccount("Bob", 50);
a.deposit(25);
a.transfer(b, 80);
a.printHistory();
print(a.getBalance(), b.getBalance());
''', [("        if (amount <= 0):\n            print(\"Deposit must be positive\");\n            return False;\n",
       "        if (amount <= 0) {\n            print(\"Deposit must be positive\");\n            return False;\n        }\n"),
      ("        if (amount > self.balance):\n            print(\"Insufficient funds\");\n            return False;\n",
       "        if (amount > self.balance) {\n            print(\"Insufficient funds\");\n            return False;\n        }\n"),
      ("        if (self.withdraw(amount)):\n            other.deposit(amount);\n            return True;\n",
       "        if (self.withdraw(amount)) {\n            other.deposit(amount);\n            return True;\n        }\n")])

# ---------------------------------------------------------------- Java 2
case("java_ticket_pricing", "student from Java", ["&& for and", "! for not", "else if for elif"],
     "Student from Java. `&&` in the child-member test, `!member` in the senior test, and `else if` (twice) instead of `elif`.",
r'''def ticket_price(age, member):
    price = 15.0
    if age < 12 and member:
        price = 5.0
    elif age < 12:
        price = 7.5
    elif age >= 65 and not member:
        price = 10.0
    elif age >= 65:
        price = 8.0
    return price


visitors = [(8, True), (10, False), (70, False), (66, True), (35, False)]
total = 0
for age, member in visitors:
    p = ticket_price(age, member)
    print("Age " + str(age) + " pays " + str(p))
    total += p
print("Total: " + str(total))
''', [("if age < 12 and member:", "if age < 12 && member:"),
      ("elif age < 12:", "else if age < 12:"),
      ("elif age >= 65 and not member:", "else if age >= 65 and !member:")])

# ---------------------------------------------------------------- Java 3
case("java_typed_declarations", "student from Java", ["type before variable name", "type before variable name", "type before parameter"],
     "Student from Java. Declares `int count = 0` and `String longest = \"\"` with Java types, and `def longest_word(String text):`.",
r'''def longest_word(text):
    words = text.split()
    longest = ""
    for w in words:
        if len(w) > len(longest):
            longest = w
    return longest


def count_words(text):
    count = 0
    for w in text.split():
        count += 1
    return count


line = input("Enter a line of text: ")
print("Words:", count_words(line))
print("Longest:", longest_word(line))
''', [("def longest_word(text):", "def longest_word(String text):"),
      ('    longest = ""', '    String longest = ""'),
      ("    count = 0", "    int count = 0")])

# ---------------------------------------------------------------- Java 4
case("java_try_catch_parser", "student from Java", ["try with braces", "catch instead of except", "throw new instead of raise"],
     "Student from Java writing a config parser. `try {` / `} catch (ValueError e) {` / `}` block and `throw new ValueError(...)`.",
r'''def parse_line(line):
    if "=" not in line:
        raise ValueError("no '=' in line: " + line)
    key, value = line.split("=", 1)
    return key.strip(), value.strip()


def load_config(path):
    config = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if line == "" or line.startswith("#"):
                continue
            try:
                key, value = parse_line(line)
                config[key] = value
            except ValueError as e:
                print("line " + str(number) + ": " + str(e))
    return config


if __name__ == "__main__":
    cfg = load_config("settings.ini")
    for k in cfg:
        print(k, "->", cfg[k])
''', [("        raise ValueError(\"no '=' in line: \" + line)", "        throw new ValueError(\"no '=' in line: \" + line)"),
      ("            try:\n", "            try {\n"),
      ("            except ValueError as e:\n", "            } catch (ValueError e) {\n"),
      ("                print(\"line \" + str(number) + \": \" + str(e))\n", "                print(\"line \" + str(number) + \": \" + str(e))\n            }\n")])

# ---------------------------------------------------------------- Java 5
case("java_slash_comments", "student from Java", ["// comment", "// comment", "/* */ block comment"],
     "Student from Java. Uses `//` line comments (two places) and a `/* ... */` header comment.",
r'''# Student record manager
# Lab 4 - keeps a list of students and their marks

class Student:
    def __init__(self, name, marks):
        self.name = name
        self.marks = marks

    # average of all marks
    def average(self):
        if len(self.marks) == 0:
            return 0
        return sum(self.marks) / len(self.marks)

    def best(self):
        return max(self.marks)


students = []
students.append(Student("Ana", [78, 91, 85]))
students.append(Student("Ben", [55, 62, 70]))
students.append(Student("Chloe", [99, 94, 97]))

# find the top student
top = students[0]
for s in students:
    if s.average() > top.average():
        top = s

print("Top student: " + top.name)
for s in students:
    print(s.name, round(s.average(), 2), s.best())
''', [("# Student record manager\n# Lab 4 - keeps a list of students and their marks\n",
       "/* Student record manager\n   Lab 4 - keeps a list of students and their marks */\n"),
      ("    # average of all marks", "    // average of all marks"),
      ("# find the top student", "// find the top student")])

# ---------------------------------------------------------------- C 1
case("c_style_for_loops", "student from C", ["C-style for loop", "C-style for loop", "i++ increment"],
     "Student from C. Two `for (i = 0; i < n; i++)` loops in bubble_sort, and `swaps++` for the counter.",
r'''def bubble_sort(a):
    n = len(a)
    swaps = 0
    for i in range(0, n):
        for j in range(0, n - i - 1):
            if a[j] > a[j + 1]:
                tmp = a[j]
                a[j] = a[j + 1]
                a[j + 1] = tmp
                swaps += 1
    return swaps


data = [64, 34, 25, 12, 22, 11, 90]
count = bubble_sort(data)
print("sorted:", data)
print("swaps:", count)
''', [("    for i in range(0, n):", "    for (i = 0; i < n; i++)"),
      ("        for j in range(0, n - i - 1):", "        for (j = 0; j < n - i - 1; j++)"),
      ("                swaps += 1", "                swaps++")])

# ---------------------------------------------------------------- C 2
case("c_while_braces_decrement", "student from C", ["braces for blocks", "x-- decrement", "/* */ comment"],
     "Student from C. `while (n > 0) {` ... `}` in digit_sum, `n--`-style decrement in countdown (`k--`), and a `/* */` comment on one line.",
r'''def digit_sum(n):
    total = 0
    while (n > 0):
        total += n % 10
        n = n // 10
    return total


def countdown(k):
    while k > 0:
        print(k)
        k -= 1
    print("liftoff")


# check a few numbers
for x in [0, 7, 123, 9999]:
    print(x, digit_sum(x))
countdown(5)
''', [("    while (n > 0):\n        total += n % 10\n        n = n // 10\n",
       "    while (n > 0) {\n        total += n % 10\n        n = n // 10\n    }\n"),
      ("        k -= 1", "        k--"),
      ("# check a few numbers", "/* check a few numbers */")])

# ---------------------------------------------------------------- C 3
case("c_ternary_operator", "student from C", ["C ternary ?:", "C ternary ?:"],
     "Student from C. Uses `cond ? a : b` twice (in sign() and in the print line).",
r'''def sign(x):
    return "positive" if x > 0 else "non-positive"


def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


values = [-5, 0, 3, 12, 40]
for v in values:
    c = clamp(v, 0, 10)
    print(v, sign(v), c, "clamped" if c != v else "ok")
''', [('return "positive" if x > 0 else "non-positive"', 'return x > 0 ? "positive" : "non-positive"'),
      ('"clamped" if c != v else "ok"', 'c != v ? "clamped" : "ok"')])

# ---------------------------------------------------------------- C++ 4
case("cpp_range_for_and_logic", "student from C++", ["C++ range-for", "|| for or", "missing colon (def)"],
     "Student from C++. `for (auto w : words)` range-for, `||` in the filter, and `def is_stopword(w)` without a colon.",
r'''STOPWORDS = {"the", "a", "an", "and", "of", "to", "in"}


def is_stopword(w):
    return w in STOPWORDS


def word_freq(text):
    freq = {}
    words = text.lower().split()
    for w in words:
        w = w.strip(".,;:!?")
        if is_stopword(w) or w == "":
            continue
        freq[w] = freq.get(w, 0) + 1
    return freq


text = "The cat and the dog went to the park. The dog ran, and the cat sat."
f = word_freq(text)
for k in sorted(f, key=f.get, reverse=True):
    print(k, f[k])
''', [("def is_stopword(w):", "def is_stopword(w)"),
      ("    for w in words:", "    for (auto w : words)"),
      ('if is_stopword(w) or w == "":', 'if is_stopword(w) || w == "":')])

# ---------------------------------------------------------------- C 5
case("c_matrix_semicolon_braces", "student from C", ["braces for blocks", "missing colon (if)"],
     "Student from C writing matrix code. The nested `for` loops in transpose() use `{ ... }` braces instead of colons; the `if rows != cols` in is_symmetric lacks its colon. Semicolons kept.",
r'''def make_matrix(rows, cols, fill):
    m = [];
    for r in range(rows):
        m.append([fill] * cols);
    return m;


def transpose(m):
    rows = len(m);
    cols = len(m[0]);
    t = make_matrix(cols, rows, 0);
    for r in range(rows):
        for c in range(cols):
            t[c][r] = m[r][c];
    return t;


def is_symmetric(m):
    rows = len(m);
    cols = len(m[0]);
    if rows != cols:
        return False;
    return m == transpose(m);


a = [[1, 2, 3], [2, 5, 6], [3, 6, 9]];
print(transpose(a));
print(is_symmetric(a));
''', [("    for r in range(rows):\n        for c in range(cols):\n            t[c][r] = m[r][c];\n",
       "    for r in range(rows) {\n        for c in range(cols) {\n            t[c][r] = m[r][c];\n        }\n    }\n"),
      ("    if rows != cols:", "    if rows != cols")])

# ---------------------------------------------------------------- JS 1
case("js_function_keyword", "student from JavaScript", ["function instead of def", "=== for ==", "braces for blocks"],
     "Front-end dev trying Python. `function greet(name) {` with closing `}`, and `===` in the comparison.",
r'''users = ["ana", "bruno", "admin", "carla"]


def greet(name):
    if name == "admin":
        return "Welcome back, administrator"
    return "Hello, " + name.capitalize()


for u in users:
    print(greet(u))
''', [("def greet(name):\n", "function greet(name) {\n"),
      ('    return "Hello, " + name.capitalize()\n', '    return "Hello, " + name.capitalize()\n}\n'),
      ('if name == "admin":', 'if name === "admin":')])

# ---------------------------------------------------------------- JS 2
case("js_let_const_declarations", "student from JavaScript", ["let/const declaration", "let/const declaration", "i++ increment"],
     "JS developer. `const TAX_RATE = 0.2`, `let total = 0` and `count++` in a receipt script.",
r'''TAX_RATE = 0.2

items = [
    {"name": "notebook", "price": 3.5, "qty": 4},
    {"name": "pen", "price": 1.2, "qty": 10},
    {"name": "backpack", "price": 35.0, "qty": 1},
]

total = 0
count = 0
for item in items:
    line = item["price"] * item["qty"]
    print(item["name"].ljust(10), "%.2f" % line)
    total += line
    count += 1

tax = total * TAX_RATE
print("items:", count)
print("subtotal: %.2f" % total)
print("tax: %.2f" % tax)
print("total: %.2f" % (total + tax))
''', [("TAX_RATE = 0.2", "const TAX_RATE = 0.2"),
      ("total = 0\ncount = 0", "let total = 0\ncount = 0"),
      ("    count += 1", "    count++")])

# ---------------------------------------------------------------- JS 3
case("js_arrow_functions_null", "student from JavaScript", ["arrow function", "arrow function"],
     "JS developer. Two arrow functions `x => ...` passed to map/filter. Also wrote `null` (a NameError at runtime, NOT a syntax error) - kept as-is in meant.py.",
r'''def first_or_none(items):
    if len(items) == 0:
        return null
    return items[0]


prices = [12.5, 3.0, 99.99, 45.0, 7.25]
with_vat = list(map(lambda p: round(p * 1.21, 2), prices))
cheap = list(filter(lambda p: p < 20, with_vat))
print(with_vat)
print(cheap)
print(first_or_none(cheap))
''', [("lambda p: round(p * 1.21, 2)", "p => round(p * 1.21, 2)"),
      ("lambda p: p < 20", "p => p < 20")])

# ---------------------------------------------------------------- JS 4
case("js_template_literals", "student from JavaScript", ["JS template literal backticks", "JS template literal backticks"],
     "JS developer. Wrote `${...}` template literals in backticks twice instead of f-strings.",
r'''def describe(city, temps):
    avg = sum(temps) / len(temps)
    hottest = max(temps)
    return f"{city}: average {avg:.1f}, hottest {hottest}"


weather = {
    "Lisbon": [18, 21, 24, 22],
    "Oslo": [4, 6, 3, 7],
    "Cairo": [30, 33, 35, 31],
}

for city in weather:
    print(describe(city, weather[city]))
print(f"{len(weather)} cities checked")
''', [('return f"{city}: average {avg:.1f}, hottest {hottest}"', 'return `${city}: average ${avg:.1f}, hottest ${hottest}`'),
      ('print(f"{len(weather)} cities checked")', 'print(`${len(weather)} cities checked`)')])

# ---------------------------------------------------------------- JS 5
case("js_for_of_else_braces", "student from JavaScript", ["JS for-of loop", "} else { braces"],
     "JS developer. `for (const t of tasks) {` loop and a `} else {` brace-style if/else inside it.",
r'''tasks = [
    {"title": "write report", "done": True},
    {"title": "email client", "done": False},
    {"title": "fix bug #42", "done": False},
]

pending = 0
for t in tasks:
    if t["done"]:
        print("[x] " + t["title"])
    else:
        print("[ ] " + t["title"])
        pending += 1

print(str(pending) + " tasks left")
''', [],
broken=r'''tasks = [
    {"title": "write report", "done": True},
    {"title": "email client", "done": False},
    {"title": "fix bug #42", "done": False},
]

pending = 0
for (const t of tasks) {
    if t["done"] {
        print("[x] " + t["title"])
    } else {
        print("[ ] " + t["title"])
        pending += 1
    }
}

print(str(pending) + " tasks left")
''')
