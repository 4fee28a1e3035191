total = 0   running sum of the prices
for p in [3, 5]:
    total += p
