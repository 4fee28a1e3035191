# Bug cases with no evidence in the code (no doctest, main block or literal call that exercises the bug).
CASES = []

def case(name, files, change, evidence, shows, note):
    CASES.append(dict(name=name, files=files, change=change, evidence=evidence, shows=shows, note=note))

case("n_linear_search_index", {"lookup.py": r'''from typing import List, Sequence


def find_index(items: Sequence[str], wanted: str) -> int:
    """Return the position of wanted in items, or -1 if absent."""
    for i, item in enumerate(items):
        if item == wanted:
            return i
    return -1


def find_all(items: Sequence[str], wanted: str) -> List[int]:
    return [i for i, item in enumerate(items) if item == wanted]
'''}, ("lookup.py", "            return i", "            return i + 1", 1),
     "none (type hints)", "wrong value only", "returns position + 1; no doctest/main/caller")

case("n_kadane_init", {"subarray.py": r'''def max_subarray_sum(nums):
    """Largest sum of a contiguous, non-empty slice of nums."""
    if not nums:
        raise ValueError("empty input")
    best = nums[0]
    current = 0
    for x in nums:
        current = max(x, current + x)
        best = max(best, current)
    return best
'''}, ("subarray.py", "    best = nums[0]", "    best = 0"),
     "none", "wrong value only", "all-negative input returns 0 instead of the largest element")

case("n_average_intdiv", {"moyenne.py": r'''def moyenne(notes):
    """Moyenne arithmétique d'une liste de notes."""
    if len(notes) == 0:
        raise ValueError("liste vide")
    return sum(notes) / len(notes)


def mention(notes):
    m = moyenne(notes)
    if m >= 16:
        return "Très bien"
    if m >= 14:
        return "Bien"
    if m >= 12:
        return "Assez bien"
    return "Passable" if m >= 10 else "Ajourné"
'''}, ("moyenne.py", "    return sum(notes) / len(notes)", "    return sum(notes) // len(notes)"),
     "none", "wrong value only", "integer division truncates the average (e.g. [13, 14] -> 13, mention changes)")

case("n_compound_swapped", {"interest.py": r'''import math


def compound(principal: float, rate: float, years: int, per_year: int = 12) -> float:
    """Value of principal after years with compounding per_year times a year."""
    if principal < 0 or rate < 0 or years < 0 or per_year <= 0:
        raise ValueError("arguments must be non-negative")
    growth = math.pow(1 + rate / per_year, per_year * years)
    return round(principal * growth, 2)


def doubling_time(rate: float) -> float:
    return math.log(2) / math.log(1 + rate)
'''}, ("interest.py", "    growth = math.pow(1 + rate / per_year, per_year * years)", "    growth = math.pow(per_year * years, 1 + rate / per_year)"),
     "none (type hints + defaults)", "wrong value only", "swapped arguments to math.pow")

case("n_dedupe_wrong_list", {"dedupe.py": r'''from typing import List


def remove_duplicates(items: List[int]) -> List[int]:
    """Keep first occurrence of each value, preserving order."""
    result = []
    for x in items:
        if x not in result:
            result.append(x)
    return result
'''}, ("dedupe.py", "            result.append(x)", "            items.append(x)"),
     "none (type hints)", "hang", "appends to the list being iterated: any non-empty input loops forever (memory grows)")

case("n_binsearch_lo", {"bsearch.py": r'''from typing import List


def search_insert(nums: List[int], target: int) -> int:
    """Index where target is, or would be inserted, in sorted nums."""
    lo, hi = 0, len(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo
'''}, ("bsearch.py", "            lo = mid + 1", "            lo = mid"),
     "none (type hints)", "hang", "lo = mid makes no progress when nums[mid] < target (e.g. [1], 5)")

case("n_sum_list_base", {"rec.py": r'''def sum_list(xs):
    if len(xs) == 0:
        return 0
    return xs[0] + sum_list(xs[1:])


def count_items(xs):
    if not xs:
        return 0
    return 1 + count_items(xs[1:])
'''}, ("rec.py", "    if len(xs) == 0:", "    if len(xs) == 1:"),
     "none", "crash", "wrong base case: [] -> IndexError, others drop the last element (wrong value)")

