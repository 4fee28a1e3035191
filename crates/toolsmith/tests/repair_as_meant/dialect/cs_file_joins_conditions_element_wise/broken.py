def step(g, n):
    alive = (g == 1) && ((n == 2) || (n == 3))
    born = (g == 0) & (n == 3)
    return alive | born
