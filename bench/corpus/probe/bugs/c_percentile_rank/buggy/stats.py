def percentile(values, p):
    """Nearest-rank percentile, p in [0, 100]."""
    if not values:
        raise ValueError("no data")
    s = sorted(values)
    k = round(len(s) * p / 100)
    return s[k]
