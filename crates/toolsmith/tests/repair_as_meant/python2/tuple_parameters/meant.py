import math


def distance(x1_y1, x2_y2):
    """Straight-line distance between two points."""
    (x1, y1), (x2, y2) = x1_y1, x2_y2
    return math.hypot(x2 - x1, y2 - y1)


def centre(x_y, scale):
    x, y = x_y
    return x * scale, y * scale
