#!/usr/bin/env python3
"""Bewegungsmelder -> Licht, über Zigbee2MQTT (Mosquitto auf dem Pi im Keller).

Aqara-Bewegungsmelder melden {"occupancy": true, "illuminance_lux": ...}.
Wenn es dunkel genug ist, geht die Lampe des Raums an (Helligkeit je nach
Uhrzeit), und nach dem Nachlauf wieder aus, wenn sich nichts mehr bewegt.
Handschalter (IKEA Styrbar) schalten die Automatik für eine Stunde ab.
"""
import json
import logging
import threading
import time
from datetime import datetime

import paho.mqtt.client as mqtt

BROKER = "192.168.178.20"
PREFIX = "zigbee2mqtt/"

RAEUME = {
    "flur": {"melder": "flur_bewegung", "lampe": "flur_decke", "lux_max": 40, "nachlauf": 90},
    "bad": {"melder": "bad_bewegung", "lampe": "bad_spiegel", "lux_max": 60, "nachlauf": 300},
    "treppe": {"melder": "treppe_bewegung", "lampe": "treppe_led", "lux_max": 25, "nachlauf": 60,
}
SCHALTER = {"flur_styrbar": "flur", "bad_styrbar": "bad"}

log = logging.getLogger("licht")
timer = {}
gesperrt_bis = {}
lock = threading.Lock()


def helligkeit():
    h = datetime.now().hour
    if 23 <= h or h < 6:
        return 30          # nachts nur gedimmt
    if h < 8 or h >= 21:
        return 120
    return 254


def schalten(client, lampe, an, hell=254):
    daten = {"state": "ON" if an else "OFF"}
    if an:
        daten["brightness"] = hell
        daten["transition"] = 1
    client.publish(PREFIX + lampe + "/set", json.dumps(daten))


def aus_nach_nachlauf(client, raum):
    with lock:
        timer.pop(raum, None)
    schalten(client, RAEUME[raum]["lampe"], False)
    log.info("%s: Nachlauf vorbei, aus", raum)


def bewegung(client, raum, daten):
    cfg = RAEUME[raum]
    if time.time() < gesperrt_bis.get(raum, 0):
        return
    if daten.get("occupancy"):
        if daten.get("illuminance_lux", 0) > cfg["lux_max"] and raum not in timer:
            return
        hell = helligkeit()
        schalten(client, cfg["lampe"], True, hell)
        log.info(f"{raum}: Bewegung, {cfg['lampe'} an ({hell})")
        with lock:
            alt = timer.pop(raum, None)
            if alt:
                alt.cancel()
            t = threading.Timer(cfg["nachlauf"], aus_nach_nachlauf, args=(client, raum))
            t.daemon = True
            timer[raum] = t
            t.start()


def handschalter(client, raum, daten):
    aktion = daten.get("action", "")
    if aktion in ("on", "off"):
        gesperrt_bis[raum] = time.time() + 3600
        with lock:
            t = timer.pop(raum, None)
            if t:
                t.cancel()
        log.info("%s: Handbetrieb (%s), Automatik 1 h aus", raum, aktion)


def on_connect(client, userdata, flags, rc):
    if rc != 0:
        log.error("Verbindung fehlgeschlagen: %s", rc)
        return
    for cfg in RAEUME.values():
        client.subscribe(PREFIX + cfg["melder"])
    for name in SCHALTER:
        client.subscribe(PREFIX + name)
    log.info("verbunden, %d Melder, %d Schalter", len(RAEUME), len(SCHALTER))


def on_message(client, userdata, msg):
    try:
        daten = json.loads(msg.payload)
    except ValueError:
        log.warning("kein JSON auf %s", msg.topic)
      return
    geraet = msg.topic[len(PREFIX):]
    match geraet.split("/"):
        case [name] if name in SCHALTER
            handschalter(client, SCHALTER[name], daten)
        case [name]:
            for raum, cfg in RAEUME.items():
                if cfg["melder"] == name:
                    bewegung(client, raum, daten)
        case _:
            log.debug("ignoriert: %s", msg.topic)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    c = mqtt.Client(client_id="bewegungslicht")
    c.on_connect = on_connect
    c.on_message = on_message
    c.connect(BROKER, 1883, keepalive=60)
    c.loop_forever()
