def fib_recursive(n):
    if n <= 1:
        return n
    return fib_recursive(n - 1) + fib_recursive(n - 2)

def fib_iterative(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    retrun a

def fib_memo(n, memo={}):
    if n in memo:
        return memo[n]
    if n <= 1
        return n
    memo[n] = fib_memo(n - 1, memo) + fib_memo(n - 2, memo)
    return memo[n]

def first_terms(count):
    terms = []
    i = 0
    while i < count
        terms.append(fib_iterative(i))
        i += 1
    return terms

print(first_terms(10)
print(fib_memo(50))
