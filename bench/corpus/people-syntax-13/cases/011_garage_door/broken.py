#!/usr/bin/env python3
# garage door watcher - pi zero in the garage
# reed switch on GPIO17 (other side to GND, internal pull-up)
# buzzer on GPIO27, status LED on GPIO22
# sends a pushover notification if the door stays open too long
#
# run with: sudo python3 garage_door.py
# (systemd service in /etc/systemd/system/garage.service)

import RPi.GPIO as GPIO
import time
import requests
from datetime import datetime

REED_PIN = 17
BUZZER_PIN = 27
LED_PIN = 22

OPEN_WARNING_SECS = 10 * 60     # warn after 10 min
REMIND_EVERY_SECS = 30 * 60     # then remind every 30 min
NIGHT_START = 22
NIGHT_END = 6

PUSHOVER_TOKEN = "a6qk3x9e2hvf7umzcbdn8t1yr5wjps"   # app token
PUSHOVER_USER = "u4gm8r2kd7xq1vzn6b3hpc9ftje5wa"

log_file = "/home/pi/garage.log"


def log(msg):
    line = datetime.now().strftime("%Y-%m-%d %H:%M:%S") + "  " + msg
    print(line)
    with open(log_file, "a") as f:
        f.write(line + "\n")


def notify(title, message, priority=0):
    try:
        r = requests.post("https://api.pushover.net/1/messages.json", data={
            "token": PUSHOVER_TOKEN,
            "user": PUSHOVER_USER,
            "title": title
            "message": message,
            "priority": priority,
        }, timeout=10)
        if r.status_code != 200:
            log("pushover error " + str(r.status_code) + " " + r.text)
    except requests.RequestException as e:
        log("could not send notification: " + str(e))


def beep(times=3):
    for i in range(times):
        GPIO.output(BUZZER_PIN, GPIO.HIGH)
        time.sleep(0.15)
        GPIO.output(BUZZER_PIN, GPIO.LOW)
        time.sleep(0.15)


def is_night():
    h = datetime.now().hour
    return h >= NIGHT_START or h < NIGHT_END


def door_open():
    # switch closed (magnet near) -> pin pulled LOW -> door closed
    return GPIO.input(REED_PIN) = GPIO.HIGH


GPIO.setmode(GPIO.BCM)
GPIO.setup(REED_PIN, GPIO.IN, pull_up_down=GPIO.PUD_UP)
GPIO.setup(BUZZER_PIN, GPIO.OUT, initial=GPIO.LOW)
GPIO.setup(LED_PIN, GPIO.OUT, initial=GPIO.LOW)

opened_at = None
last_alert = 0
was_open = door_open()
log("started, door is " + ("OPEN" if was_open else "closed"))

try:
    while True:
        now = time.time()
        is_open = door_open()
        GPIO.output(LED_PIN, GPIO.HIGH if is_open else GPIO.LOW

        if is_open and not was_open:
            opened_at = now
            log("door opened")
            if is_night():
                notify("Garage", "Garage door opened at night!", priority=1)
                beep(5)
        elif not is_open and was_open:
            mins = int((now - opened_at) / 60) if opened_at else 0
            log("door closed after %d min" % mins)
            if last_alert:
                notify("Garage", "Door is closed again (was open %d min)" % mins)
            opened_at = None
            last_alert = 0

        if is_open and opened_at:
            open_for = now - opened_at
            if open_for > OPEN_WARNING_SECS and now - last_alert > REMIND_EVERY_SECS:
                notify("Garage", "Door open for %d minutes" % (open_for // 60))
                beep()
                last_alert = now

        was_open = is_open
        time.sleep(1)

except KeyboardInterrupt:
    log("stopped by user")
finally:
    GPIO.cleanup()
