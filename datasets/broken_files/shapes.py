import math

class Shape:
    def area(self):
        raise NotImplementedError

class Circle(Shape):
    def __init__(self, radius):
        self.radius = radius

    def area(self):
        return math.pi * self.radius ** 2

class Rectangle(Shape)
    def __init__(self, width, height):
        self.width = width
        self.height = height

    def area(self):
        return self.width * self.height

def total_area(shapes):
    return sum(shape.area() for shape in shapes)

shapes = [Circle(1), Rectangle(2, 3)]
for shape in shapes
    print(type(shape).__name__, round(shape.area(), 2))
print(“Total:”, total_area(shapes))
