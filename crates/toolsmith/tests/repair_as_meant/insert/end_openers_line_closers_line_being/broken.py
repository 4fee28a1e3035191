def f(r):
    d = {
        "top": list(
            r.values("t")[:5
        ),
    }
    return d
