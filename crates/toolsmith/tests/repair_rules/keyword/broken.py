def f(x):
    retrun x
