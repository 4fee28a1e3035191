# צופן קיסר וצופן ויז'נר - תרגיל בקורס מבוא למדעי המחשב
import string

ALEF_BET = string.ascii_lowercase


def caesar(text, shift)
    """מזיז כל אות ב-shift מקומות"""
    result = []
    for ch in text:
        if ch.isalpha() and ch.isascii()
            base = ord("A") if ch.isupper() else ord("a"
            result.append(chr((ord(ch) - base + shift) % 26 + base))
        else:
            result.append(ch)
    return "".join(result)


def vigenere(text, key, decrypt=False):
    # המפתח חוזר על עצמו לאורך הטקסט
    key = [ALEF_BET.index(k) for k in key.lower() if k in ALEF_BET]
    if not key:
        raise ValueError("מפתח ריק)
    out = []
    i = 0
    for ch in text:
        if ch.lower() in ALEF_BET:
            shift = key[i % len(key)]
            if decrypt:
                shift = -shift
            out.append(caesar(ch, shift))
            i += 1
        else:
            out.append(ch)
    return "".join(out)


def frequencies(text):
    counts = {c: 0 for c in ALEF_BET}
    letters = [c for c in text.lower() if c in counts]
    for c in letters:
        counts[c] += 1
    total = len(letters) or 1
    return {c: n / total for c, n in counts.items()}


ENGLISH = {
    "e": 0.127 "t": 0.091, "a": 0.082, "o": 0.075, "i": 0.070,
    "n": 0.067, "s": 0.063, "h": 0.061, "r": 0.060, "d": 0.043,
}


def crack_caesar(cipher):
    # מנסה את כל 26 ההזזות ובוחר את הקרובה ביותר לאנגלית
    best_shift, best_score = 0, float(“inf”)
    for shift in range(26):
        candidate = caesar(cipher, -shift)
        freq = frequencies(candidate)
        score = sum((freq[c] - p) ** 2 for c, p in ENGLISH.items())
        if score < best_score:
            best_shift, best_score = shift, score
    return best_shift, caesar(cipher, -best_shift)


def menu():
    while True:
        print("\n1) קיסר  2) ויז'נר  3) פיצוח  0) יציאה")
        choice = input("> ").strip()
        if choice == "0":
            break
        elif choice == "1"
            text = input("טקסט: ")
            shift = int(input("הזזה: "))
            print(caesar(text, shift))
        elif choice == "2":
            text = input("טקסט: ")
            key = input("מפתח: ")
            mode = input("(e)ncrypt/(d)ecrypt: ")
            print(vigenere(text, key, decrypt=mode.startswith("d")))
        elif choice == "3":
            shift, plain = crack_caesar(input("צופן: "))
            print(f"הזזה {shift}: {plain}")
        else
            print("בחירה לא חוקית")


if __name__ == "__main__":
    secret = caesar("The quick brown fox jumps over the lazy dog", 7)
    print(secret, "->", crack_caesar(secret))
    menu()
