# Rekurzia - cvičenia z predmetu Algoritmy a údajové štruktúry
import sys

sys.setrecursionlimit(10000)


def faktorial(n):
    """Vráti n! rekurzívne.""
    if n < 0:
        raise ValueError("záporné číslo")
    if n <= 1:
        return 1
    return n * faktorial(n - 1)


def fibonacci(n, pamat=None):
    # memoizácia cez slovník
    if pamat is None:
        pamat = {}
    if n in pamat
        return pamat[n]
    if n < 2:
        return n
    pamat[n] = fibonacci(n - 1, pamat) + fibonacci(n - 2, pamat)
    return pamat[n]


def hanoj(n, z="A", na="C", cez="B", tahy=None)
    if tahy is None:
        tahy = []
    if n == 1:
        tahy.append((z, na))
    else
        hanoj(n - 1, z, cez, na, tahy)
        tahy.append((z, na))
        hanoj(n - 1, cez, na, z, tahy)
    return tahy


def permutacie(prvky):
    if len(prvky) <= 1:
        return [list(prvky)]
    vysledok = []
    for i, prvok in enumerate(prvky)
        zvysok = prvky[:i] + prvky[i + 1:]
        for p in permutacie(zvysok):
            vysledok.append([prvok] + p)
    return vysledok


def binarne_hladanie(zoznam, hodnota, lo=0, hi=None):
    if hi is None:
        hi = len(zoznam) - 1
    if lo > hi:
        return -1
    stred = (lo + hi) // 2
    if zoznam[stred] == hodnota:
        return stred
    elif zoznam[stred] < hodnota
        return binarne_hladanie(zoznam, hodnota, stred + 1, hi)
    else:
        return binarne_hladanie(zoznam, hodnota, lo, stred - 1)


def sucet_cifier(n):
    return n if n < 10 else n % 10 + sucet_cifier(n // 10


if __name__ == "__main__":
    print("5! =", faktorial(5))
    print("fib(50) =", fibonacci(50))
    print("Hanojské veže (3):", hanoj(3))
    print("permutácie [1, 2, 3]:", permutacie([1, 2, 3]))
    cisla = list(range(0, 100, 3))
    print("index 42:", binarne_hladanie(cisla, 42))
    print("súčet cifier 98765:" sucet_cifier(98765))
