# dice.py - roll two dice lots of times and count the totals
# CS101 lab 7

import random

ROLLS = 1000

def roll_two()
    a = random.randint(1, 6)
    b = random.randint(1, 6)
    return a + b

counts = {}
for total in range(2, 13):
    counts[total] = 0

for i in range(ROLLS):
    t = roll_two()
    counts[t] = counts[t] + 1'

print("Total  Count  Percent")
for total in range(2, 13):
    percent = counts[total] / ROLLS * 100
    print(total, "    ", counts[total], "    ", round(percent, 1))

most = 2
for total in counts:
    if counts[total] > counts[most]:
        most = total
print("Most common total:", most)

sevens_and_elevens = counts[7] +
    counts[11]
print("7 or 11 came up", sevens_and_elevens, "times")
