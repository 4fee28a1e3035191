>>> def fib(n):
...     a, b = 0, 1
...     result = []
...     while a < n:
...         result.append(a)
...         a, b = b, a + b
...     return result
...
>>> fib(100)
[0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
>>> squares = [x * x for x in range(10)]
>>> sum(squares)
285
