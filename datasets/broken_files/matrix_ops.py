# Lab 4 - matrix operations without numpy
# TODO: add determinant

def zeros(rows, cols):
    return [[0 for _ in range(cols)] for _ in range(rows)]

def transpose(m):
    return [[m[i][j] for i in range(len(m))] for j in range(len(m[0]))]

def multiply(a, b):
    if len(a[0]) != len(b):
        raise ValueError("shapes do not match")
    result = zeros(len(a), len(b[0]))
    for i in range(len(a)):
        for j in range(len(b[0])):
            for k in range(len(b)):
                result[i][j] += a[i][k] * b[k][j]
    return result

def identity(n):
    m = zeros(n, n)
    for i in range(n):
        m[i][i] = 1
    return m

def show(m):
    for row in m:
        print(" ".join(f"{x:4}" for x in row)

def power(m, p):
    result = identity(len(m))
    while p > 0:
        if p % 2 == 1:
            result = multiply(result, m)
        m = multiply(m, m)
        p //= 2
    return result

a = [[1, 2], [3, 4]]
b = [[0, 1], [1, 0]
show(multiply(a, b))
show(transpose(a))
show(power(a, 5))
print(multiply([[1, 2, 3]], [[1], [2]])
