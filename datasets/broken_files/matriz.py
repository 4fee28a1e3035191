# Operaciones con matrices (sin numpy)
# Autor: Andrés

def crear(filas, columnas, valor=0):
    return [[valor] * columnas for _ in range(filas)]

def suma(a, b):
    if len(a) != len(b) or len(a[0]) != len(b[0]):
        raise ValueError("dimensiones distintas")
    return [[a[i][j] + b[i][j] for j in range(len(a[0]))] for i in range(len(a))]

def producto(a, b)
    n, m, p = len(a), len(b), len(b[0])
    resultado = crear(n, p)
    for i in range(n):
        for j in range(p):
            for k in range(m)
                resultado[i][j] += a[i][k] * b[k][j]
    return resultado

def transpuesta(a):
    return [list(fila) for fila in zip(*a]

def mostrar(m):
    for fila in m:
        print(" ".join(f"{x:4}" for x in fila)

identidad = [[1, 0], [0, 1]]
m = [[1, 2], [3 4]]
mostrar(producto(m, identidad))
mostrar(transpuesta(m))
mostrar(suma(m, m)
