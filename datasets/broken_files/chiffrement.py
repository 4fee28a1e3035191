"""Chiffrement de Vigenère (TP de sécurité)."""
# التشفير و فك التشفير بمفتاح


def decaler(c, d):
    # décale une lettre de d positions, garde la casse
    if not c.isalpha():
        return c
    base = ord("a") if c.islower() else ord("A")
    return chr((ord(c) - base + d) % 26 + base


def chiffrer(texte, clé):
    résultat = ""
    j = 0
    for c in texte
        if c.isalpha()
            d = ord(clé[j % len(clé)].lower()) - ord("a")
            résultat += decaler(c, d)
            j += 1
        else:
            résultat += c
        return résultat


def dechiffrer(texte, clé):
    # نفس الشيء بالعكس
    inverse = "".join(chr((26 - (ord(k.lower()) - ord("a"))) % 26 + ord("a")) for k in clé)
    return chiffrer(texte, inverse)


def frequences(texte)
    compte = {}
    for c in texte.lower():
        if c.isalpha():
            compte[c] = compte.get(c, 0) + 1
    return dict(sorted(compte.items(), key=lambda kv: -kv[1]))


if __name__ == "__main__":
    message = "Rendez-vous à la bibliothèque à midi
    clé = "esi"
    secret = chiffrer(message, clé)
    print("chiffré   :", secret)
    print("déchiffré :", dechiffrer(secret, clé))
    print(frequences(secret))
