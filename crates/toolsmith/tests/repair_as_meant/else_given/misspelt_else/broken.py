def simpson(f, a, b, n):
    h = (b - a) / n
    total = f(a) + f(b)
    for k in range(1, n):
        weight = 4 if k % 2 els 2
        total += weight * f(a + k * h)
    return total * h / 3
