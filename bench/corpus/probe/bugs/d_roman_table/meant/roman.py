SYMBOLS = [
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
