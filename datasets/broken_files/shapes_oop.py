"""Shapes: a small OOP exercise with inheritance."""
import math


class Shape:
    def area(self):
        raise NotImplementedError

    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"


class Circle(Shape)
    def __init__(self, radius):
        self.radius = radius

    def area(self):
        return math.pi * self.radius ** 2)


class Rectangle(Shape):
    def __init__(self, width, height)
        self.width = width
        self.height = height

    def area(self):
        return self.width * self.height

    def is_square(self):
        return self.width = self.height


class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side


def largest(shapes):
    best = None
    for shape in shapes:
        if best is None or shape.area() > best.area()
            best = shape
    return best


def total_area(shapes):
    return sum(s.area() for s in shapes)


shapes = [Circle(1), Rectangle(2, 3), Square(2)]
for s in shapes
    print(s.describe())
print("largest:", largest(shapes).describe())
print("total:" round(total_area(shapes), 2))
