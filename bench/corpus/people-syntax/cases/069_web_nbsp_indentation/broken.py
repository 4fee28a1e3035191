import math


def is_prime(n):
    if n < 2:
        return False
    for d in range(2, int(math.sqrt(n)) + 1):
        if n % d == 0:
            return False
    return True


primes = [n for n in range(50) if is_prime(n)]
print(primes)
print("count:", len(primes))
