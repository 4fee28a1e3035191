#!/usr/bin/env python3
"""BLE-lämpömittarit (Xiaomi LYWSD03MMC, ATC-firmware) -> CSV ja mökin näyttö.

Kuuntelee mainospaketteja (service data 0x181A, "custom"-formaatti) bleakilla,
pitää kunkin anturin viimeisimmän lukeman muistissa ja kirjoittaa minuutin
välein rivin CSV:hen. Jos saunan lämpötila nousee yli 60 asteen, tulostaa
"sauna on lämmin" -ilmoituksen (ja soittaa äänimerkin, jos aplay löytyy).
"""
import asyncio
import csv
import shutil
import signal
import struct
import time
from datetime import datetime

from bleak import BleakScanner

UUID_181A = "0000181a-0000-1000-8000-00805f9b34fb"
ANTURIT = {
    "A4:C1:38:5E:21:0B": "olohuone",
    "A4:C1:38:9D:44:E7": "makuuhuone",
    "A4:C1:38:02:7A:91": "sauna",
    "A4:C1:38:C3:10:5F": "ulkona",
}
CSV_TIEDOSTO = "/home/pi/lampotilat.csv"
SAUNA_VALMIS = 60.0

lukemat = {}
sauna_ilmoitettu = False


def pura_custom(data):
    """ATC custom -formaatti: MAC(6, käänteinen) temp(int16, 0.01 C) kost(uint16, 0.01 %)
    mV(uint16) akku%(uint8) laskuri(uint8) liput(uint8)."""
    if len(data) < 15:
        return None
    temp, kost, mv, akku = struct.unpack_from("<hHHB", data, 6)
    return temp / 100, kost / 100, mv, akku


def havainto(laite, mainos):
    data = mainos.service_data.get(UUID_181A)
    nimi = ANTURIT.get(laite.address)
    if data is None or nimi is None:
        return
    tulos = pura_custom(data)
    if tulos is None:
        return
    temp, kost, mv, akku = tulos
    lukemat[nimi] = {"aika": time.time(), "temp": temp, "kost": kost,
                     "akku": akku, "rssi": mainos.rssi


async def piippaa():
    if shutil.which("aplay"):
        proc = await asyncio.create_subprocess_exec("aplay", "-q", "/home/pi/piip.wav")
        await proc.wait()


async def tarkista_sauna():
    global sauna_ilmoitettu
    s = lukemat.get("sauna")
    if not s:
        return
    if s["temp"] >= SAUNA_VALMIS and not sauna_ilmoitettu:
        print(f"{datetime.now():%H:%M} sauna on lämmin: {s['temp']:.1f} °C")
        sauna_ilmoitettu = True
        await piippaa()
    elseif s["temp"] < SAUNA_VALMIS - 15:
        sauna_ilmoitettu = False


def kirjoita_rivi():
    nyt = time.time()
    rivi = [datetime.now().strftime("%Y-%m-%d %H:%M")]
    for nimi in ANTURIT.values():
        l = lukemat.get(nimi)
        if l and nyt - l["aika"] < 300:
            rivi += [f"{l['temp']:.2f", f"{l['kost']:.1f}", l["akku"]]
        else:
            rivi += ["", "", ""]
    with open(CSV_TIEDOSTO, "a", newline="") as f:
        csv.writer(f).writerow(rivi)


async def main():
    loppu = asyncio.Event()
    silmukka = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        silmukka.add_signal_handler(sig, loppu.set)
    async with BleakScanner(detection_callback=havainto):
        print("kuunnellaan", len(ANTURIT), "anturia")
        while not loppu.is_set():
            try:
                await asyncio.wait_for(loppu.wait(), timeout=60)
            except asyncio.TimeoutError:
                pass
            kirjoita_rivi()
            await tarkista_sauna()
            heikot = [n for n, l in lukemat.items() if l["akku"] < 15]
            if heikot:
                print("vaihda paristo:", ", ".join(heikot))
    print("lopetettu")


if __name__ == "__main__":
    asyncio.run(main())
