"""Petites fonctions d'arithmétique (TP d'informatique)."""
import math


def pgcd(a, b):
    """Plus grand commun diviseur (algorithme d'Euclide).

    >>> pgcd(48, 18)
    6
    >>> pgcd(7, 0)
    7
    """
    while b != 0:
        a, b = b, a % b
    return abs(a)


def pgcd_rec(a, b):
    """
    >>> pgcd_rec(100, 75)
    25
    """
    if b == 0:
        return abs(a)
    return pgcd_rec(b, a % b)


def ppcm(a, b):
    """Plus petit commun multiple.

    >>> ppcm(4, 6)
    12
    >>> ppcm(0, 5)
    0
    """
    if a == 0 or b == 0:
        return 0
    return abs(a * b) // pgcd(a, b)


def est_premier(n):
    """
    >>> est_premier(2)
    True
    >>> est_premier(15)
    False
    >>> est_premier(1)
    False
    """
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


def crible(n):
    """Crible d'Ératosthène : nombres premiers <= n.

    >>> crible(20)
    [2, 3, 5, 7, 11, 13, 17, 19]
    >>> crible(1)
    []
    """
    if n < 2:
        return []
    est = [True] * (n + 1)
    est[0] = est[1] = False
    for i in range(2, int(math.isqrt(n)) + 1):
        if est[i]:
            for j in range(i * i, n + 1, i):
                est[j] = False
    return [i for i, p in enumerate(est) if p]


def facteurs_premiers(n):
    """
    >>> facteurs_premiers(360)
    [2, 2, 2, 3, 3, 5]
    >>> facteurs_premiers(13)
    [13]
    """
    if n < 1:
        raise ValueError("n doit être positif")
    res = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            res.append(d)
            n //= d
        d += 1
    if n > 1:
        res.append(n)
    return res


def somme_chiffres(n):
    """
    >>> somme_chiffres(12345)
    15
    >>> somme_chiffres(-91)
    10
    """
    n = abs(n)
    s = 0
    while n > 0:
        s += n % 10
        n //= 10
    return s


def puissance_rapide(base, exp, mod=None):
    """Exponentiation rapide.

    >>> puissance_rapide(2, 10)
    1024
    >>> puissance_rapide(3, 200, 13)
    9
    """
    if exp < 0:
        raise ValueError("exposant négatif")
    result = 1
    while exp > 0:
        if exp & 1:
            result = result * base
            if mod:
                result %= mod
        base = base * base
        if mod:
            base %= mod
        exp >>= 1
    return result if not mod else result % mod


def est_parfait(n):
    """
    >>> est_parfait(28)
    True
    >>> est_parfait(12)
    False
    """
    if n < 2:
        return False
    return sum(d for d in range(1, n) if n % d == 0) == n


if __name__ == "__main__":
    print("pgcd(48, 18) =", pgcd(48, 18))
    print("premiers <= 50 :", crible(50))
    print("facteurs de 84 :", facteurs_premiers(84))
    print("parfaits < 1000 :", [n for n in range(1000) if est_parfait(n)])
