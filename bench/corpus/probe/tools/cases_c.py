# Bug cases where another function (often in another file) calls the buggy code with literal arguments.
CASES = []

def case(name, files, change, evidence, shows, note):
    CASES.append(dict(name=name, files=files, change=change, evidence=evidence, shows=shows, note=note))

case("c_percentile_rank", {
"stats.py": r'''def percentile(values, p):
    """Nearest-rank percentile, p in [0, 100]."""
    if not values:
        raise ValueError("no data")
    s = sorted(values)
    k = round((len(s) - 1) * p / 100)
    return s[k]
''',
"report.py": r'''from stats import percentile


def latency_report():
    samples = [120, 95, 101, 250, 88, 97, 130, 99]
    return {
        "p50": percentile(samples, 50),
        "p90": percentile(samples, 90),
        "max": percentile(samples, 100),
    }


def format_report(rep):
    return ", ".join(f"{k}={v}ms" for k, v in rep.items())
'''}, ("stats.py", "    k = round((len(s) - 1) * p / 100)", "    k = round(len(s) * p / 100)"),
     "caller", "crash", "latency_report() (other file, literal list) calls percentile(samples, 100) -> IndexError")

case("c_tree_height", {
"tree.py": r'''class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


def insert(root, key):
    if root is None:
        return Node(key)
    if key < root.key:
        root.left = insert(root.left, key)
    else:
        root.right = insert(root.right, key)
    return root


def height(node):
    if node is None:
        return 0
    return 1 + max(height(node.left), height(node.right))
''',
"balance.py": r'''from tree import insert, height


def build(keys):
    root = None
    for k in keys:
        root = insert(root, k)
    return root


def is_balanced(node):
    if node is None:
        return True
    if abs(height(node.left) - height(node.right)) > 1:
        return False
    return is_balanced(node.left) and is_balanced(node.right)


def demo():
    return is_balanced(build([5, 3, 8, 1, 4])), is_balanced(build([1, 2, 3, 4]))
'''}, ("tree.py", "    if node is None:", "    if node.left is None and node.right is None:"),
     "caller", "crash", "wrong base case: height(None) -> AttributeError; demo() in balance.py calls with literal keys")

case("c_units_key", {
"units.py": r'''FACTORS = {
    "mm": 0.001,
    "cm": 0.01,
    "m": 1.0,
    "km": 1000.0,
    "in": 0.0254,
    "ft": 0.3048,
}


def convert(value, src, dst):
    if src not in FACTORS or dst not in FACTORS:
        raise KeyError(f"unknown unit {src!r} or {dst!r}")
    return value * FACTORS[src] / FACTORS[dst]
''',
"trip.py": r'''from units import convert


def marathon_in_meters():
    return convert(42.195, "km", "m")


def height_in_cm(feet, inches):
    return convert(feet, "ft", "cm") + convert(inches, "in", "cm")


def summary():
    return f"{marathon_in_meters():.0f} m, {height_in_cm(5, 11):.1f} cm"
'''}, ("units.py", '    "km": 1000.0,', '    "kms": 1000.0,'),
     "caller", "crash", "typo in table key: marathon_in_meters() (literal 'km') raises KeyError")

case("c_queue_transfer", {
"queue2.py": r'''class TwoStackQueue:
    def __init__(self):
        self._in = []
        self._out = []

    def put(self, item):
        self._in.append(item)

    def get(self):
        if not self._out:
            while self._in:
                self._out.append(self._in.pop())
        if not self._out:
            raise IndexError("get from empty queue")
        return self._out.pop()

    def __len__(self):
        return len(self._in) + len(self._out)
''',
"jobs.py": r'''from queue2 import TwoStackQueue


def run_jobs(names):
    q = TwoStackQueue()
    for n in names:
        q.put(n)
    done = []
    while len(q):
        done.append(q.get().upper())
    return done


def nightly():
    return run_jobs(["backup", "reindex", "report"])
'''}, ("queue2.py", "                self._out.append(self._in.pop())", "                self._out.append(self._in[-1])"),
     "caller", "hang", "element copied but never removed: get() loops forever (memory grows); nightly() calls run_jobs with a literal list")

case("c_add_days_month", {
"calendar_utils.py": r'''DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    if not 1 <= m <= 12:
        raise ValueError(f"bad month {m}")
    return 29 if m == 2 and is_leap(y) else DAYS[m - 1]


def add_days(y, m, d, n):
    d += n
    while d > days_in_month(y, m):
        d -= days_in_month(y, m)
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return y, m, d
''',
"billing.py": r'''from calendar_utils import add_days


def due_date(invoice_date, terms_days=30):
    return add_days(*invoice_date, terms_days)


def january_invoice():
    return due_date((2024, 1, 20), 30)


def yearly_renewal():
    return due_date((2023, 12, 15), 365)
'''}, ("calendar_utils.py", "        m += 1", "        m -= 1"),
     "caller", "crash", "month moves backwards: january_invoice() -> days_in_month(2024, 0) raises ValueError")

case("c_tokenize_space", {
"lexer.py": r"""def tokenize(src):
    tokens = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            j = i
            while j < len(src) and src[j].isdigit():
                j += 1
            tokens.append(int(src[i:j]))
            i = j
        elif ch in "+-*/()":
            tokens.append(ch)
            i += 1
        else:
            raise SyntaxError(f"unexpected {ch!r} at position {i}")
    return tokens
""",
"calc.py": r"""from lexer import tokenize


def rpn(tokens):
    prec = {"+": 1, "-": 1, "*": 2, "/": 2}
    out, ops = [], []
    for t in tokens:
        if isinstance(t, int):
            out.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            while ops and ops[-1] != "(" and prec[ops[-1]] >= prec[t]:
                out.append(ops.pop())
            ops.append(t)
    return out + ops[::-1]


def evaluate(tokens):
    stack = []
    for t in rpn(tokens):
        if isinstance(t, int):
            stack.append(t)
        else:
            b, a = stack.pop(), stack.pop()
            stack.append({"+": a + b, "-": a - b, "*": a * b, "/": a // b}[t])
    return stack[0]


def sample():
    return evaluate(tokenize("12 + 3*(4 - 1)"))
"""}, ("lexer.py", "            i += 1", "            i + 1", 1),
     "caller", "hang", "whitespace branch no longer advances (i + 1 instead of i += 1): sample() in calc.py calls tokenize with a literal containing spaces and hangs")
