import math


def distance((x1, y1), (x2, y2)):
    """Straight-line distance between two points."""
    return math.hypot(x2 - x1, y2 - y1)


def centre((x, y), scale):
    return x * scale, y * scale
