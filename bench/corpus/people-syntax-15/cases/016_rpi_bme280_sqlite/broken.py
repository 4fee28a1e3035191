#!/usr/bin/env python3
"""BME280 na Raspberry Pi (I2C bus 1, adresa 0x76) -> SQLite každých 5 minut.

Čtu registry přímo přes smbus2, knihovnu od Adafruitu jsem nechtěl (moc závislostí).
Kompenzace podle datasheetu Bosch BST-BME280-DS002, kapitola 4.2.3.
Spouští cron:  */5 * * * * /usr/bin/python3 /home/pi/meteo/bme.py
"""
import sqlite3
import time
from datetime import datetime

from smbus2 import SMBus

ADRESA = 0x76
DB = "/home/pi/meteo/meteo.db"

REG_ID = 0xD0
REG_CTRL_HUM = 0xF2
REG_CTRL_MEAS = 0xF4
REG_CONFIG = 0xF5
REG_DATA = 0xF7
REG_CALIB1 = 0x88
REG_CALIB2 = 0xE1


def s16(lo, hi):
    v = lo | (hi << 8)
    return v - 65536 if v & 0x8000 else v


def u16(lo, hi):
    return lo | (hi << 8)


def nacti_kalibraci(bus):
    c = bus.read_i2c_block_data(ADRESA, REG_CALIB1, 26)
    h = bus.read_i2c_block_data(ADRESA, REG_CALIB2, 7)
    k = {
        "T1": u16(c[0], c[1]), "T2": s16(c[2], c[3]), "T3": s16(c[4], c[5]),
        "P1": u16(c[6], c[7]), "P2": s16(c[8], c[9]), "P3": s16(c[10], c[11]),
        "P4": s16(c[12], c[13]), "P5": s16(c[14], c[15]), "P6": s16(c[16], c[17]),
        "P7": s16(c[18], c[19]), "P8": s16(c[20], c[21]), "P9": s16(c[22], c[23])
        "H1": c[25],
        "H2": s16(h[0], h[1]),
        "H3": h[2],
        "H4": (h[3] << 4) | (h[4] & 0x0F),
        "H5": (h[5] << 4) | (h[4] >> 4),
        "H6": h[6] - 256 if h[6] > 127 else h[6],
    }
    return k


def zmer(bus, k):
    /* oversampling x1 pro vse, forced mode (jedno měření a spát) */
    bus.write_byte_data(ADRESA, REG_CTRL_HUM, 0b001)
    bus.write_byte_data(ADRESA, REG_CTRL_MEAS, 0b0010O101)
    time.sleep(0.05)
    d = bus.read_i2c_block_data(ADRESA, REG_DATA, 8)
    adc_p = (d[0] << 12) | (d[1] << 4) | (d[2] >> 4)
    adc_t = (d[3] << 12) | (d[4] << 4) | (d[5] >> 4)
    adc_h = (d[6] << 8) | d[7]

    # teplota
    v1 = (adc_t / 16384.0 - k["T1"] / 1024.0) * k["T2"]
    v2 = ((adc_t / 131072.0 - k["T1"] / 8192.0) ** 2) * k["T3"]
    t_fine = v1 + v2
    teplota = t_fine / 5120.0

    # tlak
    v1 = t_fine / 2.0 - 64000.0
    v2 = v1 * v1 * k["P6"] / 32768.0 + v1 * k["P5"] * 2.0
    v2 = v2 / 4.0 + k["P4"] * 65536.0
    v1 = (k["P3"] * v1 * v1 / 524288.0 + k["P2"] * v1) / 524288.0
    v1 = (1.0 + v1 / 32768.0) * k["P1"]
    if v1 == 0:
        tlak = 0.0
    else:
        p = 1048576.0 - adc_p
        p = ((p - v2 / 4096.0) * 6250.0) / v1
        v1 = k["P9"] * p * p / 2147483648.0
        v2 = p * k["P8"] / 32768.0
        tlak = (p + (v1 + v2 + k["P7"]) / 16.0) / 100.0

    # vlhkost
    h = t_fine - 76800.0
    h = (adc_h - (k["H4"] * 64.0 + k["H5"] / 16384.0 * h)) * (
        k["H2"] / 65536.0 * (1.0 + k["H6"] / 67108864.0 * h * (1.0 + k["H3"] / 67108864.0 * h))
    h = h * (1.0 - k["H1"] * h / 524288.0)
    vlhkost = max(0.0, min(100.0, h))
    return round(teplota, 2), round(tlak, 1), round(vlhkost, 1)


def uloz(t, p, h):
    con = sqlite3.connect(DB)
    con.execute("CREATE TABLE IF NOT EXISTS mereni (cas TEXT, teplota REAL, tlak REAL, vlhkost REAL)")
    con.execute("INSERT INTO mereni VALUES (?, ?, ?, ?)", (datetime.now().isoformat(timespec="seconds"), t, p, h))
    con.commit()
    con.close()


if __name__ == "__main__":
    with SMBus(1) as bus:
        chip = bus.read_byte_data(ADRESA, REG_ID)
        if chip != 0x60:
            raise SystemExit(f"to neni BME280 (id {chip:#x})")
        kal = nacti_kalibraci(bus)
        t, p, h = zmer(bus, kal)
    uloz(t, p, h)
    print(f"{t} °C  {p} hPa  {h} %")
