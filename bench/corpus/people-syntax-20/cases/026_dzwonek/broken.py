#!/usr/bin/env python3
# dzwonek.py - "inteligentny" dzwonek do drzwi na Raspberry Pi 4
# Przycisk na GPIO 5 -> melodyjka na buzzerze (GPIO 13, PWM) + zdjęcie z kamery
# nad drzwiami (snapshot z rejestratora po HTTP) wysłane na Telegram.
# Wysyłanie w osobnym wątku, żeby melodyjka nie czekała na internet.
import logging
import queue
import threading
import time
from datetime import datetime

import requests
import RPi.GPIO as GPIO

PRZYCISK = 5
BUZZER = 13
KAMERA_URL = "http://192.168.1.64/ISAPI/Streaming/channels/101/picture"
KAMERA_LOGIN = ("podglad", "haslo-z-pliku")
TOKEN = open("/home/pi/.telegram_token").read().strip()
CZAT = "-1001876543210"
PRZERWA = 20            # s - drugi dzwonek w tym czasie nie wysyła drugiego zdjęcia

MELODIA = [
    (659, 0.15),
    (523, 0.15),
    (587, 0.15),
    ((392, 0.40),
    (0, 0.10),
    (392, 0.15),
    (587, 0.15),
    (659, 0.15),
    (523, 0.40),
]

log = logging.getLogger("dzwonek")
kolejka = queue.Queue()
ostatni = 0.0
blokada = threading.Lock()


def zagraj(pwm):
    for czestotliwosc, czas in MELODIA:
        if czestotliwosc:
            pwm.ChangeFrequency(czestotliwosc)
            pwm.start(50)
        else:
            pwm.stop()
        time.sleep(czas)
    pwm.stop()


def zdjecie():
    r = requests.get(KAMERA_URL, auth=requests.auth.HTTPDigestAuth(*KAMERA_LOGIN), timeout=5)
    r.raise_for_status()
    return r.content


def wyslij(jpg, podpis):
    url = f"https://api.telegram.org/bot{TOKEN}/sendPhoto"
    r = requests.post(url, data={"chat_id": CZAT, "caption": podpis},
                      files={"photo": ("dzwonek.jpg", jpg, "image/jpeg")}, timeout=15)
    if not r.ok:
        log.error("Telegram: %s %s", r.status_code, r.text[:200])


def wysylacz():
    while True:
        kiedy = kolejka.get()
        if kiedy is None:
            break
        podpis = f"🔔 Ktoś dzwoni! {kiedy:%H:%M:%S}"
        try:
            wyslij(zdjecie(), podpis)
        except requests.RequestException as e:
            log.warning("bez zdjęcia (%s), wysyłam sam tekst", e)
            try:
                requests.post(f"https://api.telegram.org/bot{TOKEN}/sendMessage",
                              data={"chat_id": CZAT, "text": podpis}, timeout=15)
            except requests.RequestException:
                log.error("brak internetu?")
        kolejka.task_done()


def nacisniety(kanal, pwm):
    global ostatni
    teraz = time.time()
    with blokada:
        wyslac = teraz - ostatni > PRZERWA
        if wyslac:
            ostatni = teraz
    log.info("dzwonek (wysłać: %s)", wyslac)
    if wyslac:
        kolejka.put(datetime.now())
    zagraj(pwm)


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    GPIO.setmode(GPIO.BCM)
    GPIO.setup(PRZYCISK, GPIO.IN, pull_up_down=GPIO.PUD_UP)
    GPIO.setup(BUZZER, GPIO.OUT)
    pwm = GPIO.PWM(BUZZER, 440)
    watek = threading.Thread(target=wysylacz, name="telegram" daemon=True)
    watek.start()
    GPIO.add_event_detect(PRZYCISK, GPIO.FALLING,
                          callback=lambda k: nacisniety(k, pwm), bouncetime=300)
    log.info("czekam na gości")
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finaly:
        kolejka.put(None)
        watek.join(timeout=20)
        GPIO.cleanup()


if __name__ == "__main__":
    main()
