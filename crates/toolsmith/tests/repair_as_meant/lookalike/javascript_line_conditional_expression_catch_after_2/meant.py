def mark(t):
    m = "x" if t["done"] else " "
    return m
