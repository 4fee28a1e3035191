"""Derivación simbólica al estilo SICP (sección 2.3.2), ahora en Python.

Para el curso de Matemática Discreta y Programación (Lima). Las expresiones son
tuplas anidadas en notación prefija, como las listas de Scheme:
    ("+", "x", 3)        ("*", ("**", "x", 2), ("sin", "x"))
"""
import math
import sys

NUMERO = (int, float)


def es_variable(e):
    return isinstance(e, str)


def misma_variable(a, b):
    return es_variable(a) and es_variable(b) and a == b


def es_numero(e, valor=None):
    return isinstance(e, NUMERO) and (valor is None or e == valor)


def es_op(e, op):
    return isinstance(e, tuple) and len(e) > 0 and e[0] == op


# --- constructores que simplifican, como make-sum y make-product del libro ---

def suma(a, b):
    if es_numero(a, 0):
        return b
    if es_numero(b, 0):
        return a
    if es_numero(a) and es_numero(b):
        return a + b
    return ("+", a, b)


def producto(a, b):
    if es_numero(a, 0) or es_numero(b, 0):
        return 0
    if es_numero(a, 1):
        return b
    if es_numero(b, 1):
        return a
    if es_numero(a) and es_numero(b):
        return a * b
    return ("*", a, b)


def potencia(base, exp):
    if es_numero(exp, 0):
        return 1
    if es_numero(exp, 1):
        return base
    return ("**", base, exp)


def negativo(a):
    return producto(-1, a)


def deriv(e, var):
    if es_numero(e):
        return 0
    if es_variable(e):
        return 1 if misma_variable(e, var) else 0
    op, *args = e
    if op == "+":
        return suma(deriv(args[0], var), deriv(args[1], var))
    if op == "*":
        u, v = args
        return suma(producto(u, deriv(v, var)),
                    producto(deriv(u, var), v))
    if op == "**":
        base, n = args
        if not es_numero(n):
            raise ValueError("solo exponentes numéricos: " + mostrar(e))
        return producto(producto(n, potencia(base, n - 1)), deriv(base, var))
    regla_cadena = {
        "sin": lambda u: ("cos", u),
        "cos": lambda u: negativo(("sin", u)),
        "exp": lambda u: ("exp", u),
        "log": lambda u: potencia(u, -1),
    }
    if op in regla_cadena:
        (u,) = args
        return producto(regla_cadena[op](u), deriv(u, var))
    raise ValueError(f"operador desconocido {op!r}")


def evaluar(e, entorno):
    if es_numero(e):
        return e
    if es_variable(e):
        return entorno[e]
    op, *args = e
    valores = [evaluar(a, entorno) for a in args]
    funciones = {
        "+": lambda a, b: a + b,
        "*": lambda a, b: a * b,
        "**": lambda a, b: a ** b,
        "sin": math.sin,
        "cos": math.cos,
        "exp": math.exp,
        "log": math.log,
    }
    return funciones[op](*valores)


def mostrar(e):
    if not isinstance(e, tuple):
        return str(e)
    op, *args = e
    if op in ("+", "*", "**") and len(args) == 2:
        return "(" + f" {op} ".join(mostrar(a) for a in args) + ")"
    return f"{op}(" + ", ".join(mostrar(a) for a in args) + ")"


def verificar(e, var, punto, h=1e-6):
    """Compara la derivada simbólica con una diferencia central."""
    d = deriv(e, var)
    entorno = {var: punto}
    simbolica = evaluar(d, entorno)
    numerica = (evaluar(e, {var: punto + h}) - evaluar(e, {var: punto - h})) / (2 * h)
    return simbolica, numerica, abs(simbolica - numerica) < 1e-4


EJEMPLOS = [
    ("+", "x", 3),
    ("*", "x", "y"),
    ("*", ("*", "x", "y"), ("+", "x", 3)),
    ("**", "x", 5),
    ("*", ("**", "x", 2), ("sin", "x")),
    ("exp", ("*", 2, "x")),
    ("log", ("+", ("**", "x", 2), 1)),
]

if __name__ == "__main__":
    punto = float(sys.argv[1]) if len(sys.argv) > 1 else 0.7
    for e in EJEMPLOS:
        d = deriv(e, "x")
        print(f"d/dx {mostrar(e)}  =  {mostrar(d)}")
        if "y" not in mostrar(e):
            s, n, ok = verificar(e, "x", punto)
            print(f"    en x={punto}: {s:.6f} vs {n:.6f} {'✓' if ok else '✗'}")
