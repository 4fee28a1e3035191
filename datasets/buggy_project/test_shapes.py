"""Tests of shapes."""

import math

from shapes import circle_area, rectangle_perimeter


def test_circle_area():
    """A unit circle's area is pi."""
    assert circle_area(1) == math.pi


def test_rectangle_perimeter():
    """A 2 by 3 rectangle has a perimeter of 10."""
    assert rectangle_perimeter(2, 3) == 10
