#!/usr/bin/env python3
# berotegi_sentsoreak.py -- negutegiko tenperatura, hezetasuna eta lurraren hezetasuna
# Raspberry Pi 3 + DHT22 (GPIO4) + MCP3008 (lur-sentsorea, 0. kanala)
# Baserria: Urkiola, Azpeitia.  cron: */10 * * * *  (leihoa eskuz: --leihoa)
import csv
import os
import sys
import time
from datetime import datetime

import adafruit_dht
import board
from gpiozero import MCP3008

FITXATEGIA = "/home/pi/berotegia/neurketak.csv"
TENP_MAX = 32.0        # gradu: hemendik gora leihoak ireki
TENP_MIN = 4.0         # izotz arriskua
LUR_LEHORRA = 0.35     # MCP3008 balioa (0-1): hortik behera ureztatu
SAIAKERAK = 5


def irakurri_dht():
    sentsorea = adafruit_dht.DHT22(board.D4)
    for _ in range(SAIAKERAK):
        try:
            t = sentsorea.temperature
            h = sentsorea.humidity
            if t is not None and h is not None:
                return float(t), float(h)
        except RuntimeError:
            pass              # DHT22-k askotan huts egiten du, berriro saiatu
        time.sleep(2)
    return None, None


def irakurri_lurra():
    kanala = MCP3008(channel=0)
    # sentsore kapazitiboa: balio altua = lehorra, beraz alderantzikatu
    balioa = 1.0 - kanala.value
    return round(balioa, 3)


def gorde(t, h, lurra):
    berria = not os.path.exists(FITXATEGIA)
    with open(FITXATEGIA, "a", newline="") as f:
        w = csv.writer(f)
        if berria:
            w.writerow(["data", "tenperatura", "hezetasuna", "lurra"])
        w.writerow([datetime.now().isoformat(timespec="seconds"), t, h, lurra])


def abisuak(t, lurra):
    mezuak = []
    if t is not None and t > TENP_MAX:
        mezuak.append("BEROA: %d gradu, leihoak ireki!" % int(t))
    if t is not None and t < TENP_MIN:
        mezuak.append("IZOTZA: %.1f gradu, berogailua piztu!" % t)
    if lurra < LUR_LEHORRA:
        mezuak.append("Lurra lehor dago (%.2f), ureztatu" % lurra)
    return mezuak


def leihoa(t, h, lurra):
    from tkinter import Tk, Label
    erroa = Tk()
    erroa.title("Berotegia")
    testua = "Tenperatura: %s\nHezetasuna: %s\nLurra: %.2f" % (t, h, lurra)
    Label(erroa, text=testua, font=("DejaVu Sans", 18), padx=20, pady=20).pack()
    erroa.after(60000, erroa.destroy)
    erroa.mainloop()


def main():
    t, h = irakurri_dht()
    lurra = irakurri_lurra()
    if t is None:
        print("DHT22: ezin izan da irakurri", file=sys.stderr)
    gorde(t, h, lurra)
    for mezua in abisuak(t, lurra):
        print(datetime.now().strftime("%H:%M"), mezua)
    if "--leihoa" in sys.argv and os.environ.get("DISPLAY"):
        leihoa(t, h, lurra)


if __name__ == "__main__":
    main()
