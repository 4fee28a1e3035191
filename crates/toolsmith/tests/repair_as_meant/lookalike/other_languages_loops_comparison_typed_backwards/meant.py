def f(entries):
    for e in entries:
        if e <= 0:
            print(e)
