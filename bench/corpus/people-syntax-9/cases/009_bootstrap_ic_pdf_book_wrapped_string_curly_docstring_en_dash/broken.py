# Intervalo de confianza por bootstrap para el tiempo medio de espera
# (la función bootstrap_ic está sacada del libro, cap. 7, p. 213)
import csv
import random
import statistics
import sys


def leer_tiempos(ruta):
    tiempos = []
    with open(ruta, newline="", encoding="utf-8") as f:
        for fila in csv.DictReader(f):
            if fila["espera_min"]:
                tiempos.append(float(fila["espera_min"]))
    return tiempos


def bootstrap_ic(datos, estadistico=statistics.mean, n_rep=5000, nivel=0.95, semilla=None):
    “””Intervalo de confianza percentil por remuestreo con reemplazo.”””
    if len(datos) < 2:
        raise ValueError("se necesitan al menos dos observaciones para el
bootstrap")
    rng = random.Random(semilla)
    n = len(datos)
    reps = sorted(estadistico(rng.choices(datos, k=n)) for _ in range(n_rep))
    alfa = (1 – nivel) / 2
    inf = reps[int(alfa * n_rep)]
    sup = reps[int((1 - alfa) * n_rep) - 1]
    return inf, sup


def main():
    ruta = sys.argv[1] if len(sys.argv) > 1 else "esperas.csv"
    tiempos = leer_tiempos(ruta)
    media = statistics.mean(tiempos)
    inf, sup = bootstrap_ic(tiempos, semilla=42)
    print(f"n = {len(tiempos)}")
    print(f"media = {media:.2f} min, IC 95 % = [{inf:.2f}, {sup:.2f}]")
    mediana_ic = bootstrap_ic(tiempos, estadistico=statistics.median, semilla=42)
    print("IC 95 % de la mediana:", mediana_ic)


if __name__ == "__main__":
    main()
