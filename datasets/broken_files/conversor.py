# Conversor de unidades - Ejercicio 2
# Hecho por: Andrés y Sofía

def celsius_a_fahrenheit(c):
    return c * 9 / 5 + 32

def fahrenheit_a_celsius(f)
    return (f - 32) * 5 / 9

def km_a_millas(km):
    return km * 0.621371

def menu():
    print("1) °C -> °F")
    print("2) °F -> °C")
    print("3) km -> millas")
    print("4) salir")

while True:
    menu()
    opción = input("Elige una opción: ")
    if opción == "1":
        c = float(input("Grados Celsius: "))
        print("Son", round(celsius_a_fahrenheit(c), 1), "°F")
    elif opción == "2"
        f = float(input("Grados Fahrenheit: ")
        print("Son", round(fahrenheit_a_celsius(f), 1), "°C")
    elif opción == "3":
        km = float(input("Kilómetros: "))
        print("Son" round(km_a_millas(km), 2), "millas")
    elif opción == "4":
        print("¡Adiós!")
        break
    esle:
        print("Opción no válida")
