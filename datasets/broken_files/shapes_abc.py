from abc import ABC, abstractmethod
import math


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self)
        ...

    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r)


class Rectangle(Shape);
    def __init__(self, w, h):
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h


class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side)


shapes = [Circle(1), Rectangle(2, 3), Square(4)]
shapes.sort(key=lambda s: return s.area())
for s in shapes:
    print(s.describe())
largest = max(shapes, key=lambda s: s.perimeter())
print("largest perimeter:", largest)
