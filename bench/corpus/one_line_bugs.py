"""Forty small projects, each a classic algorithm with a one-line bug and
tests that expose it: the corpus of test-guided repair's benchmark
(`bench/src/bin/repair_tests_corpus.rs`). Written for this project, in the
way people write such programs; each bug is the kind a person makes (the
edit operator that undoes it is named), each reference fix is the line as
the correct program has it.

    python3 one_line_bugs.py OUT_DIR

writes OUT_DIR/NN_name/{algo.py, test_algo.py, BUG.json}: the buggy
program, its tests, and the bug (operator, buggy line, reference line).
"""

import json
import pathlib
import sys

PROGRAMS = {}


def program(name, source, tests, bugs):
    PROGRAMS[name] = (source, tests, bugs)


program("binary_search", '''
def binary_search(items, target):
    low, high = 0, len(items) - 1
    while low <= high:
        middle = (low + high) // 2
        if items[middle] == target:
            return middle
        if items[middle] < target:
            low = middle + 1
        else:
            high = middle - 1
    return -1
''', '''
from algo import binary_search

def test_found():
    assert binary_search([1, 3, 5, 7, 9], 7) == 3

def test_first_and_last():
    assert binary_search([1, 3, 5, 7, 9], 1) == 0
    assert binary_search([1, 3, 5, 7, 9], 9) == 4

def test_missing():
    assert binary_search([1, 3, 5], 4) == -1

def test_single():
    assert binary_search([2], 2) == 0
''', [
    ("comparison", "    while low < high:", "    while low <= high:"),
    ("add_one", "            low = middle", "            low = middle + 1"),
])

program("bubble_sort", '''
def bubble_sort(values):
    items = list(values)
    for end in range(len(items) - 1, 0, -1):
        for i in range(end):
            if items[i] > items[i + 1]:
                items[i], items[i + 1] = items[i + 1], items[i]
    return items
''', '''
from algo import bubble_sort

def test_sorts():
    assert bubble_sort([5, 2, 9, 1]) == [1, 2, 5, 9]

def test_sorted_already():
    assert bubble_sort([1, 2, 3]) == [1, 2, 3]

def test_empty():
    assert bubble_sort([]) == []

def test_duplicates():
    assert bubble_sort([3, 1, 3, 2]) == [1, 2, 3, 3]
''', [
    ("comparison", "            if items[i] < items[i + 1]:", "            if items[i] > items[i + 1]:"),
])

program("factorial", '''
def factorial(n):
    if n < 0:
        raise ValueError("negative")
    result = 1
    for k in range(2, n + 1):
        result *= k
    return result
''', '''
import pytest
from algo import factorial

def test_small():
    assert factorial(0) == 1
    assert factorial(1) == 1

def test_five():
    assert factorial(5) == 120

def test_ten():
    assert factorial(10) == 3628800

def test_negative():
    with pytest.raises(ValueError):
        factorial(-1)
''', [
    ("off_by_one", "    for k in range(2, n):", "    for k in range(2, n + 1):"),
    ("arithmetic", "        result += k", "        result *= k"),
])

program("gcd", '''
def gcd(a, b):
    while b != 0:
        a, b = b, a % b
    return abs(a)


def lcm(a, b):
    if a == 0 or b == 0:
        return 0
    return abs(a * b) // gcd(a, b)
''', '''
from algo import gcd, lcm

def test_gcd():
    assert gcd(12, 18) == 6
    assert gcd(17, 5) == 1

def test_gcd_zero():
    assert gcd(0, 7) == 7

def test_lcm():
    assert lcm(4, 6) == 12

def test_lcm_zero():
    assert lcm(0, 3) == 0
    assert lcm(0, 0) == 0
''', [
    ("arguments", "        a, b = b, b % a", "        a, b = b, a % b"),
    ("variable", "    return abs(b)", "    return abs(a)"),
])

