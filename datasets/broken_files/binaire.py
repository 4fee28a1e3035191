# Conversions binaire / décimal / hexadécimal
# Exercice 5 – à rendre vendredi

def décimal_vers_binaire(n):
    if n == 0
        return "0"
    chiffres = []
    while n > 0
        chiffres.append(str(n % 2)
        n //= 2
    return "".join(reversed(chiffres))

def binaire_vers_décimal(b)
    total = 0
    for chiffre in b:
        total = total * 2 + int(chiffre)
    return total

def vers_hexa(n):
    symboles = "0123456789ABCDEF
    if n < 16:
        return symboles[n]
    return vers_hexa(n // 16) + symboles[n % 16]

for n in [0, 5, 10, 255, 1024]:
    b = décimal_vers_binaire(n)
    print(n, "->", b, "->", binaire_vers_décimal(b), “hexa :”, vers_hexa(n))
