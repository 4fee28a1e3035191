def f(x):
    x = f"ee
    return x
