# Fibonacci avec mémoïsation
# on compare les temps d'exécution

import time

cache = {}

def fib_naif(n):
    if n < 2:
        return n
    return fib_naif(n - 1) + fib_naif(n - 2)

def fib_memo(n):
    if n in cache:
        return cache[n]
    if n < 2:
        résultat = n
    else:
        résultat = fib_memo(n - 1) + fib_memo(n - 2)
    cache[n] = résultat
    return résultat

def chronométrer(fonction, n):
    début = time.time()
    valeur = fonction(n)
    fin = time.time()
    return valeur, fin - début

for n in [10, 20, 25]:
    v1, t1 = chronométrer(fib_naif, n)
    v2, t2 = chronométrer(fib_memo, n
    print(f"n={n}: naïf {t1:.4f}s, mémo {t2:.6f}s")
    if v1 != v2
        print("Erreur : les résultats diffèrent !")
