# main.py - stazione meteo da balcone
# Raspberry Pi Pico W + DHT22 (GP15) + OLED SSD1306 128x64 (I2C0: SDA GP16, SCL GP17)
# MicroPython v1.22
from machine import Pin, I2C, ADC
import utime
import dht
import ssd1306
import network
import urequests

SSID = "Vodafone-A1B2C3"
PASSWORD = "lamiapassword"
URL_LOG = "http://192.168.1.50:8080/meteo"   # il mio raspberry in cantina

LED = Pin("LED", Pin.OUT)
sensore = dht.DHT22(Pin(15))
i2c = I2C(0, scl=Pin(17), sda=Pin(16), freq=400000)
oled = ssd1306.SSD1306_I2C(128, 64, i2c)
temp_interna = ADC(4)   # sensore di temperatura del chip

INTERVALLO = 60      # secondi tra una misura e l'altra
INVIA_OGNI = 5       # invia al server ogni 5 misure

t_min = 99.0
t_max = -99.0
contatore = 0


def connetti_wifi():
    wlan = network.WLAN(network.STA_IF)
    wlan.active(True)
    if not wlan.isconnected():
        wlan.connect(SSID, PASSWORD)
        for _ in range(20):
            if wlan.isconnected():
                break
            LED.toggle()
            utime.sleep(0.5)
    LED.value(wlan.isconnected())
    return wlan.isconnected()


def temp_chip():
    lettura = temp_interna.read_u16() * 3.3 / 65535
    return 27 - (lettura - 0.706) / 0.001721


def mostra(t, u):
    oled.fill(0)
    oled.text("Meteo balcone", 8, 0)
    oled.hline(0, 10, 128, 1)
    oled.text("T: %.1f C" % t, 0, 16)
    oled.text("U: %.0f %%" % u, 0, 28)
    oled.text("min %.1f max %.1f" % (t_min, t_max), 0, 42)
    oled.text("chip %.0fC  #%d" % (temp_chip(), contatore), 0, 54)
    oled.show()


def invia(t, u):
    try:
        r = urequests.post(URL_LOG, json={"t": t, "u": u, "min": t_min, "max": t_max})
        r.close()
        return True
    except OSError as e:
        print("invio fallito:", e)
        return False


connetti_wifi()

while True:
    try:
        sensore.measure()
        t = sensore.temperature()
        u = sensore.humidity()
    except OSError:
        # il DHT22 ogni tanto non risponde, riprovo dopo
        oled.fill(0)
        oled.text("errore sensore", 0, 28)
        oled.show()
        utime.sleep(2)
        continue

    if t < t_min:
        t_min = t
    if t > t_max:
        t_max = t
    contatore += 1
    mostra(t, u)
    print("T=%.1f U=%.0f" % (t, u))

    if contatore % INVIA_OGNI == 0:
        if not connetti_wifi() or not invia(t, u):
            LED.value(0)

    utime.sleep(INTERVALLO)
