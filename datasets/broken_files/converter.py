"""Unit converter for the physics lab.

Supports length, mass and time.
"""

FACTORS = {
    "length": {"m": 1.0, "cm": 0.01, "km": 1000.0, "in": 0.0254, "ft": 0.3048},
    "mass": {"kg": 1.0, "g": 0.001, "lb": 0.453592}
    "time": {"s": 1.0, "min": 60.0, "h": 3600.0},
}

def kind_of(unit)
    for kind, units in FACTORS.items():
        if unit in units:
            return kind
    raise KeyError(unit)

def convert(value, src, dst):
    """Convert value from unit src to unit dst."""
    kind = kind_of(src)
    if kind_of(dst) != kind
        raise ValueError("cannot convert %s to %s" % (src, dst))
    return value * FACTORS[kind][src] / FACTORS[kind][dst]

def parse(text):
    """Parse '12.5 km to m' into (12.5, 'km', 'm').""
    amount, src, _, dst = text.split()
    return float(amount), src, dst

if __name__ == "__main__":
    while True:
        line = input("convert> ")
        if line in ("q", "quit")
            break
        try:
            value, src, dst = parse(line)
            print(convert(value, src, dst), dst)
        except ValueError, KeyError as err:
            print("error:", err)
