# Homework 6: recursion
def factorial(n):
    if n == 0:
        return 1
    return n * factorial(n - 1)

def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2

def power(base, exp):
    if exp == 0:
        return 1
    elif exp % 2 == 0:
        half = power(base, exp // 2)
        return half * half
    else:
        return base * power(base, exp - 1)

def sum_digits(n):
    if n < 10:
        return n
    return n % 10 + sum_digits(n // 10)

print("5! =", factorial(5))
print("fib(10) =", fib(10))
print("2^10 =", power(2, 10))
print("sum of digits of 1234 =", sum_digits(1234)
