def f(v):
    if v:
        x = 1
    else:
        x = 2
    return x
