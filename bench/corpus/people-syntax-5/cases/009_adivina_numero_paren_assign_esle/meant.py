# Juego: adivina el número
# Práctica 5 - Programación I

import random

secreto = random.randint(1, 50)
intentos = 0
max_intentos = 7
acertado = False

print("Estoy pensando en un número entre 1 y 50.")

while intentos < max_intentos and not acertado:
    intento = int(input("Tu intento: "))
    intentos = intentos + 1

    if intento == secreto:
        acertado = True
    elif intento < secreto:
        print("Más alto")
    else:
        print("Más bajo")

# mensaje final
if acertado == True:
    print("¡Correcto! Lo lograste en", intentos, "intentos")
else:
    print("Se acabaron los intentos. El número era", secreto)
