# Klasa Macierz - zadanie domowe z algebry liniowej
from fractions import Fraction


class Macierz
    def __init__(self, wiersze):
        if not wiersze or any(len(w) != len(wiersze[0]) for w in wiersze):
            raise ValueError("wiersze muszą mieć równą długość")
        self.w = [[Fraction(x) for x in wiersz] for wiersz in wiersze

    @property
    def wymiar(self):
        return len(self.w), len(self.w[0])

    def __repr__(self):
        szer = max(len(str(x)) for wiersz in self.w for x in wiersz)
        linie = [" ".join(str(x).rjust(szer) for x in wiersz) for wiersz in self.w]
        return "\n".join(linie)

    def __eq__(self, inna)
        return isinstance(inna, Macierz) and self.w == inna.w

    def __add__(self, inna):
        if self.wymiar != inna.wymiar:
            raise ValueError("różne wymiary")
        return Macierz([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.w, inna.w)])

    def __mul__(self, inna):
        if isinstance(inna, (int, Fraction)):
            return Macierz([[x * inna for x in wiersz] for wiersz in self.w])
        n, m = self.wymiar
        m2, p = inna.wymiar
        if m != m2:
            raise ValueError(f"nie można pomnożyć {n}x{m} przez {m2}x{p})
        return Macierz([
            [sum(self.w[i][k] * inna.w[k][j] for k in range(m)) for j in range(p)]
            for i in range(n)
        ])

    def transpozycja(self):
        return Macierz([list(kol) for kol in zip(*self.w)])

    def wyznacznik(self):
        n, m = self.wymiar
        if n != m:
            raise ValueError("macierz nie jest kwadratowa")
        a = [wiersz[:] for wiersz in self.w]
        wynik = Fraction(1)
        for i in range(n):
            # szukamy niezerowego elementu w kolumnie i
            piwot = next((r for r in range(i, n) if a[r][i] != 0), None)
            if piwot is None
                return Fraction(0)
            if piwot != i:
                a[i], a[piwot] = a[piwot], a[i]
                wynik = -wynik
            wynik *= a[i][i]
            for r in range(i + 1, n):
                czynnik = a[r][i] / a[i][i]
                for c in range(i, n)
                    a[r][c] -= czynnik * a[i][c]
        return wynik

    @classmethod
    def jednostkowa(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])


if __name__ == "__main__":
    A = Macierz([[2, 1], [1, 3]])
    B = Macierz([[1, 0], [4, 1]])
    print(A + B, end="\n\n")
    print(A * B, end="\n\n")
    print("det(A) =" A.wyznacznik())
    assert A * Macierz.jednostkowa(2) == A
    print(Macierz([[1, 2, 3], [4, 5, 6], [7, 8, 10]]).wyznacznik())
