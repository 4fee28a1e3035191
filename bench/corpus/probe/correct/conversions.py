ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(n):
    """
    >>> to_roman(1994)
    'MCMXCIV'
    >>> to_roman(0)
    Traceback (most recent call last):
    ...
    ValueError: out of range
    """
    if not 0 < n < 4000:
        raise ValueError("out of range")
    out = []
    for value, sym in ROMAN:
        while n >= value:
            out.append(sym)
            n -= value
    return "".join(out)


def from_roman(s):
    """
    >>> from_roman("MCMXCIV")
    1994
    >>> from_roman("iii")
    3
    """
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    s = s.upper()
    total = 0
    for i, ch in enumerate(s):
        v = values[ch]
        if i + 1 < len(s) and values[s[i + 1]] > v:
            total -= v
        else:
            total += v
    return total


def to_base(n, base):
    """
    >>> to_base(255, 16)
    'FF'
    >>> to_base(10, 2)
    '1010'
    >>> to_base(0, 7)
    '0'
    >>> to_base(-5, 2)
    '-101'
    """
    if not 2 <= base <= 36:
        raise ValueError("base must be in 2..36")
    digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n > 0:
        n, r = divmod(n, base)
        out.append(digits[r])
    return sign + "".join(reversed(out))


def from_base(s, base):
    """
    >>> from_base("ff", 16)
    255
    """
    return int(s, base)


def celsius_to_fahrenheit(c):
    """
    >>> celsius_to_fahrenheit(100)
    212.0
    """
    return c * 9 / 5 + 32


def fahrenheit_to_celsius(f):
    """
    >>> fahrenheit_to_celsius(212)
    100.0
    """
    return (f - 32) * 5 / 9


def km_to_miles(km):
    return km * 0.621371


def miles_to_km(mi):
    return mi / 0.621371


def bytes_to_hex(data):
    """
    >>> bytes_to_hex(b"\\x00\\xffA")
    '00ff41'
    """
    return "".join(f"{b:02x}" for b in data)


def hex_to_bytes(s):
    """
    >>> hex_to_bytes("00ff41")
    b'\\x00\\xffA'
    """
    if len(s) % 2:
        raise ValueError("odd-length hex string")
    return bytes(int(s[i:i + 2], 16) for i in range(0, len(s), 2))


def number_to_words(n):
    """
    >>> number_to_words(0)
    'zero'
    >>> number_to_words(42)
    'forty-two'
    >>> number_to_words(115)
    'one hundred fifteen'
    """
    ones = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
    tens = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
    if not 0 <= n < 1000:
        raise ValueError("only 0..999 supported")
    if n < 20:
        return ones[n]
    if n < 100:
        return tens[n // 10] + ("" if n % 10 == 0 else "-" + ones[n % 10])
    rest = n % 100
    return ones[n // 100] + " hundred" + ("" if rest == 0 else " " + number_to_words(rest))


if __name__ == "__main__":
    for y in (1987, 2024, 3999):
        print(y, to_roman(y), from_roman(to_roman(y)))
    print(round(km_to_miles(42.195), 2), round(miles_to_km(26.2), 2))
