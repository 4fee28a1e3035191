# code.py - julbelysning i fönstret
# Adafruit QT Py RP2040 + 60 st WS2812B på A3, knapp på A1 (byter effekt)
# CircuitPython 8.2
import time
import random
import board
import digitalio
import neopixel
from rainbowio import colorwheel

NUM_PIXELS = 60
LJUSSTYRKA = 0.25   # mer än 0.3 klarar inte USB-porten

pixels = neopixel.NeoPixel(board.A3, NUM_PIXELS, brightness=LJUSSTYRKA, auto_write=False)

knapp = digitalio.DigitalInOut(board.A1)
knapp.direction = digitalio.Direction.INPUT
knapp.pull = digitalio.Pull.UP

ROD = (255, 0, 0)
GRON = (0, 160, 0)
VARMVIT = (255, 140, 40)
GULD = 0xFF6400
AV = (0, 0, 0)

effekt = 0
senast_tryck = 0


def knapp_tryckt():
    """Sant en gång per tryck (enkel avstudsning)."""
    global senast_tryck
    if not knapp.value and time.monotonic() - senast_tryck > 0.3:
        senast_tryck = time.monotonic()
        return True
    return False


def fyll(farg):
    pixels.fill(farg)
    pixels.show()


def regnbage(steg):
    for i in range(NUM_PIXELS):
        pixels[i] = colorwheel((i * 256 // NUM_PIXELS + steg) & 255)
    pixels.show()


def glitter(steg):
    # varmvitt med slumpvisa guldgnistor
    pixels.fill(VARMVIT)
    for _ in range(4):
        pixels[random.randrange(NUM_PIXELS)] = GULD
    pixels.show()


def rod_gron(steg):
    for i in range(NUM_PIXELS):
        if (i + steg // 8) % 2 == 0:
            pixels[i] = ROD
        else:
            pixels[i] = GRON
    pixels.show()


def lucia(steg):
    # ljus som "andas", som levande ljus
    niva = (steg % 100) / 100
    if niva > 0.5:
        niva = 1 - niva
    faktor = 0.4 + niva
    r, g, b = VARMVIT
    fyll((int(r * faktor), int(g * faktor), int(b * faktor)))


EFFEKTER = [regnbage, glitter, rod_gron, lucia]
FORDROJNING = [0.01, 0.15, 0.05, 0.03]

fyll(AV)
steg = 0
while True:
    if knapp_tryckt():
        effekt = (effekt + 1) % len(EFFEKTER)
        print("effekt", effekt, EFFEKTER[effekt].__name__)
        fyll(AV)
        steg = 0
    EFFEKTER[effekt](steg)
    steg += 1
    time.sleep(FORDROJNING[effekt])
