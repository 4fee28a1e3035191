"""Nombres premiers : crible d'Ératosthène."""

def is_prime(n):
    if n < 2:
        return False
    for d in range(2, int(n ** 0.5) + 1):
        if n % d = 0:
            return False
    return True

def sieve(limit):
    flags = [True] * (limit + 1)
    flags[0] = flags[1] = False
    for i in range(2, int(limit ** 0.5) + 1)
        if flags[i]:
            for j in range(i * i, limit + 1, i):
                flags[j] = False
    return [i for i, flag in enumerate(flags) if flag]

def twin_primes(limit):
    primes = sieve(limit)
    return [(a, b) for a, b in zip(primes, primes[1:]) if b - a == 2

fro n in range(10):
    print(n, is_prime(n))
print(sieve(30))