program("is_palindrome", '''
def is_palindrome(text):
    letters = [c.lower() for c in text if c.isalnum()]
    left, right = 0, len(letters) - 1
    while left < right:
        if letters[left] != letters[right]:
            return False
        left += 1
        right -= 1
    return True
''', '''
from algo import is_palindrome

def test_word():
    assert is_palindrome("Level")

def test_sentence():
    assert is_palindrome("A man, a plan, a canal: Panama")

def test_not():
    assert not is_palindrome("python")

def test_empty():
    assert is_palindrome("")
''', [
    ("builtin", "    return False", "    return True"),
    ("loop_update", None, "        right -= 1"),
])

program("max_subarray", '''
def max_subarray(numbers):
    best = current = numbers[0]
    for value in numbers[1:]:
        current = max(value, current + value)
        best = max(best, current)
    return best
''', '''
from algo import max_subarray

def test_mixed():
    assert max_subarray([-2, 1, -3, 4, -1, 2, 1, -5, 4]) == 6

def test_all_negative():
    assert max_subarray([-3, -1, -2]) == -1

def test_single():
    assert max_subarray([5]) == 5

def test_all_positive():
    assert max_subarray([1, 2, 3]) == 6
''', [
    ("builtin", "        best = min(best, current)", "        best = max(best, current)"),
    ("variable", "        current = max(value, best + value)", "        current = max(value, current + value)"),
])

program("fibonacci", '''
def fibonacci(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
''', '''
from algo import fibonacci

def test_start():
    assert fibonacci(0) == 0
    assert fibonacci(1) == 1

def test_ten():
    assert fibonacci(10) == 55

def test_twenty():
    assert fibonacci(20) == 6765
''', [
    ("return_value", "    return b", "    return a"),
])

program("count_vowels", '''
def count_vowels(text):
    count = 0
    for char in text.lower():
        if char in "aeiou":
            count += 1
    return count
''', '''
from algo import count_vowels

def test_word():
    assert count_vowels("Banana") == 3

def test_none():
    assert count_vowels("rhythm") == 0

def test_upper():
    assert count_vowels("AEIOU") == 5
''', [
    ("comparison", '        if char not in "aeiou":', '        if char in "aeiou":'),
    ("off_by_one", "            count += 2", "            count += 1"),
])

program("flatten", '''
def flatten(nested):
    out = []
    for item in nested:
        if isinstance(item, list):
            out.extend(flatten(item))
        else:
            out.append(item)
    return out
''', '''
from algo import flatten

def test_flat():
    assert flatten([1, 2, 3]) == [1, 2, 3]

def test_nested():
    assert flatten([1, [2, [3, 4]], 5]) == [1, 2, 3, 4, 5]

def test_empty():
    assert flatten([[], [[]]]) == []
''', [
    ("method", "            out.append(flatten(item))", "            out.extend(flatten(item))"),
])

program("running_average", '''
def running_average(values):
    averages = []
    total = 0
    for count, value in enumerate(values, start=1):
        total += value
        averages.append(total / count)
    return averages
''', '''
from algo import running_average

def test_averages():
    assert running_average([2, 4, 6]) == [2.0, 3.0, 4.0]

def test_one():
    assert running_average([5]) == [5.0]

def test_empty():
    assert running_average([]) == []
''', [
    ("variable", "        averages.append(value / count)", "        averages.append(total / count)"),
    ("off_by_one", "    for count, value in enumerate(values, start=0):", "    for count, value in enumerate(values, start=1):"),
])

program("merge_sorted", '''
def merge_sorted(left, right):
    merged = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged
''', '''
from algo import merge_sorted

def test_merge():
    assert merge_sorted([1, 4, 9], [2, 3, 10]) == [1, 2, 3, 4, 9, 10]

def test_one_empty():
    assert merge_sorted([], [1, 2]) == [1, 2]
    assert merge_sorted([3], []) == [3]

def test_equal():
    assert merge_sorted([1, 1], [1]) == [1, 1, 1]
''', [
    ("remove_one", "    merged.extend(left[i + 1:])", "    merged.extend(left[i:])"),
    ("copy_statement", None, "    merged.extend(right[j:])"),
])

