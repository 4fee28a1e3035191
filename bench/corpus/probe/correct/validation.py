"""Functions that deliberately raise on bad input."""
import math


def safe_sqrt(x):
    """
    >>> safe_sqrt(16)
    4.0
    >>> safe_sqrt(-1)
    Traceback (most recent call last):
    ...
    ValueError: cannot take sqrt of negative number
    """
    if x < 0:
        raise ValueError("cannot take sqrt of negative number")
    return math.sqrt(x)


def newton_sqrt(x, eps=1e-12):
    """
    >>> round(newton_sqrt(2), 6)
    1.414214
    >>> newton_sqrt(0)
    0.0
    """
    if x < 0:
        raise ValueError("negative input")
    if not math.isfinite(x):
        raise ValueError("input must be finite")
    if x == 0:
        return 0.0
    guess = x if x >= 1 else 1.0
    while True:
        nxt = 0.5 * (guess + x / guess)
        if abs(nxt - guess) < eps * max(1.0, nxt):
            return nxt
        guess = nxt


def divide(a, b):
    if b == 0:
        raise ZeroDivisionError("b must not be zero")
    return a / b


def parse_age(text):
    """
    >>> parse_age(" 42 ")
    42
    >>> parse_age("-3")
    Traceback (most recent call last):
    ...
    ValueError: age out of range: -3
    """
    value = int(text.strip())
    if value < 0 or value > 150:
        raise ValueError(f"age out of range: {value}")
    return value


def check_password(pw):
    """Return list of problems (empty if OK).

    >>> check_password("abc")
    ['too short', 'no digit', 'no uppercase']
    >>> check_password("Secr3tPass")
    []
    """
    problems = []
    if len(pw) < 8:
        problems.append("too short")
    if not any(c.isdigit() for c in pw):
        problems.append("no digit")
    if not any(c.isupper() for c in pw):
        problems.append("no uppercase")
    return problems


def validate_email(addr):
    """
    >>> validate_email("x@y.com")
    True
    >>> validate_email("nope")
    False
    """
    if addr.count("@") != 1:
        return False
    local, domain = addr.split("@")
    return bool(local) and "." in domain and not domain.startswith(".")


def require_positive(name, value):
    if value <= 0:
        raise ValueError(f"{name} must be positive, got {value}")
    return value


def triangle_area(a, b, c):
    """Heron's formula.

    >>> triangle_area(3, 4, 5)
    6.0
    >>> triangle_area(1, 1, 3)
    Traceback (most recent call last):
    ...
    ValueError: not a triangle
    """
    for name, v in (("a", a), ("b", b), ("c", c)):
        require_positive(name, v)
    if a + b <= c or a + c <= b or b + c <= a:
        raise ValueError("not a triangle")
    s = (a + b + c) / 2
    return math.sqrt(s * (s - a) * (s - b) * (s - c))


def luhn_valid(number):
    """
    >>> luhn_valid("4539 1488 0343 6467")
    True
    >>> luhn_valid("1234 5678 9012 3456")
    False
    """
    digits = [int(c) for c in number if c.isdigit()]
    if not digits:
        raise ValueError("no digits")
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def clamp(x, lo, hi):
    """
    >>> clamp(15, 0, 10), clamp(-2, 0, 10), clamp(5, 0, 10)
    (10, 0, 5)
    """
    if lo > hi:
        raise ValueError("lo > hi")
    return max(lo, min(x, hi))


def isbn10_valid(isbn):
    """
    >>> isbn10_valid("0-306-40615-2")
    True
    >>> isbn10_valid("0-306-40615-3")
    False
    """
    chars = [c for c in isbn if c not in "- "]
    if len(chars) != 10:
        return False
    total = 0
    for i, c in enumerate(chars):
        if c in "Xx" and i == 9:
            v = 10
        elif c.isdigit():
            v = int(c)
        else:
            return False
        total += (10 - i) * v
    return total % 11 == 0
