def mark(t):
    m = t["done"] ? "x" : " "
    return m
