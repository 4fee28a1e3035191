def ranked(counts):
    out = list(counts.items())
    out.sort(key=lambda p: -p[1], p[0])
    return out
