x = 1
    return x
def f():
y = 2
