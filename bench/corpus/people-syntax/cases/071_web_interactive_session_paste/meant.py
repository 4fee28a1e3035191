def fib(n):
    a, b = 0, 1
    result = []
    while a < n:
        result.append(a)
        a, b = b, a + b
    return result

fib(100)

squares = [x * x for x in range(10)]
sum(squares)
