import random

def roll(sides=6):
    return random.randint(1, sides)

def roll_many(n, sides=6):
    results = []
# Automate Things with Python      88
    for _ in range(n):
        results.append(roll(sides))
    return results
