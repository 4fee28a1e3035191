"""Décorateurs et générateurs : TD 7."""
import functools
import time


def chrono(fonction)
    @functools.wraps(fonction)
    def enveloppe(*args, **kwargs):
        debut = time.perf_counter()
        resultat = fonction(*args, **kwargs)
        duree = (time.perf_counter() - debut) * 1000
        print(f"{fonction.__name__} : {duree:.3f} ms")
        return resultat
    return enveloppe


def reessayer(fois=3, exceptions=(Exception,)):
    def decorateur(fonction):
        @functools.wraps(fonction)
        def enveloppe(*args, **kwargs):
            derniere = None
            for _ in range(fois):
                try:
                    return fonction(*args, **kwargs)
                except exceptions as e
                    derniere = e
            raise derniere
        return enveloppe
    return decorateur


def memo(fonction):
    cache = {}

    @functools.wraps(fonction)
    def enveloppe(n):
        if n not in cache:
            cache[n] = fonction(n)
        return cache[n]
    enveloppe.cache = cache
    return enveloppe


@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def premiers():
    trouves = []
    n = 2
    while True:
        if all(n % p for p in trouves if p * p <= n):
            trouves.append(n)
            yeild n
        n += 1


def morceaux(iterable, taille):
    lot = []
    for x in iterable:
        lot.append(x)
        if len(lot) = taille:
            yield lot
            lot = []
    if lot:
        yield lot


@chrono
def somme_premiers(k):
    gen = premiers()
    return sum(next(gen) for _ in range(k)


if __name__ == "__main__":
    print(fib(80), len(fib.cache))
    print(somme_premiers(2000))
    print(list(morceaux(range(7), 3))
