"""Simulación de una cola de supermercado (ejercicio de probabilidad)."""
import random
from collections import deque


class Cliente:
    def __init__(self, llegada, articulos):
        self.llegada = llegada
        self.articulos = articulos

    def tiempo_servicio(self, segundos_por_articulo=3):
        return 10 + self.articulos * segundos_por_articulo


def generar_clientes(n, tasa_llegada, rng):
    t = 0.0
    clientes = []
    for _ in range(n):
        t += rng.expovariate(tasa_llegada)
        clientes.append(Cliente(t, rng.randint(1, 30)))
    return clientes


def simular(clientes, cajas=1):
    libres = [0.0] * cajas
    esperas = []
    for c in clientes:
        i = min(range(cajas), key=lambda k: libres[k])
        inicio = max(c.llegada, libres[i])
        esperas.append(inicio - c.llegada)
        libres[i] = inicio + c.tiempo_servicio()
    return esperas


def resumen(esperas):
    if not esperas:
        return {"media": 0.0, "maxima": 0.0}
    return {"media": sum(esperas) / len(esperas), "maxima": max(esperas)}


def cola_fifo(eventos):
    """
    >>> cola_fifo(["+a", "+b", "-", "+c", "-", "-", "-"])
    ['a', 'b', 'c', None]
    """
    q = deque()
    salida = []
    for e in eventos:
        if e.startswith("+"):
            q.append(e[1:])
        else:
            salida.append(q.popleft() if q else None)
    return salida


if __name__ == "__main__":
    rng = random.Random(42)
    clientes = generar_clientes(200, 1 / 40, rng)
    for cajas in (1, 2, 3):
        r = resumen(simular(clientes, cajas))
        print(f"{cajas} caja(s): espera media {r['media']:.1f}s, maxima {r['maxima']:.1f}s")
