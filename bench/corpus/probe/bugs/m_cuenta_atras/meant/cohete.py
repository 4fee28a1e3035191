"""Cuenta atrás para el lanzamiento (práctica 2)."""


def cuenta_atras(n):
    pasos = []
    while n > 0:
        pasos.append(str(n))
        n -= 1
    pasos.append("¡Despegue!")
    return pasos


def mostrar(pasos):
    for p in pasos:
        print(p)


if __name__ == "__main__":
    mostrar(cuenta_atras(10))
