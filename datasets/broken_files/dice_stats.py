import random
from collections import Counter

def roll(n_dice, sides=6):
    return [random.randint(1, sides) for _ in range(n_dice)

def simulate(trials, n_dice):
    totals = Counter()
    for _ in range(trials)
        totals[sum(roll(n_dice))] += 1
    return totals

def histogram(totals, width=50):
    biggest = max(totals.values())
    for total in sorted(totals):
        bar = "#" * int(totals[total] / biggest * width
        print "%3d %s" % (total, bar)

def most_common(totals):
    return totals.most_common(1)[0][0]

if __name__ == "__main__"
    t = simulate(10000, 2)
    histogram(t)
    print("most common total:", most_common(t))