case("n_leap_century", {"kalender.py": r'''def ist_schaltjahr(jahr):
    """Gregorianischer Kalender.

    >>> ist_schaltjahr(2024)
    True
    >>> ist_schaltjahr(2023)
    False
    """
    return jahr % 4 == 0 and (jahr % 100 != 0 or jahr % 400 == 0)


def tage_im_jahr(jahr):
    """
    >>> tage_im_jahr(2023)
    365
    """
    return 366 if ist_schaltjahr(jahr) else 365
'''}, ("kalender.py", "    return jahr % 4 == 0 and (jahr % 100 != 0 or jahr % 400 == 0)", "    return jahr % 4 == 0 and (jahr % 100 != 0 or jahr % 400 != 0)"),
     "none (doctests present but do not reveal)", "wrong value only", "wrong comparison in 400-year rule: 2000 -> False, 1900 -> True; the doctests (2024, 2023) still pass")

case("n_fahrenheit_parens", {"temps.py": r'''def to_celsius(fahrenheit):
    return (fahrenheit - 32) * 5 / 9


def to_fahrenheit(celsius):
    return celsius * 9 / 5 + 32


def describe(celsius):
    if celsius < 0:
        return "freezing"
    if celsius < 15:
        return "cold"
    if celsius < 25:
        return "mild"
    return "hot"
'''}, ("temps.py", "    return (fahrenheit - 32) * 5 / 9", "    return fahrenheit - 32 * 5 / 9"),
     "none", "wrong value only", "missing parentheses (operator precedence)")

case("n_inventory_qty", {"stock.py": r'''class Stock:
    def __init__(self):
        self.levels = {}

    def receive(self, sku, qty):
        if qty <= 0:
            raise ValueError("qty must be positive")
        self.levels[sku] = self.levels.get(sku, 0) + qty

    def ship(self, sku, qty):
        have = self.levels.get(sku, 0)
        if qty > have:
            raise ValueError(f"only {have} of {sku} in stock")
        self.levels[sku] = have - qty

    def level(self, sku):
        return self.levels.get(sku, 0)

    def total_units(self):
        return sum(self.levels.values())
'''}, ("stock.py", "        self.levels[sku] = have - qty", "        self.levels[sku] = have - 1"),
     "none", "wrong value only", "ship() always removes one unit regardless of qty")

case("n_reverse_words", {"words.py": r'''def reverse_words(sentence: str) -> str:
    words = sentence.split()
    return " ".join(words[::-1])


def title_case(sentence: str) -> str:
    return " ".join(w.capitalize() for w in sentence.split())
'''}, ("words.py", '    return " ".join(words[::-1])', '    return " ".join(words[::1])'),
     "none (type hints)", "wrong value only", "slice step sign dropped: words come back in original order")

case("n_next_pow2", {"bits.py": r'''def next_power_of_two(n: int) -> int:
    """Smallest power of two >= n (n >= 1)."""
    if n < 1:
        raise ValueError("n must be >= 1")
    p = 1
    while p < n:
        p <<= 1
    return p


def buffer_size(requested: int) -> int:
    return max(64, next_power_of_two(requested))
'''}, ("bits.py", "        p <<= 1", "        p >>= 1"),
     "none (type hints)", "hang", "shift direction swapped: p becomes 0 and never reaches n for any n >= 2")

case("n_none_check", {"tags.py": r'''def add_tag(tag, tags=None):
    """Return the tag list with tag appended (a new list if none given)."""
    if tags is None:
        tags = []
    if tag not in tags:
        tags.append(tag)
    return tags


def normalise(tag):
    return tag.strip().lower().replace(" ", "-")
'''}, ("tags.py", "    if tags is None:", "    if tags is not None:"),
     "none", "crash", "inverted None check: add_tag('x') -> None.append -> AttributeError; with a list given, that list is discarded (add_tag('y', ['x']) -> ['y'], wrong value)")
