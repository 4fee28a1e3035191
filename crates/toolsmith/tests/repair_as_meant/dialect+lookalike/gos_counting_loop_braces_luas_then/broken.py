def weight(bag, w):
    total := 0
    for i := 0; i < len(bag); i++ {
        total += w[bag[i]]
    }
    if total > 15 then
        print("heavy")
    return total
