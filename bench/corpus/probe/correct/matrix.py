"""Matrix helpers on plain lists of lists."""


def zeros(rows, cols):
    """
    >>> zeros(2, 3)
    [[0, 0, 0], [0, 0, 0]]
    """
    return [[0] * cols for _ in range(rows)]


def identity(n):
    """
    >>> identity(3)
    [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    """
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def shape(m):
    """
    >>> shape([[1, 2, 3], [4, 5, 6]])
    (2, 3)
    """
    return (len(m), len(m[0]) if m else 0)


def transpose(m):
    """
    >>> transpose([[1, 2, 3], [4, 5, 6]])
    [[1, 4], [2, 5], [3, 6]]
    """
    return [list(row) for row in zip(*m)]


def add(a, b):
    """
    >>> add([[1, 2], [3, 4]], [[10, 20], [30, 40]])
    [[11, 22], [33, 44]]
    """
    if shape(a) != shape(b):
        raise ValueError("shape mismatch")
    return [[x + y for x, y in zip(ra, rb)] for ra, rb in zip(a, b)]


def multiply(a, b):
    """
    >>> multiply([[1, 2], [3, 4]], [[5, 6], [7, 8]])
    [[19, 22], [43, 50]]
    >>> multiply([[1, 2, 3]], [[1], [1], [1]])
    [[6]]
    """
    if len(a[0]) != len(b):
        raise ValueError("incompatible shapes")
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def scale(m, k):
    """
    >>> scale([[1, 2], [3, 4]], 3)
    [[3, 6], [9, 12]]
    """
    return [[k * x for x in row] for row in m]


def determinant(m):
    """Laplace expansion, fine for small matrices.

    >>> determinant([[1, 2], [3, 4]])
    -2
    >>> determinant([[2, 0, 0], [0, 3, 0], [0, 0, 4]])
    24
    >>> determinant([[5]])
    5
    """
    n = len(m)
    if any(len(r) != n for r in m):
        raise ValueError("matrix must be square")
    if n == 1:
        return m[0][0]
    if n == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    total = 0
    for c in range(n):
        minor = [row[:c] + row[c + 1:] for row in m[1:]]
        total += (-1) ** c * m[0][c] * determinant(minor)
    return total


def trace(m):
    """
    >>> trace([[1, 2], [3, 4]])
    5
    """
    return sum(m[i][i] for i in range(len(m)))


def mat_pow(m, k):
    """
    >>> mat_pow([[1, 1], [1, 0]], 10)
    [[89, 55], [55, 34]]
    >>> mat_pow([[2, 0], [0, 2]], 0)
    [[1, 0], [0, 1]]
    """
    result = identity(len(m))
    base = m
    while k > 0:
        if k % 2 == 1:
            result = multiply(result, base)
        base = multiply(base, base)
        k //= 2
    return result


def pretty(m):
    """
    >>> print(pretty([[1, 22], [333, 4]]))
      1  22
    333   4
    """
    width = max(len(str(x)) for row in m for x in row)
    return "\n".join(" ".join(str(x).rjust(width) for x in row) for row in m)


def spiral_order(m):
    """
    >>> spiral_order([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    [1, 2, 3, 6, 9, 8, 7, 4, 5]
    """
    out = []
    m = [row[:] for row in m]
    while m:
        out.extend(m.pop(0))
        m = [list(r) for r in zip(*m)][::-1]
    return out


if __name__ == "__main__":
    a = [[1, 2], [3, 4]]
    print(pretty(multiply(a, a)))
    print("det", determinant(a), "trace", trace(a))
