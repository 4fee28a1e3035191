# Programa para convertir temperaturas
# Autor: Lucía (3º ESO)

def celsius_a_fahrenheit(c):
    return c * 9 / 5 + 32

def fahrenheit_a_celsius(f):
    return (f - 32) * 5 / 9

print("=== Conversor de temperatura ===")
print("1) Celsius a Fahrenheit")
print("2) Fahrenheit a Celsius")
opcion = input("Elige una opción: ")

if opcion == "1":
    celsius = float(input("Grados Celsius: "))
    resultado = celsius_a_fahrenheit(celsius)
    print(celsius, "°C son", round(resultado, 2), "°F")
    if resultado > 100:
        print("¡Hace muchísimo calor!")
elif opcion == "2":
    fahr = float(input("Grados Fahrenheit: "))
    resultado = fahrenheit_a_celsius(fahr)
    print(fahr, "°F son", round(resultado, 2), "°C")
    if resultado < 0:
        print("¡Cuidado, está helando!")
else:
    print("Opción no válida")

# tabla de 0 a 100 de 10 en 10
print()
print("Tabla:")
for c in range(0, 101, 10):
    print(c, "->", celsius_a_fahrenheit(c))
