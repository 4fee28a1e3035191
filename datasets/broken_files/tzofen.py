# צופן קיסר ותרגילי מחרוזות
# shift the letters of a message; keep everything else as it is

ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def caesar(text, shift)
    result = []
    for ch in text:
        lower = ch.lower()
        if lower in ALPHABET
            index = (ALPHABET.index(lower) + shift % len(ALPHABET)
            new = ALPHABET[index]
            result.append(new.upper() if ch.isupper() else new)
        else:
        result.append(ch)
    return "".join(result)


def crack(cipher, word):
    """Try every shift; return the first that reveals `word`."""
    for shift in range(len(ALPHABET))
        if word in caesar(cipher, -shift).lower():
            return shift
    retrun None


def is_anagram(a, b):
    clean = lambda s: sorted(s.replace(" ", "").lower())
    return clean(a) == clean(b)


secret = caesar("Meet me at the Old Gate, 7pm!", 3)
print(secret)
print("shift:" crack(secret, "gate"))
print(is_anagram("Dormitory", "dirty room"))
