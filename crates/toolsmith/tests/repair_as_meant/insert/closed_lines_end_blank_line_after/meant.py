def f(a):
    return g(h(a) / 2)


def k():
    pass