program("word_frequencies", '''
def word_frequencies(text):
    counts = {}
    for word in text.lower().split():
        word = word.strip(".,!?")
        if word:
            counts[word] = counts.get(word, 0) + 1
    return counts
''', '''
from algo import word_frequencies

def test_counts():
    assert word_frequencies("the cat and the hat") == {"the": 2, "cat": 1, "and": 1, "hat": 1}

def test_punctuation():
    assert word_frequencies("Hi! hi.") == {"hi": 2}

def test_empty():
    assert word_frequencies("") == {}
''', [
    ("remove_one", "            counts[word] = counts.get(word, 1) + 1", "            counts[word] = counts.get(word, 0) + 1"),
])

program("primes", '''
def primes_up_to(limit):
    if limit < 2:
        return []
    sieve = [True] * (limit + 1)
    sieve[0] = sieve[1] = False
    for n in range(2, int(limit ** 0.5) + 1):
        if sieve[n]:
            for multiple in range(n * n, limit + 1, n):
                sieve[multiple] = False
    return [n for n, prime in enumerate(sieve) if prime]
''', '''
from algo import primes_up_to

def test_thirty():
    assert primes_up_to(30) == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]

def test_small():
    assert primes_up_to(0) == []
    assert primes_up_to(1) == []
    assert primes_up_to(2) == [2]

def test_square():
    assert primes_up_to(25)[-1] == 23
''', [
    ("add_one", "            for multiple in range(n * n, limit, n):", "            for multiple in range(n * n, limit + 1, n):"),
    ("guard", None, "    if limit < 2:\n        return []"),
])

program("stack", '''
class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        if not self.items:
            raise IndexError("empty stack")
        return self.items.pop()

    def peek(self):
        return self.items[-1]

    def __len__(self):
        return len(self.items)
''', '''
import pytest
from algo import Stack

def test_lifo():
    s = Stack()
    s.push(1)
    s.push(2)
    assert s.pop() == 2
    assert s.pop() == 1

def test_peek():
    s = Stack()
    s.push("a")
    s.push("b")
    assert s.peek() == "b"
    assert len(s) == 2

def test_empty():
    with pytest.raises(IndexError):
        Stack().pop()
''', [
    ("method", "        return self.items.pop(0)", "        return self.items.pop()"),
    ("off_by_one", "        return self.items[0]", "        return self.items[-1]"),
])

program("queue", '''
class Queue:
    def __init__(self):
        self.items = []

    def enqueue(self, item):
        self.items.append(item)

    def dequeue(self):
        return self.items.pop(0)

    def is_empty(self):
        return len(self.items) == 0
''', '''
from algo import Queue

def test_fifo():
    q = Queue()
    q.enqueue(1)
    q.enqueue(2)
    assert q.dequeue() == 1
    assert q.dequeue() == 2

def test_empty():
    q = Queue()
    assert q.is_empty()
    q.enqueue(3)
    assert not q.is_empty()
''', [
    ("method", "        self.items.insert(0, item)", "        self.items.append(item)"),
    ("comparison", "        return len(self.items) != 0", "        return len(self.items) == 0"),
])

program("celsius", '''
def to_fahrenheit(celsius):
    return celsius * 9 / 5 + 32


def to_celsius(fahrenheit):
    return (fahrenheit - 32) * 5 / 9
''', '''
from algo import to_celsius, to_fahrenheit

def test_freezing():
    assert to_fahrenheit(0) == 32
    assert to_celsius(32) == 0

def test_boiling():
    assert to_fahrenheit(100) == 212
    assert to_celsius(212) == 100

def test_body():
    assert round(to_celsius(98.6), 1) == 37.0
''', [
    ("arithmetic", "    return (fahrenheit + 32) * 5 / 9", "    return (fahrenheit - 32) * 5 / 9"),
])

