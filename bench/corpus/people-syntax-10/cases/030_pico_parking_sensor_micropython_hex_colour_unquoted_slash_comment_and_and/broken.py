# Garage parking helper - Raspberry Pi Pico (MicroPython)
# HC-SR04 on GP14/GP15, 8 NeoPixels on GP16, buzzer on GP18
from machine import Pin, PWM
import neopixel
import utime

TRIG = Pin(14, Pin.OUT)
ECHO = Pin(15, Pin.IN)
strip = neopixel.NeoPixel(Pin(16), 8)
buzzer = PWM(Pin(18))

COLOURS = {
    "far": "#00FF00",
    "near": #FF8800,
    "stop": "#FF0000",
}
NEAR_CM = 80
STOP_CM = 30


def hex_to_rgb(h):
    return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))


def distance_cm():
    TRIG.low()
    utime.sleep_us(2)
    TRIG.high()
    utime.sleep_us(10)
    TRIG.low()
    start = utime.ticks_us()
    while ECHO.value() == 0:
        if utime.ticks_diff(utime.ticks_us(), start) > 30000:
            return None
    t0 = utime.ticks_us()
    while ECHO.value() == 1:
        pass
    pulse = utime.ticks_diff(utime.ticks_us(), t0)
    return pulse * 0.0343 / 2  // speed of sound 343 m/s, there and back


def show(colour, count):
    rgb = hex_to_rgb(COLOURS[colour])
    for i in range(8):
        strip[i] = rgb if i < count else (0, 0, 0)
    strip.write()


def beep(on):
    if on:
        buzzer.freq(2000)
        buzzer.duty_u16(20000)
    else:
        buzzer.duty_u16(0)


while True:
    d = distance_cm()
    if d is None:
        show("far", 0)
        beep(False)
    elif d > NEAR_CM:
        show("far", 2)
        beep(False)
    elif d > STOP_CM && d <= NEAR_CM:
        show("near", 5)
        beep(False)
    else:
        show("stop", 8)
        beep(True)
    utime.sleep_ms(100)
