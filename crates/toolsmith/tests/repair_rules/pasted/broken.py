>>> prices = [3, 5]
>>> for p in prices:
...     print(p * 2)
