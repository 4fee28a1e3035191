def f(w):
    w.writerow(["a", "b", "c")
    return w
