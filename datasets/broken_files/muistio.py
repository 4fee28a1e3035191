# Fibonacci ja muistiin tallentava koristelija
# Harjoitus 7: dekoraattorit

improt functools
import time


def ajasta(funktio):
    @functools.wraps(funktio)
    def kääre(*args, **kwargs)
        alku = time.perf_counter()
        tulos = funktio(*args, **kwargs)
        kesto = time.perf_counter() - alku
        print(f"{funktio.__name__} kesti {kesto:.6f} s)
        return tulos
    return kääre


def muista(funktio):
    välimuisti = {}

    @functools.wraps(funktio)
    def kääre(n):
        if n not in välimuisti
            välimuisti[n] = funktio(n)
        return välimuisti[n]
    return kääre


@muista
def fibonacci(n):
    if n < 2
        return n
    return fibonacci(n - 1) + fibonacci(n - 2


@ajasta
def laske(n)
    return [fibonacci(i) for i in range(n)]


print(laske(30)[-5:])
