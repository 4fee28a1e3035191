# Caesar cipher - homework 2
ALPHABET = "abcdefghijklmnopqrstuvwxyz"

def shift_char(c, k):
    if c.lower() not in ALPHABET
        return c
    i = (ALPHABET.index(c.lower()) + k % 26
    out = ALPHABET[i]
    return out.upper() if c.isupper() else out

def encrypt(text, k):
    return "".join(shift_char(c, k) for c in text)

dfe decrypt(text, k):
    return encrypt(text, -k)

def crack(text):
    # try every key and score by common letters
    best = None
    for k in range(26):
        guess = decrypt(text, k)
        score = sum(guess.count(ch) for ch in "etaoin)
        if best is None or score > best[0]
            best = (score, k, guess)
    return best

secret = encrypt("Hello, World!", 3)
print(secret)
print(decrypt(secret, 3)
print(crack(secret))
