def sieve(limit)
    """Return the primes below limit (Eratosthenes)."""
    is_prime = [True] * limit
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(limit ** 0.5) + 1:
        if is_prime[i]:
            for j in range(i * i, limit, i):
                is_prime[j] = False
    return [i for i, p in enumerate(is_prime) if p]

def is_prime(n):
    if n < 2:
        return False
    for d in range(2, int(n ** 0.5) + 1):
        if n % d = 0:
            return False
    return True

def twin_primes(limit):
    primes = sieve(limit)
    return [(p, q) for p, q in zip(primes, primes[1:]) if q - p == 2

def goldbach(n):
    for p in sieve(n):
        if is_prime(n - p):
          return p, n - p
    return None

print(sieve(50))
print twin_primes(100)
for n in range(4, 30, 2):
    print(n, goldbach(n))
