class Fraction:
    def __init__(self, num, den):
        self.num, self.den = num, den

    def __eq__(self, other):
        return (self.num == other.num
                and self.den == other.den)
