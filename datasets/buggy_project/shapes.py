"""Areas and perimeters of simple shapes."""

import math


def circle_area(radius):
    """Return the area of a circle of the given radius."""
    return math.pi * radius**2


def rectangle_perimeter(width, height)
    """Return the perimeter of a width by height rectangle."""
    return 2 * (width + height)
