"""Caesar cipher for lowercase text."""


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
