# copied from the tutorial
>>> x = [3, 1, 2]
>>> x.sort()
>>> print(x)
>>> squares = {n: n * n for n in x}
>>> print(squares)
