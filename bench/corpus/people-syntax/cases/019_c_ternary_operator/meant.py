def sign(x):
    return "positive" if x > 0 else "non-positive"


def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


values = [-5, 0, 3, 12, 40]
for v in values:
    c = clamp(v, 0, 10)
    print(v, sign(v), c, "clamped" if c != v else "ok")
