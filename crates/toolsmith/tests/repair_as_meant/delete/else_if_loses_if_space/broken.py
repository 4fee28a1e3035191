def f(v):
    if v:
        x = 1
    else if:
        x = 2
    return x
