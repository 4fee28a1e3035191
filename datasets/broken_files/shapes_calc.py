import math

class Circle:
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r

class Rectangle:
    def __init__(self, w, h):
        self.w = w
        self.h = h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h

def main:
    shapes = [Circle(2), Rectangle(3, 4), Circle(1.5)]
    for s in shapes
        print(type(s).__name__, round(s.area(), 2), round(s.perimeter(), 2))
    biggest = max(shapes, key=lambda s: s.area())
    print("biggest:", type(biggest).__name__)

main()
