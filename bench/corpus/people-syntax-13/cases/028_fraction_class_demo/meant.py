"""
Unit 6 - Classes, part 2: operator overloading
Worked example: a Fraction class

Things to notice:
  * __init__ normalizes the fraction (lowest terms, sign on the numerator)
  * __add__, __mul__ and __eq__ let us use +, * and == on Fractions
  * __str__ is what print() shows, __repr__ is what the shell shows
"""
from math import gcd


class Fraction:
    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("denominator can't be zero")
        if den < 0:                 # keep the sign on top
            num, den = -num, -den
        common = gcd(num, den)
        self.num = num // common
        self.den = den // common

    def __add__(self, other):
        if isinstance(other, int):
            other = Fraction(other)
        return Fraction(self.num * other.den + other.num * self.den,
                        self.den * other.den)

    def __mul__(self, other):
        if isinstance(other, int):
            other = Fraction(other)
        return Fraction(self.num * other.num, self.den * other.den)

    def __eq__(self, other):
        if isinstance(other, int):
            other = Fraction(other)
        return (self.num == other.num
                and self.den == other.den)

    def __str__(self):
        if self.den == 1:
            return str(self.num)
        return f"{self.num}/{self.den}"

    def __repr__(self):
        return f"Fraction({self.num}, {self.den})"

    def to_float(self):
        return self.num / self.den


# Try it out
half = Fraction(1, 2)
third = Fraction(1, 3)
print(half + third)            # 5/6
print(half * third)            # 1/6
print(Fraction(2, 4) == half)  # True
print(Fraction(3, -6))         # -1/2
print(half + 1)                # 3/2
print(repr(third), third.to_float())
