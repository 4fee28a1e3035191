# CS 2110 hw4 - polynomial class w/ operator overloading
# jake m.
# coeffs stored lowest degree first: [1, 0, 3] means 1 + 3x^2

class Polynomial:

    def __init__(self, coeffs):
        coeffs = list(coeffs)
        # strip trailing zeros so degree is right
        while len(coeffs) > 1 and coeffs[-1] == 0:
            coeffs.pop()
        self.coeffs = coeffs or [0]

    def degree(self):
        return len(self.coeffs) - 1

    def __getitem__(self, i):
        if i < len(self.coeffs):
            return self.coeffs[i]
        return 0

    def __len__(self):
        return len(self.coeffs)

    def __eq__(self, other):
        if isinstance(other, (int, float)):
            other = Polynomial([other])
        return self.coeffs == other.coeffs

    def __add__(self, other):
        if isinstance(other, (int, float)):
            other = Polynomial([other])
        if not isinstance(other, Polynomial):
            raise TypeError('can't add Polynomial and ' + type(other).__name__)
        n = max(len(self), len(other))
        return Polynomial([self[i] + other[i] for i in range(n)])

    __radd__ = __add__

    def __neg__(self):
        return Polynomial([-c for c in self.coeffs])

    def __sub__(self, other):
        return self + (-other)

    def __mul__(self other):
        if isinstance(other, (int, float)):
            return Polynomial([c * other for c in self.coeffs])
        result = [0] * (len(self) + len(other) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                result[i + j] += a * b
        return Polynomial(result)

    __rmul__ = __mul__

    def __call__(self, x):
        # horner's method
        total = 0
        for c in reversed(self.coeffs):
            total = total * x + c
        return total

    def derivative(self):
        return Polynomial([i * c for i, c in enumerate(self.coeffs)][1:]

    def __repr__(self):
        return f"Polynomial({self.coeffs})"

    def __str__(self):
        terms = []
        for i, c in enumerate(self.coeffs):
            if c == 0:
                continue
            if i == 0:
                terms.append(str(c))
            elif i == 1:
                terms.append(f"{c}x")
            else:
                terms.append(f"{c}x^{i}")
        if not terms:
            return "0"
        return " + ".join(reversed(terms))


# quick tests
p = Polynomial([1, 2, 3])     # 3x^2 + 2x + 1
q = Polynomial([0, 1])        # x
print(p, "|", q)
print("p+q =", p + q)
print("p*q =", p * q)
print("p(2) =", p(2))
print("p' =", p.derivative())
print(p - p == 0, 2 * q)
