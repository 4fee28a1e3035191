class Shape:
    pass

class Rectangle(Shape);
    def area(self):
        return 1
