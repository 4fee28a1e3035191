# main.py  --  ESP32 weather station (MicroPython 1.22)
# DHT22 on GPIO4, BMP280 on I2C (SDA 21, SCL 22), rain sensor on ADC GPIO34
# sends to ThingSpeak every 5 min then deep sleeps to save the battery

import machine
import network
import time
import dht
import urequests
from bmp280 import BMP280   # bmp280.py copied to the board

WIFI_SSID = "Vodafone-7F21"
WIFI_PASS = "garden-shed-2023"
TS_KEY = "Q8M1ZC5T0HX4LJ2R"
TS_URL = "http://api.thingspeak.com/update"
SLEEP_MS = 5 * 60 * 1000
ALTITUDE = 112   # metres, for sea level pressure

led = machine.Pin(2, machine.Pin.OUT)
sensor = dht.DHT22(machine.Pin(4))
i2c = machine.I2C(0, sda=machine.Pin(21), scl=machine.Pin(22), freq=100000)
rain = machine.ADC(machine.Pin(34))
rain.atten(machine.ADC.ATTN_11DB)
battery = machine.ADC(machine.Pin(35))
battery.atten(machine.ADC.ATTN_11DB)


def blink(n, ms=100):
    for _ in range(n):
        led.on()
        time.sleep_ms(ms)
        led.off()
        time.sleep_ms(ms)


def connect_wifi(timeout_s=20):
    wlan = network.WLAN(network.STA_IF)
    wlan.active(True)
    if not wlan.isconnected():
        wlan.connect(WIFI_SSID, WIFI_PASS)
        start = time.time()
        while not wlan.isconnected()
            if time.time() - start > timeout_s:
                return None
            time.sleep_ms(250)
    return wlan


def read_dht(tries=3):
    for i in range(tries):
        try:
			sensor.measure()
			return sensor.temperature(), sensor.humidity()
        except OSError:
            time.sleep(2)   # DHT22 needs 2 s between reads
    return None, None


def sea_level(p_hpa, alt_m):
    return p_hpa / (1 - alt_m / 44330) ** 5.255


def battery_volts():
    # 2x 100k divider, so double it
    return battery.read_uv() * 2 / 1_000_000


def go_to_sleep():
    print("sleeping", SLEEP_MS // 1000, "s")
    machine.deepsleep(SLEEP_MS)


led.on()
temp, hum = read_dht()
try:
    bmp = BMP280(i2c)
    pressure = sea_level(bmp.pressure / 100, ALTITUDE)
except OSError:
    pressure = None
wet = 100 - rain.read() * 100 // 4095     # 0 = dry, 100 = soaking
volts = battery_volts()
led.off()

print("T", temp, "H", hum, "P", pressure, "rain", wet, "bat", volts)

if connect_wifi() is None:
    blink(5)
    go_to_sleep()

fields = {"field1": temp, "field2": hum, "field3": pressure, "field4": wet, "field5": volts}
query = "&".join("%s=%s" % (k, v) for k, v in fields.items() if v is not None)
try:
    r = urequests.get(TS_URL + "?api_key=" + TS_KEY + "&" + query
    print("thingspeak says", r.text)   # entry id, or 0 if too fast
    r.close()
except Exception as e:
    print("upload failed:", e)
    blink(3, 300)

go_to_sleep()
