# Operacje na macierzach bez numpy (zadanie domowe)
def zeros(n, m):
    return [[0 for _ in range(m)] for _ in range(n)


def transpose(a):
    return [list(row) for row in zip(*a)]


def multiply(a, b):
    # liczba kolumn a musi być równa liczbie wierszy b
    if len(a[0]) != len(b)
        raise ValueError("złe wymiary")
    result = zeros(len(a), len(b[0]))
    for i in range(len(a)):
        for j in range(len(b[0])):
            for k in range(len(b):
                result[i][j] += a[i][k] * b[k][j]
    return result


def identity(n):
    m = zeros(n, n)
    for i in range(n):
      m[i][i] = 1
    return m


def show(m)
    for row in m:
        print(" ".join(f"{x:4}" for x in row))


A = [[1, 2] [3, 4]]
B = [[5, 6], [7, 8]]
show(multiply(A, B))
show(transpose(A))
show(multiply(A, identity(2)))
