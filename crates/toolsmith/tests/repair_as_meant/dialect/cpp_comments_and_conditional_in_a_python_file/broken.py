def clamp_all(values, low, high):
    out = []
    for v in values:
        // keep it inside the range
        v = v < low ? low : v
        v = v > high ? high : v
        out.append(v)   // next one
    return out


def mean(values):
    // empty lists give zero
    return len(values) == 0 ? 0 : sum(values) / len(values)
