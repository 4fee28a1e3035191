def f(entries):
    foreach e in entries:
        if e =< 0:
            print(e)
