# Matrix helpers for the linear algebra lab

def zeros(n, m):
    return [[0 for _ in range(m)] for _ in range(n)]

def identity(n):
    result = zeros(n, n)
    for i in range(n):
        result[i][i] = 1
    return result

def multiply(a, b):
    n, m, p = len(a), len(b), len(b[0])
    if len(a[0]) != m:
        raise ValueError("shapes do not match")
    c = zeros(n, p)
    for i in range(n):
        for j in range(p):
            for k in range(m):
                c[i][j] += a[i][k] * b[k][j]
    return c

def transpose(a):
    return [[a[i][j] for i in range(len(a))] for j in range(len(a[0]))

def show(a):
    for row in a:
        print(" ".join(str(x) for x in row))

def trace(a):
    total = 0
    for i in range(len(a)):
    total += a[i][i]
    return total

if __name__ == "__main__":
    a = [[1, 2], [3, 4]]
    b = [[5, 6] [7, 8]]
    show(multiply(a, b))
    show(transpose(a)
    print(trace(a))