program("leap_year", '''
def is_leap(year):
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return False
    return year % 4 == 0
''', '''
from algo import is_leap

def test_common():
    assert not is_leap(2023)

def test_leap():
    assert is_leap(2024)

def test_century():
    assert not is_leap(1900)

def test_four_hundred():
    assert is_leap(2000)
''', [
    ("builtin", "        return True\n    if year % 100 == 0:\n        return True", "        return True\n    if year % 100 == 0:\n        return False"),
])

program("reverse_words", '''
def reverse_words(sentence):
    words = sentence.split()
    words.reverse()
    return " ".join(words)
''', '''
from algo import reverse_words

def test_sentence():
    assert reverse_words("hello big world") == "world big hello"

def test_spaces():
    assert reverse_words("  a   b ") == "b a"

def test_one():
    assert reverse_words("x") == "x"
''', [
    ("delete_statement", "    words.reverse()\n    words.reverse()", "    words.reverse()"),
])

program("matrix", '''
def transpose(matrix):
    if not matrix:
        return []
    rows, cols = len(matrix), len(matrix[0])
    return [[matrix[r][c] for r in range(rows)] for c in range(cols)]


def identity(n):
    return [[1 if r == c else 0 for c in range(n)] for r in range(n)]
''', '''
from algo import identity, transpose

def test_transpose():
    assert transpose([[1, 2, 3], [4, 5, 6]]) == [[1, 4], [2, 5], [3, 6]]

def test_empty():
    assert transpose([]) == []

def test_identity():
    assert identity(2) == [[1, 0], [0, 1]]
''', [
    ("variable", "    return [[matrix[r][c] for r in range(cols)] for c in range(cols)]", "    return [[matrix[r][c] for r in range(rows)] for c in range(cols)]"),
])

program("digits_sum", '''
def digit_sum(n):
    n = abs(n)
    total = 0
    while n > 0:
        total += n % 10
        n //= 10
    return total
''', '''
from algo import digit_sum

def test_number():
    assert digit_sum(1234) == 10

def test_zero():
    assert digit_sum(0) == 0

def test_negative():
    assert digit_sum(-56) == 11
''', [
    ("arithmetic", "        n /= 10", "        n //= 10"),
    ("comparison", "    while n >= 0:", "    while n > 0:"),
])

program("find_max", '''
def find_max(values):
    if not values:
        return None
    best = values[0]
    for value in values[1:]:
        if value > best:
            best = value
    return best
''', '''
from algo import find_max

def test_max():
    assert find_max([3, 8, 2, 5]) == 8

def test_negative():
    assert find_max([-4, -2, -9]) == -2

def test_empty():
    assert find_max([]) is None
''', [
    ("guard", None, "    if not values:\n        return None"),
    ("missing_return", "    best", "    return best"),
])

program("caesar", '''
def encrypt(text, shift):
    out = []
    for char in text:
        if char.isalpha():
            base = ord("A") if char.isupper() else ord("a")
            out.append(chr((ord(char) - base + shift) % 26 + base))
        else:
            out.append(char)
    return "".join(out)


def decrypt(text, shift):
    return encrypt(text, -shift)
''', '''
from algo import decrypt, encrypt

def test_encrypt():
    assert encrypt("Hello, World!", 3) == "Khoor, Zruog!"

def test_wraps():
    assert encrypt("xyz", 3) == "abc"

def test_round_trip():
    assert decrypt(encrypt("Secret", 11), 11) == "Secret"
''', [
    ("arithmetic", "            out.append(chr((ord(char) - base + shift) % 26 - base))", "            out.append(chr((ord(char) - base + shift) % 26 + base))"),
    ("negation", "    return encrypt(text, shift)", "    return encrypt(text, -shift)"),
])

