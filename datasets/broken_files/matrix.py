# Opérations sur les matrices (listes de listes)

def zeros(n, m):
    return [[0 for _ in range(m)] for _ in range(n)]

def transpose(matrix):
    rows = len(matrix)
    cols = len(matrix[0])
    result = zeros(cols, rows)
    for i in range(rows):
        for j in range(cols):
            result[j][i] = matrix[i][j]
    return result

def multiply(a, b):
    n, m, p = len(a), len(b), len(b[0])
    result = zeros(n, p)
    for i in range(n):
        for j in range(p)
            for k in range(m):
                result[i][j] += a[i][k] * b[k][j]
    return result

def identity(n):
    result = zeros(n, n)
    for i in range(n):
            result[i][i] = 1
    return result

print(multiply([[1, 2], [3, 4]], identity(2))
