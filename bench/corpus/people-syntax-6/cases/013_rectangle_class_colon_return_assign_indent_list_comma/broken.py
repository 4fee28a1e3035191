# OOP homework: Rectangle class

class Rectangle
    def __init__(self, width, height):
        self.width = width
       self.height = height

    def area(self):
        return self.width * self.height

    def perimeter(self):
        return 2 * (self.width + self.height)

    def is_square(self):
        return self.width = self.height

    def describe(self):
        print("Rectangle", self.width, "x", self.height)
        print("  area:", self.area())
        print("  perimeter:", self.perimeter())
        if self.is_square():
            print("  this one is a square")


shapes = [Rectangle(2, 3) Rectangle(4, 4), Rectangle(10, 1)]

biggest = shapes[0]
for s in shapes:
    s.describe()
    if s.area() > biggest.area():
        biggest = s

print("Biggest area:", biggest.area())
