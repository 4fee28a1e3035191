# Lab 6 - primes
# Kevin Nguyen

def is_prime(n):
    if (n < 2):
        return False;
    if (n == 2):
        return True;
    if (n % 2 == 0):
        return False;
    i = 3;
    while (i * i <= n)
        if (n % i == 0):
            return False;
        i = i + 2;
    return True;

def primes_up_to(limit):
    result = [];
    for n in range(2, limit + 1):
        if (is_prime(n)):
            result.append(n);
    return result;

def twin_primes(primes):
    pairs = [];
    for k in range(len(primes) - 1):
        if (primes[k + 1] - primes[k] == 2):
            pairs.append((primes[k], primes[k + 1]));
    return pairs;

N = int(input("Enter N: "));
ps = primes_up_to(N);
print("There are", len(ps), "primes up to", N);
print(ps);
print("Twin primes:");
for p in twin_primes(ps):
    print(p);
if (N == 2 || N == 3):
    print("(that's a small N)");
