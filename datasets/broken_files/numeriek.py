"""Numerieke methoden: nulpunten en integralen (practicum 3)."""
import math


def bisectie(f, a, b, tol=1e-10, max_iter=200)
    # f(a) en f(b) moeten een verschillend teken hebben
    if f(a) * f(b) > 0:
        raise ValueError("geen tekenwissel op [a, b])
    for _ in range(max_iter):
        m = (a + b) / 2
        if f(a) * f(m) <= 0:
            b = m
        else:
            a = m
        if b - a < tol:
            break
    return (a + b) / 2


def newton(f, df, x0, tol=1e-12, max_iter=50):
    x = x0
    for i in range(max_iter):
        afgeleide = df(x)
        if afgeleide == 0
            raise ZeroDivisionError(f"afgeleide nul bij x = {x}")
        stap = f(x) / afgeleide
        x -= stap
        if abs(stap) < tol:
            return x, i + 1
    raise RuntimeError("Newton convergeert niet")


def trapezium(f, a, b, n=1000):
    h = (b - a) / n
    totaal = (f(a) + f(b)) / 2
    for k in range(1, n):
    totaal += f(a + k * h)
    return totaal * h


def simpson(f, a, b, n=1000):
    if n % 2 == 1:
        n += 1  # Simpson heeft een even aantal intervallen nodig
    h = (b - a) / n
    som = f(a) + f(b)
    for k in range(1, n):
        gewicht = 4 if k % 2 els 2
        som += gewicht * f(a + k * h)
    return som * h / 3


def romberg(f, a, b, niveaus=6):
    R = [[0.0] * niveaus for _ in range(niveaus)]
    R[0][0] = (b - a) * (f(a) + f(b)) / 2
    for i in range(1, niveaus):
        h = (b - a) / 2**i
        R[i][0] = R[i - 1][0] / 2 + h * sum(f(a + (2 * k - 1) * h) for k in range(1, 2 ** (i - 1) + 1)
        for j in range(1, i + 1):
            R[i][j] = R[i][j - 1] + (R[i][j - 1] - R[i - 1][j - 1]) / (4**j - 1)
    return R[niveaus - 1][niveaus - 1]


if __name__ == "__main__":
    f = lambda x: x**3 - 2 * x - 5
    df = lambda x: 3 * x**2 - 2
    print("bisectie:", bisectie(f, 2, 3))
    wortel, stappen = newton(f, df, 2.0)
    print(f"newton: {wortel:.12f} na {stappen} stappen")
    exact = 2.0  # integraal van sin op [0, pi]
    for naam, methode in [("trapezium", trapezium), ("simpson", simpson)):
        benadering = methode(math.sin, 0, math.pi, 100)
        print(f"{naam:>10}: {benadering:.10f}  fout {abs(benadering - exact):.2e}")
    print("romberg:", romberg(math.sin, 0, math.pi))
