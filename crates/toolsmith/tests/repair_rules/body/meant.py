def f(x):
    y = x * 2
    return y
