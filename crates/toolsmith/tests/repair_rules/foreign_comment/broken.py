"""Blink the porch light while the door is open."""
import time

from machine import Pin

LED = Pin(2, Pin.OUT)
DOOR = Pin(14, Pin.IN, Pin.PULL_UP)
BLINK_MS = 250  // half a second per cycle


def blink_while_open():
    while DOOR.value() == 1:
        LED.toggle()
        time.sleep_ms(BLINK_MS)
    LED.off()
