class C:
    def perimeter(self):
        return 2 * math.pi * self.r)
