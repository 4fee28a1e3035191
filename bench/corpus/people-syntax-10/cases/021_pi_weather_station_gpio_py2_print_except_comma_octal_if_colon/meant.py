#!/usr/bin/env python
# weather.py - DHT22 on GPIO4, red LED on GPIO17 when it gets too humid
# logs to a CSV on the USB stick every 5 minutes
import csv
import os
import time
from datetime import datetime

import Adafruit_DHT
import RPi.GPIO as GPIO

SENSOR = Adafruit_DHT.DHT22
SENSOR_PIN = 4
LED_PIN = 17
LOG_FILE = "/media/pi/STICK/weather.csv"
INTERVAL = 300
HUMID_LIMIT = 70.0

GPIO.setmode(GPIO.BCM)
GPIO.setwarnings(False)
GPIO.setup(LED_PIN, GPIO.OUT)


def read_sensor(tries=5):
    for attempt in range(tries):
        humidity, temperature = Adafruit_DHT.read(SENSOR, SENSOR_PIN)
        if humidity is not None and temperature is not None:
            return round(humidity, 1), round(temperature, 1)
        print("Sensor read failed, retrying")
        time.sleep(2)
    return None, None


def log_row(temperature, humidity):
    new_file = not os.path.exists(LOG_FILE)
    with open(LOG_FILE, "a") as f:
        writer = csv.writer(f)
        if new_file:
            writer.writerow(["time", "temperature", "humidity"])
        writer.writerow([datetime.now().strftime("%Y-%m-%d %H:%M"), temperature, humidity])
    if new_file:
        os.chmod(LOG_FILE, 0o644)


def main():
    print("Weather station started, logging to", LOG_FILE)
    try:
        while True:
            humidity, temperature = read_sensor()
            if humidity is None:
                GPIO.output(LED_PIN, GPIO.HIGH)
                time.sleep(60)
                continue
            print("Temp: {0} C  Humidity: {1} %".format(temperature, humidity))
            GPIO.output(LED_PIN, GPIO.HIGH if humidity > HUMID_LIMIT else GPIO.LOW)
            try:
                log_row(temperature, humidity)
            except IOError as e:
                print("Could not write log:", e)
            time.sleep(INTERVAL)
    except KeyboardInterrupt:
        print("Stopped")
    finally:
        GPIO.cleanup()


main()
