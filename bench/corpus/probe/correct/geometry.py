import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def distance_to(self, other: "Point") -> float:
        """
        >>> Point(0, 0).distance_to(Point(3, 4))
        5.0
        """
        return math.hypot(self.x - other.x, self.y - other.y)

    def translate(self, dx: float, dy: float) -> "Point":
        return Point(self.x + dx, self.y + dy)


@dataclass
class Rectangle:
    width: float
    height: float

    def __post_init__(self):
        if self.width < 0 or self.height < 0:
            raise ValueError("negative dimension")

    def area(self) -> float:
        """
        >>> Rectangle(3, 4).area()
        12
        """
        return self.width * self.height

    def perimeter(self) -> float:
        return 2 * (self.width + self.height)

    def is_square(self) -> bool:
        return self.width == self.height


class Circle:
    def __init__(self, radius: float):
        if radius < 0:
            raise ValueError("radius must be non-negative")
        self.radius = radius

    def area(self) -> float:
        """
        >>> round(Circle(2).area(), 4)
        12.5664
        """
        return math.pi * self.radius ** 2

    def circumference(self) -> float:
        return 2 * math.pi * self.radius


def polygon_area(points) -> float:
    """Shoelace formula.

    >>> polygon_area([(0, 0), (4, 0), (4, 3), (0, 3)])
    12.0
    """
    n = len(points)
    if n < 3:
        raise ValueError("need at least 3 points")
    s = 0.0
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        s += x1 * y2 - x2 * y1
    return abs(s) / 2


def centroid(points):
    """
    >>> centroid([(0, 0), (2, 0), (2, 2), (0, 2)])
    (1.0, 1.0)
    """
    n = len(points)
    return (sum(p[0] for p in points) / n, sum(p[1] for p in points) / n)


def orientation(p, q, r) -> int:
    """0 collinear, 1 clockwise, 2 counterclockwise.

    >>> orientation((0, 0), (1, 1), (2, 2)), orientation((0, 0), (1, 0), (1, 1))
    (0, 2)
    """
    val = (q[1] - p[1]) * (r[0] - q[0]) - (q[0] - p[0]) * (r[1] - q[1])
    if val == 0:
        return 0
    return 1 if val > 0 else 2


def convex_hull(points):
    """Monotone chain.

    >>> convex_hull([(0, 0), (1, 1), (2, 2), (2, 0), (0, 2), (1, 0)])
    [(0, 0), (2, 0), (2, 2), (0, 2)]
    """
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def degrees_to_radians(d: float) -> float:
    return d * math.pi / 180


if __name__ == "__main__":
    r = Rectangle(3, 3)
    print(r.area(), r.perimeter(), r.is_square())
    print(round(Circle(1).circumference(), 3), Point(1, 1).translate(2, 3))
