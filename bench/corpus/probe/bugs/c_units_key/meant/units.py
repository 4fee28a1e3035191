FACTORS = {
    "mm": 0.001,
    "cm": 0.01,
    "m": 1.0,
    "km": 1000.0,
    "in": 0.0254,
    "ft": 0.3048,
}


def convert(value, src, dst):
    if src not in FACTORS or dst not in FACTORS:
        raise KeyError(f"unknown unit {src!r} or {dst!r}")
    return value * FACTORS[src] / FACTORS[dst]
