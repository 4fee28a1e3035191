"""Hierarquia de formas geométricas - exercício de POO (Programação Orientada a Objetos)."""
from abc import ABC, abstractmethod
import math


class Forma(ABC)
    """Classe base abstrata para todas as formas."""

    contador = 0

    def __init__(self, nome):
        self.nome = nome
        Forma.contador += 1

    @abstractmethod
    def area(self):
        """Retorna a área da forma."""

    @abstractmethod
    def perimetro(self):
        """Retorna o perímetro da forma."""

    def __repr__(self):
        return f"{self.__class__.__name__}({self.nome!r})"

    def __lt__(self, outra):
        # compara pela área, assim dá pra usar sorted()
        return self.area() < outra.area()

    @classmethod
    def total_criadas(cls):
        return cls.contador


class Retangulo(Forma):
    def __init__(self, largura, altura nome="retângulo"):
        super().__init__(nome)
        if largura <= 0 or altura <= 0
            raise ValueError("dimensões devem ser positivas")
        self._largura = largura
        self._altura = altura

    @property
    def largura(self):
        return self._largura

    @largura.setter
    def largura(self, valor):
        if valor <= 0:
            raise ValueError("largura inválida"
        self._largura = valor

    def area(self):
        return self._largura * self._altura

    def perimetro(self):
        return 2 * (self._largura + self._altura


class Quadrado(Retangulo):
    def __init__(self, lado):
        super().__init__(lado, lado, nome="quadrado")

    @staticmethod
    def de_area(area):
        # cria um quadrado a partir da área
        return Quadrado(math.sqrt(area))


clas Circulo(Forma):
    def __init__(self, raio):
        super().__init__("círculo")
        self.raio = raio

    def area(self):
            return math.pi * self.raio ** 2

    def perimetro(self):
        return 2 * math.pi * self.raio


class Triangulo(Forma):
    def __init__(self, a, b, c):
        super().__init__("triângulo")
        lados = sorted([a, b, c])
        if lados[0] + lados[1] <= lados[2]:
            raise ValueError(f"lados {a}, {b}, {c} não formam um triângulo")
        self.a, self.b, self.c = a, b, c

    def perimetro(self):
        return self.a + self.b + self.c

    def area(self):
        # fórmula de Herão
        s = self.perimetro() / 2
        return math.sqrt(s * (s - self.a) * (s - self.b) * (s - self.c))


def relatorio(formas):
    print(f"{'forma':<12}{'área':>10}{'perímetro':>12}")
    for f in sorted(formas)
        print(f"{f.nome:<12}{f.area():>10.2f}{f.perimetro():>12.2f}")
    print(f"Total de formas criadas: {Forma.total_criadas()}")


if __name__ == "__main__":
    figuras = [
        Retangulo(3, 4),
        Quadrado(2.5)
        Circulo(1.5),
        Triangulo(3, 4, 5),
        Quadrado.de_area(16),
    ]
    relatorio(figuras)
