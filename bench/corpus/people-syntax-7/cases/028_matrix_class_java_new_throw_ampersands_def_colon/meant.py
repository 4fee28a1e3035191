"""A small Matrix class for Linear Algebra for CS (lab 2)."""


class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("rows must be non-empty and of equal length")
        self.data = [list(map(float, r)) for r in rows]
        self.n = len(rows)
        self.m = len(rows[0])

    def __setitem__(self, idx, value):
        i, j = idx
        self.data[i][j] = value

    def __eq__(self, other):
        if not isinstance(other, Matrix):
            return NotImplemented
        return self.n == other.n and self.m == other.m and self.data == other.data

    def __mul__(self, other):
        if isinstance(other, (int, float)):
            return Matrix([[x * other for x in row] for row in self.data])
        if self.m != other.n:
            raise ValueError(f"cannot multiply {self.n}x{self.m} by {other.n}x{other.m}")
        result = Matrix([[0] * other.m for _ in range(self.n)])
        for i in range(self.n):
            for j in range(other.m):
                total = 0
                for k in range(self.m):
                    total += self.data[i][k] * other.data[k][j]
                result[i, j] = total
        return result

    __rmul__ = __mul__

    def transpose(self):
        return Matrix([list(col) for col in zip(*self.data)])

    def trace(self):
        if self.n != self.m:
            raise ValueError("trace needs a square matrix")
        t = 0
        for i in range(self.n):
            t += self.data[i][i]
        return t

    def __str__(self):
        lines = []
        for row in self.data:
            lines.append("[" + "  ".join(f"{x:6.2f}" for x in row) + "]")
        return "\n".join(lines)


if __name__ == "__main__":
    A = Matrix([[1, 2], [3, 4]])
    B = Matrix([[0, 1], [1, 0]])
    print(A * B)
    print()
    print(2 * A)
    print(A.transpose() == Matrix([[1, 3], [2, 4]]))
    print(A.trace())
