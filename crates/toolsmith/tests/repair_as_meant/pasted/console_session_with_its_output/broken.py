>>> prices = {"apple": 0.5, "pear": 0.75}
>>> for fruit, price in sorted(prices.items()):
...     print(fruit, price * 3)
...
apple 1.5
pear 2.25
>>> total = sum(prices.values())
>>> total
1.25
