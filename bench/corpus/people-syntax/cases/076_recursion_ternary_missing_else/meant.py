def bigger(a, b):
    return a if a > b else b


def max_of(lst):
    if len(lst) == 1:
        return lst[0]
    return bigger(lst[0], max_of(lst[1:]))


fact = lambda n: 1 if n == 0 else n * fact(n - 1)


def power(base, exp):
    if exp == 0:
        return 1
    half = power(base, exp // 2)
    if exp % 2 == 0:
        return half * half
    return half * half * base


print(max_of([3, 17, 4, 9]))
print(fact(6))
print(power(2, 10))
