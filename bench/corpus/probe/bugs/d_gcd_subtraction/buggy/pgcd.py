"""PGCD par soustractions successives (version de la fiche de TD)."""


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
            b = b - b
    return a


def simplifier(num, den):
    """
    >>> simplifier(6, 8)
    (3, 4)
    """
    d = pgcd(num, den)
    return num // d, den // d
