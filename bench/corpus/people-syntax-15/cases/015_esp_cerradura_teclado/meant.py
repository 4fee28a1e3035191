# Cerradura con teclado 4x4 y servo SG90 para la puerta del taller
# NodeMCU ESP8266 con MicroPython. Filas D1,D2,D5,D6 - columnas D7,D0,D3(?),RX... mejor ver el diagrama
# Autor: Andrés (Medellín) - ver 0.3
from machine import Pin, PWM
import time

# filas como salida, columnas como entrada con pull-up
FILAS = [Pin(p, Pin.OUT) for p in (5, 4, 14, 12)]
COLUMNAS = [Pin(p, Pin.IN, Pin.PULL_UP) for p in (13, 16, 0, 3)]

TECLAS = [
    ["1", "2", "3", "A"],
    ["4", "5", "6", "B"],
    ["7", "8", "9", "C"],
    ["*", "0", "#", "D"],
]

CLAVE = "4826"
MAX_INTENTOS = 3
BLOQUEO_SEG = 60

servo = PWM(Pin(15), freq=50)
buzzer = Pin(2, Pin.OUT)   # ojo: en el 8266 el led interno tambien es el 2


def angulo(grados):
    # SG90: 0.5ms - 2.5ms de pulso en 20ms -> duty 26..128 de 1023
    duty = int(26 + (grados / 180) * (128 - 26))
    servo.duty(duty)


def pitido(ms=80, veces=1):
    for _ in range(veces):
        buzzer.off()   # activo en bajo
        time.sleep_ms(ms)
        buzzer.on()
        time.sleep_ms(ms)


def leer_tecla():
    for f, fila in enumerate(FILAS):
        for x in FILAS:
            x.on()
        fila.off()
        for c, col in enumerate(COLUMNAS):
            if col.value() == 0:
                time.sleep_ms(20)
                while col.value() == 0:
                    time.sleep_ms(10)
                return TECLAS[f][c]
    return None


def abrir():
    print("abriendo")
    pitido(60, 2)
    angulo(90)
    time.sleep(5)
    angulo(0)
    print("cerrado")


angulo(0)
buzzer.on()
entrada = ""
intentos = 0

while True:
    tecla = leer_tecla()
    if tecla is None:
        time.sleep_ms(30)
        continue
    pitido(30)
    if tecla == "*":
        entrada = ""          # borrar
    elif tecla == "#":
        if entrada == CLAVE:
            intentos = 0
            abrir()
        else:
            intentos += 1
            print("clave mala", intentos)
            pitido(400)
            if intentos >= MAX_INTENTOS:
                print("bloqueado", BLOQUEO_SEG, "s")
                pitido(100, 10)
                time.sleep(BLOQUEO_SEG)
                intentos = 0
        entrada = ""
    elif len(entrada) < 8:
        entrada += tecla
