import math


def circle_area(r):
    return 3.14 * r * r

Here is a more precise version using math.pi:
def circle_area(r):
    if r < 0:
        raise ValueError("radius must be positive")
    return math.pi * r ** 2


print(circle_area(2))
