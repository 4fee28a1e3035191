# tira_led.py - animaciones para la tira WS2812B (60 LEDs) del librero
# Raspberry Pi Zero 2 W, datos en GPIO 18 (PWM), botón en GPIO 17 para cambiar
# de modo. Antes esto corría en un Arduino Nano; lo pasé a la Pi para poder
# cambiar los colores desde el celular (archivo modo.json que escribe la app).
import json
import math
import os
import random
import time

from rpi_ws281x import Color, PixelStrip
import RPi.GPIO as GPIO

NUM_LEDS = 60
PIN_DATOS = 18
PIN_BOTON = 17
BRILLO = 80                 # 0-255, más de 120 y la fuente de 2 A se queja
ARCHIVO_MODO = "/home/pi/modo.json"

COLORES = {
    (255, 40, 0),       # naranja
    (255, 0, 80),       # rosa mexicano
    (0, 180, 120),      # verde jade
    (20, 60, 255),      # azul
    (255, 200, 40),     # amarillo cempasúchil
]

MODOS = ["arcoiris", "respirar", "chispas", "cometa", "apagado"]


def rueda(pos):
    """0-255 -> color del arcoíris (igual que el ejemplo strandtest de Adafruit)."""
    pos = 255 - pos
    if pos < 85:
        return Color(255 - pos * 3, 0, pos * 3)
    if pos < 170:
        pos -= 85
        return Color(0, pos * 3, 255 - pos * 3)
    pos -= 170
    return Color(pos * 3, 255 - pos * 3, 0)


void arcoiris(tira, paso):
    for i in range(NUM_LEDS):
        tira.setPixelColor(i, rueda((i * 256 // NUM_LEDS + paso) & 255))
    tira.show()
    time.sleep(0.02)


def respirar(tira, paso, color):
    nivel = (math.sin(paso / 20.0) + 1) / 2
    r, g, b = (int(c * nivel) for c in color)
    for i in range(NUM_LEDS):
        tira.setPixelColor(i, Color(r, g, b))
    tira.show()
    time.sleep(0.03)


def chispas(tira, paso, color):
    for i in range(NUM_LEDS):
        if random.random() < 0.03:
            tira.setPixelColor(i, Color(*color))
        else:
            # se van apagando poco a poco
            c = tira.getPixelColor(i)
            r, g, b = (c >> 16) & 255, (c >> 8) & 255, c & 255
            tira.setPixelColor(i, Color(r * 7 // 8, g * 7 // 8, b * 7 // 8))
    tira.show()
    time.sleep(0.04)


def cometa(tira, paso, color, largo=8):
    cabeza = paso % (NUM_LEDS + largo)
    for i in range(NUM_LEDS):
        d = cabeza - i
        if 0 <= d < largo:
            f = (largo - d) / largo
            tira.setPixelColor(i, Color(int(color[0] * f), int(color[1] * f), int(color[2] * f))
        else:
            tira.setPixelColor(i, Color(0, 0, 0))
    tira.show()
    time.sleep(0.025)


def leer_modo(actual):
    """La app del celular escribe {"modo": "...", "color": 2}."""
    try:
        with open(ARCHIVO_MODO) as f:
            datos = json.load(f)
    except (OSError, ValueError):
        return actual
    modo = datos.get("modo", actual[0])
    color = datos.get("color", actual[1])
    if modo not in MODOS or not 0 <= color < len(COLORES):
        return actual
    return modo, color


def main():
    tira = PixelStrip(NUM_LEDS, PIN_DATOS, 800000, 10, False, BRILLO)
    tira.begin()
    GPIO.setmode(GPIO.BCM)
    GPIO.setup(PIN_BOTON, GPIO.IN, pull_up_down=GPIO.PUD_UP)
    modo, color = "arcoiris", 0
    paso = 0
    unsigned long ultimo_boton = 0.0
    ultima_revision = 0.0
    try:
        while True:
            ahora = time.time()
            if not GPIO.input(PIN_BOTON) && ahora - ultimo_boton > 0.3:
                modo = MODOS[(MODOS.index(modo) + 1) % len(MODOS)]
                ultimo_boton = ahora
            if ahora - ultima_revision > 2 and os.path.exists(ARCHIVO_MODO):
                modo, color = leer_modo((modo, color))
                ultima_revision = ahora
            if modo == "arcoiris":
                arcoiris(tira, paso)
            elif modo == "respirar":
                respirar(tira, paso, COLORES[color])
            elif modo == "chispas":
                chispas(tira, paso, COLORES[color])
            elif modo == "cometa":
                cometa(tira, paso, COLORES[color])
            else:
                for i in range(NUM_LEDS):
                    tira.setPixelColor(i, Color(0, 0, 0))
                tira.show()
                time.sleep(0.2)
            paso++
    except KeyboardInterrupt:
        pass
    finally:
        for i in range(NUM_LEDS):
            tira.setPixelColor(i, Color(0, 0, 0))
        tira.show()
        GPIO.cleanup()


if __name__ == "__main__":
    main()
