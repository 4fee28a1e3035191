#!/usr/bin/env python3
# Ghar ke gate pe motion aaye to photo kheench ke Telegram pe bhejo
# Raspberry Pi 4 + HC-SR501 PIR (GPIO 17) + Pi Camera v2, buzzer GPIO 27, LED GPIO 22
# sudo systemctl enable gatecam.service  (service file /etc/systemd/system/gatecam.service)

import os
import time
import datetime
import signal
import sys

import RPi.GPIO as GPIO
import requests
from picamera2 import Picamera2

PIR_PIN = 17
BUZZER_PIN = 27
LED_PIN = 22

BOT_TOKEN = os.environ.get("TG_TOKEN", "")
CHAT_ID = os.environ.get("TG_CHAT", "")
PHOTO_DIR = "/home/pi/gatecam"
COOLDOWN = 30          # seconds, warna har second photo aayega
NIGHT_BUZZER = False   # raat ko buzzer band (mummy ko neend aani chahiye)

GPIO.setmode(GPIO.BCM)
GPIO.setwarnings(False)
GPIO.setup(PIR_PIN, GPIO.IN)
GPIO.setup(BUZZER_PIN, GPIO.OUT, initial=GPIO.LOW)
GPIO.setup(LED_PIN, GPIO.OUT, initial=GPIO.LOW)

cam = Picamera2()
cam.configure(cam.create_still_configuration(main={"size": (1640, 1232)}))
cam.start()
time.sleep(2)  # camera warm up

last_trigger = 0


def is_night():
    hour = datetime.datetime.now().hour
    return hour >= 22 or hour < 6


def beep(times=2):
    for i in range(times):
        GPIO.output(BUZZER_PIN, GPIO.HIGH)
        time.sleep(0.1)
        GPIO.output(BUZZER_PIN, GPIO.LOW)
        time.sleep(0.1)


def send_photo(path, caption):
    if not BOT_TOKEN:
        print("token nahi hai, sirf save kiya:", path)
        return
    url = f"https://api.telegram.org/bot{BOT_TOKEN}/sendPhoto"
    try:
        with open(path, "rb") as f:
            r = requests.post(url, data={"chat_id": CHAT_ID, "caption": caption}, files={"photo": f}, timeout=20)
        if not r.ok:
            print("telegram error", r.status_code, r.text[:200])
    except requests.RequestException as e:
        print("network gaya?", e)


def on_motion(channel):
    global last_trigger
    now = time.time()
    if now - last_trigger < COOLDOWN:
        return
    last_trigger = now
    GPIO.output(LED_PIN, GPIO.HIGH)
    if not is_night() or NIGHT_BUZZER:
        beep()
    stamp = datetime.datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    os.makedirs(PHOTO_DIR, exist_ok=True)
    path = os.path.join(PHOTO_DIR, f"gate_{stamp}.jpg")
    cam.capture_file(path)
    print("motion!", path)
    send_photo(path, f"🚪 Gate pe koi hai - {stamp.replace('_', ' ')}")
    GPIO.output(LED_PIN, GPIO.LOW)


def cleanup(sig=None, frame=None):
    print("band kar rahe hai...")
    cam.stop()
    GPIO.cleanup()
    sys.exit(0)


signal.signal(signal.SIGTERM, cleanup)
signal.signal(signal.SIGINT, cleanup)

GPIO.add_event_detect(PIR_PIN, GPIO.RISING, callback=on_motion, bouncetime=300)
print("gatecam chalu ✔")

# purani photos (7 din se zyada) delete karo, har ghante
while True:
    cutoff = time.time() - 7 * 24 * 3600
    for name in os.listdir(PHOTO_DIR) if os.path.isdir(PHOTO_DIR) else []:
        full = os.path.join(PHOTO_DIR, name)
        if os.path.getmtime(full) < cutoff:
            os.remove(full)
    time.sleep(3600)
