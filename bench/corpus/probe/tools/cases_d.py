# Bug cases whose doctests reveal the bug.
CASES = []

def case(name, files, change, evidence, shows, note):
    CASES.append(dict(name=name, files=files, change=change, evidence=evidence, shows=shows, note=note))

case("d_binary_search_hi", {"search.py": r'''"""Searching in sorted lists."""


def binary_search(items, target):
    """Return the index of target in the sorted list items, or -1.

    >>> binary_search([1, 3, 5, 7, 9], 7)
    3
    >>> binary_search([1, 3, 5, 7, 9], 10)
    -1
    >>> binary_search([], 3)
    -1
    """
    lo = 0
    hi = len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def contains(items, target):
    return binary_search(items, target) != -1
'''}, ("search.py", "    hi = len(items) - 1", "    hi = len(items)"),
     "doctest", "crash", "IndexError in doctest binary_search([1,3,5,7,9], 10) and binary_search([], 3)")

case("d_median_even", {"stats.py": r'''def mean(values):
    """
    >>> mean([1, 2, 3, 4])
    2.5
    """
    return sum(values) / len(values)


def median(values):
    """Median of a non-empty list.

    >>> median([5, 1, 3])
    3
    >>> median([4, 1, 3, 2])
    2.5
    """
    if not values:
        raise ValueError("median() of empty list")
    s = sorted(values)
    mid = len(s) // 2
    if len(s) % 2 == 1:
        return s[mid]
    return (s[mid - 1] + s[mid]) / 2
'''}, ("stats.py", "    return (s[mid - 1] + s[mid]) / 2", "    return (s[mid] + s[mid + 1]) / 2"),
     "doctest", "wrong doctest output", "median([4, 1, 3, 2]) gives 3.5 instead of 2.5 (and IndexError for 2-element lists)")

case("d_factorial_base", {"mathfun.py": r'''def factorial(n):
    """
    >>> factorial(5)
    120
    >>> factorial(0)
    1
    """
    if n < 0:
        raise ValueError("factorial of negative number")
    if n == 0:
        return 1
    return n * factorial(n - 1)


def choose(n, k):
    """
    >>> choose(5, 2)
    10
    """
    return factorial(n) // (factorial(k) * factorial(n - k))
'''}, ("mathfun.py", "    if n == 0:", "    if n == 1:"),
     "doctest", "crash", "base case misses 0: factorial(0) recurses to -1 -> ValueError in doctest; choose(5, 2) also fails")

case("d_is_prime_square", {"primes.py": r'''def is_prime(n):
    """Trial division.

    >>> [p for p in range(20) if is_prime(p)]
    [2, 3, 5, 7, 11, 13, 17, 19]
    >>> is_prime(49)
    False
    """
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


def primes_below(n):
    return [k for k in range(n) if is_prime(k)]
'''}, ("primes.py", "    while d * d <= n:", "    while d * d < n:"),
     "doctest", "wrong doctest output", "squares of primes (9, 49) reported prime: both doctests fail")

case("d_caesar_wrap", {"caesar.py": r'''"""Caesar cipher for lowercase text."""


def shift_char(c, k):
    """
    >>> shift_char("a", 3)
    'd'
    >>> shift_char("y", 3)
    'b'
    """
    if not c.islower():
        return c
    return chr((ord(c) - ord("a") + k) % 26 + ord("a"))


def encrypt(text, k):
    """
    >>> encrypt("hello, xyz", 3)
    'khoor, abc'
    """
    return "".join(shift_char(c, k) for c in text)


def decrypt(text, k):
    return encrypt(text, -k)
'''}, ("caesar.py", '    return chr((ord(c) - ord("a") + k) % 26 + ord("a"))', '    return chr(ord(c) + k)'),
     "doctest", "wrong doctest output", "no wrap-around: shift_char('y', 3) gives '|' and encrypt doctest fails")

case("d_roman_table", {"roman.py": r'''SYMBOLS = [
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
]


def to_roman(number):
    """Convert 1..3999 to a Roman numeral.

    >>> to_roman(1994)
    'MCMXCIV'
    >>> to_roman(2024)
    'MMXXIV'
    """
    if not 0 < number < 4000:
        raise ValueError("number out of range")
    result = ""
    for value, symbol in SYMBOLS:
        while number >= value:
            result += symbol
            number -= value
    return result
'''}, ("roman.py", '    (90, "XC"),', '    (90, "CX"),'),
     "doctest", "wrong doctest output", "typo in table: to_roman(1994) gives 'MCMCXIV'")

case("d_gcd_subtraction", {"pgcd.py": r'''"""PGCD par soustractions successives (version de la fiche de TD)."""


def pgcd(a, b):
    """
    >>> pgcd(12, 18)
    6
    >>> pgcd(7, 7)
    7
    """
    if a <= 0 or b <= 0:
        raise ValueError("a et b doivent être strictement positifs")
    while a != b:
        if a > b:
            a = a - b
        else:
            b = b - a
    return a


def simplifier(num, den):
    """
    >>> simplifier(6, 8)
    (3, 4)
    """
    d = pgcd(num, den)
    return num // d, den // d
'''}, ("pgcd.py", "            b = b - a", "            b = b - b"),
     "doctest", "hang", "b becomes 0, then a = a - 0 forever: pgcd(12, 18) and simplifier(6, 8) never return")

case("d_transpose_range", {"matrix.py": r'''def transpose(m):
    """
    >>> transpose([[1, 2, 3], [4, 5, 6]])
    [[1, 4], [2, 5], [3, 6]]
    """
    rows = len(m)
    cols = len(m[0])
    return [[m[i][j] for i in range(rows)] for j in range(cols)]


def matmul(a, b):
    """
    >>> matmul([[1, 2], [3, 4]], [[5, 6], [7, 8]])
    [[19, 22], [43, 50]]
    """
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]
'''}, ("matrix.py", "    return [[m[i][j] for i in range(rows)] for j in range(cols)]", "    return [[m[i][j] for i in range(rows)] for j in range(rows)]"),
     "doctest", "wrong doctest output", "non-square matrices lose columns: transpose 2x3 doctest gives [[1, 4], [2, 5]] (square matmul doctest still passes)")

case("d_stack_pop", {"stack.py": r'''class Stack:
    """Last-in first-out stack.

    >>> s = Stack()
    >>> s.push(1); s.push(2); s.push(3)
    >>> s.pop()
    3
    >>> s.peek()
    2
    >>> len(s)
    2
    """

    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()

    def peek(self):
        return self.items[-1]

    def __len__(self):
        return len(self.items)


def reverse_words(sentence):
    """
    >>> reverse_words("one two three")
    'three two one'
    """
    s = Stack()
    for w in sentence.split():
        s.push(w)
    out = []
    while len(s):
        out.append(s.pop())
    return " ".join(out)
'''}, ("stack.py", "        return self.items.pop()", "        return self.items.pop(0)"),
     "doctest", "wrong doctest output", "pop() removes the oldest item: s.pop() gives 1, peek gives 3, reverse_words gives 'one two three'")

case("d_eq_slip", {"dupes.py": r'''def has_duplicates(values):
    """
    >>> has_duplicates([1, 2, 3, 2])
    True
    >>> has_duplicates(["a", "b"])
    False
    """
    seen = set()
    found = False
    for v in values:
        if v in seen:
            found = True
            break
        seen.add(v)
    return found
'''}, ("dupes.py", "            found = True", "            found == True"),
     "doctest", "wrong doctest output", "comparison instead of assignment (still compiles): has_duplicates([1, 2, 3, 2]) returns False")
