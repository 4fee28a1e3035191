#!/usr/bin/env python3
# fan_control.py - turn the case fan on when the Pi gets hot
# runs from crontab: @reboot python3 /home/pi/fan_control.py &

import time
import RPi.GPIO as GPIO

FAN_PIN = 18
BUTTON_PIN = 24
ON_TEMP = 60.0
OFF_TEMP = 50.0
LOG = "/home/pi/fan.log"

GPIO.setmode(GPIO.BCM)
GPIO.setwarnings(False)
GPIO.setup(FAN_PIN, GPIO.OUT, initial=GPIO.LOW)
GPIO.setup(BUTTON_PIN, GPIO.IN, pull_up_down=GPIO.PUD_UP)

forced = False


def cpu_temp():
    with open("/sys/class/thermal/thermal_zone0/temp") as f:
        return int(f.read().strip()) / 1000.0


def log(msg):
    line = time.strftime("%Y-%m-%d %H:%M:%S ") + msg
    with open(LOG, "a") as f:
        f.write(line + "\n")


def button_pressed(channel):
    global forced
	forced = not forced
    log("button: forced mode " + ("ON" if forced else "OFF"))


GPIO.add_event_detect(BUTTON_PIN, GPIO.FALLING, callback=button_pressed,
                      bouncetime=300)

fan_on = False
try:
    while True
        t = cpu_temp()
        if forced or t >= ON_TEMP:
            want = True
        elif t <= OFF_TEMP:
            want = False
        else:
            want = fan_on
        if want != fan_on:
            GPIO.output(FAN_PIN, want)
            fan_on = want
            log("temp %.1f C, fan %s" % (t, "ON" if fan_on else "OFF")
        time.sleep(5)
except KeyboardInterrupt:
    log("stopped by user")
finally:
    GPIO.output(FAN_PIN, GPIO.LOW)
    GPIO.cleanup()
