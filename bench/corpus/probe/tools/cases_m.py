# Bug cases whose __main__ block calls the buggy code with literal arguments.
CASES = []

def case(name, files, change, evidence, shows, note):
    CASES.append(dict(name=name, files=files, change=change, evidence=evidence, shows=shows, note=note))

case("m_cuenta_atras", {"cohete.py": r'''"""Cuenta atrás para el lanzamiento (práctica 2)."""


def cuenta_atras(n):
    pasos = []
    while n > 0:
        pasos.append(str(n))
        n -= 1
    pasos.append("¡Despegue!")
    return pasos


def mostrar(pasos):
    for p in pasos:
        print(p)


if __name__ == "__main__":
    mostrar(cuenta_atras(10))
'''}, ("cohete.py", "        n -= 1", "        n += 1"),
     "main", "hang", "counter moves the wrong way: cuenta_atras(10) in the main block never returns (list grows without bound: memory climbs too)")

case("m_triangular", {"triangle.py": r'''def smallest_triangular_index(total: int) -> int:
    """Smallest n such that 1 + 2 + ... + n >= total."""
    n = 0
    acc = 0
    while acc < total:
        n += 1
        acc += n
    return n


def rows_needed(bricks: int) -> int:
    return smallest_triangular_index(bricks)


if __name__ == "__main__":
    for b in (1, 10, 100, 5050):
        print(b, "bricks ->", rows_needed(b), "rows")
'''}, ("triangle.py", "        n += 1", "        n -= 1"),
     "main", "hang", "i -= 1 instead of i += 1: acc only decreases, main block hangs")

case("m_collatz", {"collatz.py": r'''def collatz_steps(n):
    if n < 1:
        raise ValueError("n must be >= 1")
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def longest_chain(limit):
    best, best_n = 0, 1
    for n in range(1, limit):
        s = collatz_steps(n)
        if s > best:
            best, best_n = s, n
    return best_n, best


if __name__ == "__main__":
    print(collatz_steps(27))
    print(longest_chain(1000))
'''}, ("collatz.py", "            n = 3 * n + 1", "            n = 3 * n - 1"),
     "main", "hang", "3n-1 map enters the 5->14->7->20->10->5 cycle: collatz_steps(27) hangs")

case("m_fib_base", {"fib.py": r'''# fibonacci the slow way, for the recursion lecture

def fib(n):
    if n <= 1:
        return n
    return fib(n - 1) + fib(n - 2)


def fib_list(count):
    return [fib(i) for i in range(count)]


if __name__ == "__main__":
    print(fib(10))
    print(fib_list(12))
'''}, ("fib.py", "    if n <= 1:", "    if n == 1:"),
     "main", "crash", "missing base case for 0: fib(2) -> fib(0) -> fib(-1)... RecursionError in main block")

case("m_bubble_index", {"bubble.py": r'''def bubble_sort(numbers):
    n = len(numbers)
    for i in range(n):
        for j in range(n - i - 1):
            if numbers[j] > numbers[j + 1]:
                numbers[j], numbers[j + 1] = numbers[j + 1], numbers[j]
    return numbers


if __name__ == "__main__":
    data = [64, 34, 25, 12, 22, 11, 90]
    print("Sorted:", bubble_sort(data))
'''}, ("bubble.py", "        for j in range(n - i - 1):", "        for j in range(n - i):"),
     "main", "crash", "off-by-one: numbers[j + 1] IndexError on first pass, main block crashes")

case("m_average_wrong", {"grades.py": r'''def average(scores):
    total = 0
    for s in scores:
        total += s
    return total / len(scores)


def report(name, scores):
    avg = average(scores)
    return f"{name}: average {avg:.1f}"


if __name__ == "__main__":
    print(report("Maria", [80, 90, 100]))
    print(report("Tom", [55, 70]))
'''}, ("grades.py", "    return total / len(scores)", "    return total / (len(scores) - 1)"),
     "main", "wrong value only", "main prints 135.0 instead of 90.0 (and 125.0 for Tom); exits 0, only an oracle would notice")

case("m_config_value", {"config.py": r'''DEFAULT = """
# server settings
host = 127.0.0.1
port = 8080
debug = false
"""


def parse_config(text):
    config = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, value = line.split("=", 1)
        key = key.strip()
        value = value.strip()
        config[key] = value
    return config


def server_address(config):
    return config["host"], int(config["port"])


if __name__ == "__main__":
    cfg = parse_config(DEFAULT)
    print(server_address(cfg))
'''}, ("config.py", "        config[key] = value", "        config[key] = key"),
     "main", "crash", "wrong variable stored: int('port') raises ValueError in main block")

case("m_bank_compare", {"account.py": r'''class InsufficientFunds(Exception):
    pass


class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(f"{self.owner} has only {self.balance}")
        self.balance -= amount


if __name__ == "__main__":
    acc = Account("Ana", 100)
    acc.deposit(50)
    acc.withdraw(30)
    print(acc.owner, acc.balance)
'''}, ("account.py", "        if amount > self.balance:", "        if amount < self.balance:"),
     "main", "crash", "inverted comparison: withdraw(30) from 150 raises InsufficientFunds in main block")

case("m_sieve_indent", {"crible.py": r'''def crible(n):
    """Nombres premiers jusqu'à n (crible d'Ératosthène)."""
    est_premier = [True] * (n + 1)
    est_premier[0] = est_premier[1] = False
    i = 2
    while i * i <= n:
        if est_premier[i]:
            for j in range(i * i, n + 1, i):
                est_premier[j] = False
        i += 1
    return [k for k in range(n + 1) if est_premier[k]]


if __name__ == "__main__":
    print(crible(30))
'''}, ("crible.py", "        i += 1", "            i += 1"),
     "main", "hang", "increment indented into the if: at i=4 (not prime) the loop never advances, crible(30) hangs")

case("m_return_indent", {"squares.py": r"""# Lab 3, exercise 2: sum of squares with a loop


def sum_of_squares(n):
    total = 0
    for i in range(1, n + 1):
        total += i * i
    return total


def square_pyramid_table(levels):
    return [(k, sum_of_squares(k)) for k in range(1, levels + 1)]


if __name__ == "__main__":
    print("sum of squares 1..10 =", sum_of_squares(10))
    for row in square_pyramid_table(5):
        print(*row)
"""}, ("squares.py", "    return total", "        return total"),
     "main", "wrong value only", "return indented into the loop: returns after the first iteration (1 instead of 385); main exits 0")
