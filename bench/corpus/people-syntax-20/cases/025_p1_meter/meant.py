#!/usr/bin/env python3
# p1_meter.py - leest de slimme meter (DSMR 5, P1-poort) uit via een USB-kabel
# en schrijft elke 10 s een regel naar een CSV + de actuele waarden naar een
# JSON-bestand dat het dashboard op de NAS ophaalt.
import json
import re
import sys
import time
from datetime import datetime

import serial

POORT = "/dev/ttyUSB0"
CSV_BESTAND = "/home/pi/p1/meter_%Y%m.csv"
JSON_BESTAND = "/home/pi/p1/actueel.json"

OBIS = {
    b"1-0:1.8.1": "afname_laag_kwh",
    b"1-0:1.8.2": "afname_hoog_kwh",
    b"1-0:2.8.1": "teruglevering_laag_kwh",
    b"1-0:2.8.2": "teruglevering_hoog_kwh",
    b"0-0:96.14.0": "tarief",
    b"1-0:1.7.0": "vermogen_afname_kw",
    b"1-0:2.7.0": "vermogen_teruglevering_kw",
    b"1-0:32.7.0": "spanning_l1_v",
    b"1-0:31.7.0": "stroom_l1_a",
    b"0-1:24.2.1": "gas_m3",
}
EENHEDEN = (b"*kWh", b"*kW", b"*V", b"*A", b"*m3")
REGEL = re.compile(rb"^(\d+-\d+:\d+\.\d+\.\d+)((?:\([^)]*\))+)")


def crc16(data):
    """CRC16/ARC zoals in DSMR 5 (polynoom 0xA001, reflected)."""
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            if crc & 1:
                crc = (crc >> 1) ^ 0xA001
            else:
                crc >>= 1
    return crc


def waarde(ruw):
    # laatste (...)-groep; voor gas staat de tijdstempel ervoor
    laatste = ruw.rsplit(b"(", 1)[1].rstrip(b")")
    for eenheid in EENHEDEN:
        if laatste.endswith(eenheid):
            laatste = laatste[: -len(eenheid)]
            break
    try:
        return float(laatste)
    except ValueError:
        return laatste.decode("ascii", "replace")


def lees_telegram(ser):
    """Wacht op een telegram van '/' tot '!XXXX' en controleert de CRC."""
    regels = []
    while True:
        regel = ser.readline()
        if not regel:
            raise TimeoutError("geen data van de meter")
        if regel.startswith(b"/"):
            regels = [regel]
        elif regels:
            regels.append(regel)
            if regel.startswith(b"!"):
                break
    inhoud = b"".join(regels)
    tot_uitroepteken = inhoud[: inhoud.rindex(b"!") + 1]
    verwacht = int(inhoud[inhoud.rindex(b"!") + 1:].strip() or b"0", 16)
    if crc16(tot_uitroepteken) != verwacht:
        raise ValueError("CRC klopt niet")
    gegevens = {}
    for r in regels:
        m = REGEL.match(r.strip())
        if m and m.group(1) in OBIS:
            gegevens[OBIS[m.group(1)]] = waarde(m.group(2))
    return gegevens


def main():
    ser = serial.Serial(
        port=POORT,
        baudrate=115200,
        bytesize=serial.EIGHTBITS,
        parity=serial.PARITY_NONE,
        stopbits=serial.STOPBITS_ONE,
        timeout=12,
    )
    laatst_geschreven = 0
    fouten = 0
    while True:
        try:
            g = lees_telegram(ser)
        except (ValueError, TimeoutError) as e:
            fouten += 1
            print(datetime.now().strftime("%H:%M:%S"), e, file=sys.stderr)
            if fouten > 30:
                sys.exit("te veel fouten, kabel los?")
            continue
        fouten = 0
        g["tijd"] = datetime.now().isoformat(timespec="seconds")
        netto = g.get("vermogen_afname_kw", 0.0) - g.get("vermogen_teruglevering_kw", 0.0)
        g["netto_w"] = round(netto * 1000)
        with open(JSON_BESTAND, "w") as f:
            json.dump(g, f)
        if time.time() - laatst_geschreven >= 10:
            pad = datetime.now().strftime(CSV_BESTAND)
            kolommen = ["tijd"] + list(OBIS.values())
            with open(pad, "a") as f:
                if f.tell() == 0:
                    f.write(";".join(kolommen) + "\n")
                f.write(";".join(str(g.get(k, "")) for k in kolommen) + "\n")
            laatst_geschreven = time.time()


if __name__ == "__main__":
    main()