program("unique", '''
def unique(values):
    seen = set()
    out = []
    for value in values:
        if value not in seen:
            seen.add(value)
            out.append(value)
    return out
''', '''
from algo import unique

def test_order_kept():
    assert unique([3, 1, 3, 2, 1]) == [3, 1, 2]

def test_empty():
    assert unique([]) == []

def test_all_same():
    assert unique([7, 7, 7]) == [7]
''', [
    ("copy_statement", None, "            seen.add(value)"),
])

program("power", '''
def power(base, exponent):
    if exponent == 0:
        return 1
    half = power(base, exponent // 2)
    if exponent % 2 == 0:
        return half * half
    return half * half * base
''', '''
from algo import power

def test_zero():
    assert power(5, 0) == 1

def test_even():
    assert power(2, 10) == 1024

def test_odd():
    assert power(3, 5) == 243
''', [
    ("off_by_one", "    if exponent % 2 == 1:", "    if exponent % 2 == 0:"),
])

program("anagram", '''
def is_anagram(first, second):
    clean = lambda s: sorted(s.replace(" ", "").lower())
    return clean(first) == clean(second)
''', '''
from algo import is_anagram

def test_yes():
    assert is_anagram("Listen", "Silent")

def test_spaces():
    assert is_anagram("dormitory", "dirty room")

def test_no():
    assert not is_anagram("abc", "abd")
''', [
    ("comparison", "    return clean(first) != clean(second)", "    return clean(first) == clean(second)"),
])

program("chunks", '''
def chunks(values, size):
    if size <= 0:
        raise ValueError("size must be positive")
    return [values[i:i + size] for i in range(0, len(values), size)]
''', '''
import pytest
from algo import chunks

def test_even():
    assert chunks([1, 2, 3, 4], 2) == [[1, 2], [3, 4]]

def test_rest():
    assert chunks([1, 2, 3], 2) == [[1, 2], [3]]

def test_bad_size():
    with pytest.raises(ValueError):
        chunks([1], 0)
''', [
    ("remove_one", "    return [values[i:i + size + 1] for i in range(0, len(values), size)]", "    return [values[i:i + size] for i in range(0, len(values), size)]"),
])

program("triangle", '''
def triangle_kind(a, b, c):
    sides = sorted([a, b, c])
    if sides[0] + sides[1] <= sides[2]:
        return "invalid"
    if a == b == c:
        return "equilateral"
    if a == b or b == c or a == c:
        return "isosceles"
    return "scalene"
''', '''
from algo import triangle_kind

def test_equilateral():
    assert triangle_kind(2, 2, 2) == "equilateral"

def test_isosceles():
    assert triangle_kind(2, 2, 3) == "isosceles"
    assert triangle_kind(3, 2, 3) == "isosceles"

def test_scalene():
    assert triangle_kind(3, 4, 5) == "scalene"

def test_invalid():
    assert triangle_kind(1, 2, 3) == "invalid"
''', [
    ("comparison", "    if sides[0] + sides[1] < sides[2]:", "    if sides[0] + sides[1] <= sides[2]:"),
    ("boolean", "    if a == b or b == c and a == c:", "    if a == b or b == c or a == c:"),
])

program("bank", '''
class Account:
    def __init__(self, balance=0):
        self.balance = balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount
        return self.balance
''', '''
import pytest
from algo import Account

def test_deposit():
    a = Account()
    a.deposit(50)
    assert a.balance == 50

def test_withdraw():
    a = Account(100)
    assert a.withdraw(30) == 70

def test_overdraw():
    with pytest.raises(ValueError):
        Account(10).withdraw(20)

def test_bad_deposit():
    with pytest.raises(ValueError):
        Account().deposit(0)
''', [
    ("arithmetic", "        self.balance += amount\n        return self.balance", "        self.balance -= amount\n        return self.balance"),
    ("comparison", "        if amount < 0:", "        if amount <= 0:"),
])

