import random


def roll(sides=6, times=1):
    results = []
    for _ in range(times):
        results.append(random.randint(1, sides))
    return results


print(roll(20, 3))
