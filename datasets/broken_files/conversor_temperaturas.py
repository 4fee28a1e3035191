# Conversor de temperaturas con menú
# Práctica 2 - Programación I

def celsius_a_fahrenheit(c)
    return c * 9 / 5 + 32


def fahrenheit_a_celsius(f):
    return (f - 32 * 5 / 9


def celsius_a_kelvin(c):
    if c < -273.15:
        raise ValueError("Temperatura por debajo del cero absoluto")
    return c + 273.15


OPCIONES = {
    "1": ("Celsius -> Fahrenheit", celsius_a_fahrenheit),
    "2": ("Fahrenheit -> Celsius", fahrenheit_a_celsius)
    "3": ("Celsius -> Kelvin", celsius_a_kelvin),
}


def menu(entradas):
    """Procesa una lista de (opción, valor) como si el usuario las tecleara."""
    resultados = []
    for opcion, valor in entradas
        if opcion == "0":
            print("¡Adiós!")
            break
        if opcion not in OPCIONES
            print("Opción no válida:", opcion)
            continue
        nombre, funcion = OPCIONES[opcion]
        try:
            resultado = funcion(float(valor))
        except ValueError, error:
            print("Error:", error)
            continue
        print(f"{nombre}: {valor} -> {resultado:.1f}"
        resultados.append(resultado)
    return resultados


menu([("1", "100"), ("2", "32"), ("3", "-300"), ("9", "1"), ("3", "0"), ("0", "")])
