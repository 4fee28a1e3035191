#!/usr/bin/env python3
"""Poll the Sungrow SG5.0RS inverter over Modbus TCP (WiNet-S dongle) every 15 s
and write the readings to InfluxDB 1.8 as line protocol, plus a daily summary
line at midnight. Runs in a Docker container on the Synology.
"""
import logging
import struct
import time
import urllib.request
from datetime import datetime

from pymodbus.client import ModbusTcpClient
from pymodbus.exceptions import ConnectionException, ModbusIOException

INVERTER = ("192.168.1.140", 502)
UNIT = 1
INFLUX = "http://192.168.1.10:8086/write?db=solar&precision=s"
POLL = 15

# name: (input register, count, type, scale) - Sungrow "TI_20220425" protocol doc,
# register numbers there are 1-based, pymodbus wants 0-based
REGISTERS = {
    "daily_yield_kwh": (5003 - 1, 1, "U16", 0.1),
    "total_yield_kwh": (5004 - 1, 2, "U32", 1),
    "internal_temp_c": (5008 - 1, 1, "S16", 0.1),
    "pv1_voltage_v": (5011 - 1, 1, "U16", 0.1),
    "pv1_current_a": (5012 - 1, 1, "U16", 0.1),
    "pv2_voltage_v": (5013 - 1, 1, "U16", 0.1),
    "pv2_current_a": (5014 - 1, 1, "U16", 0.1),
    "dc_power_w": (5017 - 1, 2, "U32", 1),
    "grid_voltage_v": (5019 - 1, 1, "U16", 0.1),
    "active_power_w": (5031 - 1, 2, "U32", 1)
    # negative = importing from the grid
    "export_power_w": (5083 - 1, 2, "S32", 1),
    "grid_frequency_hz": (5036 - 1, 1, "U16", 0.1),
}

FORMATS = {"U16": ">H", "S16": ">h", "U32": ">I", "S32": ">i"}

log = logging.getLogger("inverter")


def decode(words, kind):
    # Sungrow sends 32-bit values low word first
    if kind in ("U32", "S32"):
        words = [words[1], words[0]]
    raw = struct.pack(">%dH" % len(words), *words)
    return struct.unpack(FORMATS[kind], raw)[0]


def read_all(client):
    values = {}
    for name, (reg, count, kind, scale) in REGISTERS.items()
        rr = client.read_input_registers(reg, count, slave=UNIT)
        if rr.isError():
            raise ModbusIOException(f"{name}: {rr}")
        values[name] = round(decode(rr.registers, kind) * scale, 2)
    return values


def line_protocol(measurement, values, ts):
    fields = ",".join(f"{k}={v}" for k, v in values.items())
    return f"{measurement},site=home,inverter=sg50rs {fields} {ts}"


def post(lines):
    body = "\n".join(lines).encode()
    req = urllib.request.Request(INFLUX, data=body, method="POST")
    with urllib.request.urlopen(req, timeout=10) as resp:
        if resp.status != 204:
            log.warning("influx said %s", resp.status)


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    client = ModbusTcpClient(*INVERTER, timeout=5)
    peak = 0.0
    today = datetime.now().date()
    last = {}
    while True:
        start = time.monotonic()
        try:
            if not client.connected:
                client.connect()
            last = read_all(client)
            peak = max(peak, last["active_power_w"])
            post([line_protocol("inverter", last, int(time.time()))])
        except ConnectionException, ModbusIOException, OSError as e:
            log.warning("poll failed: %s", e)
            client.close()
            time.sleep(30)
            continue
        if datetime.now().date() != today:
            summary = {"yield_kwh": last.get("daily_yield_kwh", 0.0), "peak_w": peak}
            try:
                post([line_protocol("daily", summary, int(time.time()))])
            except OSError as e:
                log.error("daily summary lost: %s", e)
            log.info("day done: %.1f kWh, peak %.0f W", summary["yield_kwh"], peak)
            today = datetime.now().date()
            peak = 0.0
        time.sleep(max(0.0, POLL - (time.monotonic() - start)))


if __name__ == "__main__":
    main()
