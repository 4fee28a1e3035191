import re

UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_duration(text):
    """Parse strings like '1h30m' or '45s' into a list of (value, unit).

    Raises ValueError on anything else.
    """
    parts = re.findall(r"(\d+)([smhd])", text)
    if not parts or "".join(a + b for a, b in parts) != text:
        raise ValueError("bad duration: %r" % text)
    return [(int(v), u) for v, u in parts]


def to_seconds(text):
    """Total number of seconds in a duration string, e.g. '2m' -> 120."""
    return sum(v * UNITS[u] for v, u in parse_duration(text))


for t in ["45s", "1h30m", "2d", "10x"]:
    try:
        print(t, to_seconds(t))
    except ValueError as e:
        print(e)
