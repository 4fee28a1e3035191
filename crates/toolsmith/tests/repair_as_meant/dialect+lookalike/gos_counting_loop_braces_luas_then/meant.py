def weight(bag, w):
    total = 0
    for i in range(len(bag)):
        total += w[bag[i]]

    if total > 15:
        print("heavy")
    return total
