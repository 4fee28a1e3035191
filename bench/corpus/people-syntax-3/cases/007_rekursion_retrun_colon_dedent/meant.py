# Übung 4: Rekursion
# Name: Jonas Becker, Gruppe B

def fakultaet(n):
    # n! = n * (n-1)!
    if n <= 1:
        return 1
    return n * fakultaet(n - 1)

def fibonacci(n):
    if n == 0:
        return 0
    if n == 1:
        return 1
    return fibonacci(n - 1) + fibonacci(n - 2)

def summe_liste(liste):
    # Summe einer Liste rekursiv
    if len(liste) == 0:
        return 0
    return liste[0] + summe_liste(liste[1:])

def ist_palindrom(wort):
    if len(wort) < 2:
        return True
    if wort[0] != wort[-1]:
        return False
    return ist_palindrom(wort[1:-1])

def potenz(basis, exponent):
    if exponent == 0:
        return 1
    return basis * potenz(basis, exponent - 1)

# Tests
print("5! =", fakultaet(5))
for i in range(10):
    print("fib(" + str(i) + ") =", fibonacci(i))
print("Summe:", summe_liste([3, 8, 1, 9]))
print("otto:", ist_palindrom("otto"))
print("hallo:", ist_palindrom("hallo"))
print("2^10 =", potenz(2, 10))
