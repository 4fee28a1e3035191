def clamp_all(values, low, high):
    out = []
    for v in values:
        # keep it inside the range
        v = low if v < low else v
        v = high if v > high else v
        out.append(v)   # next one
    return out


def mean(values):
    # empty lists give zero
    return 0 if len(values) == 0 else sum(values) / len(values)