program("rle", '''
def run_length(text):
    if not text:
        return ""
    out = []
    current, count = text[0], 1
    for char in text[1:]:
        if char == current:
            count += 1
        else:
            out.append(f"{count}{current}")
            current, count = char, 1
    out.append(f"{count}{current}")
    return "".join(out)
''', '''
from algo import run_length

def test_runs():
    assert run_length("aaabccdddd") == "3a1b2c4d"

def test_single():
    assert run_length("x") == "1x"

def test_empty():
    assert run_length("") == ""
''', [
    ("copy_statement", "    return", '    out.append(f"{count}{current}")\n    return'),
])

program("second_largest", '''
def second_largest(values):
    unique = sorted(set(values))
    if len(unique) < 2:
        return None
    return unique[-2]
''', '''
from algo import second_largest

def test_basic():
    assert second_largest([4, 1, 7, 3]) == 4

def test_duplicates():
    assert second_largest([5, 5, 2]) == 2

def test_too_short():
    assert second_largest([9]) is None
''', [
    ("off_by_one", "    return unique[-1]", "    return unique[-2]"),
])

program("clamp", '''
def clamp(value, low, high):
    if low > high:
        raise ValueError("empty range")
    return max(low, min(value, high))
''', '''
import pytest
from algo import clamp

def test_inside():
    assert clamp(5, 0, 10) == 5

def test_below():
    assert clamp(-3, 0, 10) == 0

def test_above():
    assert clamp(42, 0, 10) == 10

def test_bad_range():
    with pytest.raises(ValueError):
        clamp(1, 5, 2)
''', [
    ("arguments", "    return max(high, min(value, low))", "    return max(low, min(value, high))"),
])

program("vowel_positions", '''
def vowel_positions(word):
    positions = []
    for index, char in enumerate(word):
        if char.lower() in "aeiou":
            positions.append(index)
    return positions
''', '''
from algo import vowel_positions

def test_word():
    assert vowel_positions("Python") == [4]

def test_many():
    assert vowel_positions("Education") == [0, 2, 4, 6, 7]

def test_none():
    assert vowel_positions("xyz") == []
''', [
    ("missing_return", None, "    return positions"),
])

program("insertion_sort", '''
def insertion_sort(values):
    items = list(values)
    for i in range(1, len(items)):
        key = items[i]
        j = i - 1
        while j >= 0 and items[j] > key:
            items[j + 1] = items[j]
            j -= 1
        items[j + 1] = key
    return items
''', '''
from algo import insertion_sort

def test_sorts():
    assert insertion_sort([4, 3, 1, 2]) == [1, 2, 3, 4]

def test_one():
    assert insertion_sort([1]) == [1]

def test_reverse():
    assert insertion_sort([5, 4, 3, 2, 1]) == [1, 2, 3, 4, 5]
''', [
    ("comparison", "        while j > 0 and items[j] > key:", "        while j >= 0 and items[j] > key:"),
])



def main(out):
    out = pathlib.Path(out)
    number = 0
    for name, (source, tests, bugs) in PROGRAMS.items():
        source = source.lstrip("\n")
        for operator, buggy, reference in bugs:
            if reference not in source:
                raise SystemExit(f"{name}: reference {reference!r} not in the program")
            broken = source.replace(reference + "\n", "", 1) if buggy is None else source.replace(reference, buggy, 1)
            number += 1
            project = out / f"{number:02d}_{name}"
            project.mkdir(parents=True, exist_ok=True)
            (project / "algo.py").write_text(broken)
            (project / "test_algo.py").write_text(tests.lstrip("\n"))
            (project / "BUG.json").write_text(json.dumps({
                "program": name,
                "operator": operator,
                "buggy": buggy,
                "reference": reference,
                "fixed": source,
            }, indent=1))
    print(number, "projects")


if __name__ == "__main__":
    main(sys.argv[1])
