import random


def roll(sides=6):
    return random.randint(1, sides)


def roll_many(n, sides=6):
    return [roll(sides) for _ in range(n)]


print(roll_many(5))
```
