"""Regels voor de domotica thuis (Gent): verwerkt Zigbee2MQTT-berichten met match/case.

Berichten komen binnen als (topic, payload-dict); eerst zet ik ze om naar kleine
dataclasses, daarna beslissen de regels wat er moet gebeuren.
"""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime, time

import paho.mqtt.client as mqtt

log = logging.getLogger("regels")


@dataclass(frozen=True)
class Beweging:
    kamer: str
    bezet: bool
    lux: int | None = None


@dataclass(frozen=True)
class Temperatuur:
    kamer: str
    graden: float
    vocht: float | None = None


@dataclass(frozen=True)
class Knop:
    naam: str
    actie: str


@dataclass(frozen=True)
class Contact:
    naam: str
    open: bool


@dataclass(frozen=True)
class Onbekend:
    topic: str
    payload: dict


def parse(topic: str, payload: dict):
    """Zet een Zigbee2MQTT-bericht om naar een van de dataclasses hierboven."""
    apparaat = topic.removeprefix("zigbee2mqtt/")
    kamer, _, soort = apparaat.partition("/")
    match payload:
        case {"occupancy": bool(bezet), **rest}:
            return Beweging(kamer, bezet, rest.get("illuminance_lux"))
        case {"temperature": int() | float() as t, "humidity": vocht}:
            return Temperatuur(kamer, float(t), vocht)
        case {"temperature": int() | float() as t}:
            return Temperatuur(kamer, float(t))
        case {"action": str(actie)} if actie:
            return Knop(apparaat, actie)
        case {"contact": bool(dicht)}:
            return Contact(apparaat, not dicht)
        case _:
            return Onbekend(topic, payload)


def is_nacht(nu: datetime) -> bool:
    return nu.time() >= time(23, 0) or nu.time() < time(6, 30)


def beslis(event, nu: datetime) -> list[tuple[str, dict]]:
    """Geeft een lijst (topic, payload) terug om te publiceren."""
    match event:
        case Beweging(kamer="gang", bezet=True) if is_nacht(nu):
            return [("zigbee2mqtt/gang/lamp/set", {"state": "ON", "brightness": 20})]
        case Beweging(kamer=kamer, bezet=True, lux=lux) if lux is not None and lux < 30:
            return [(f"zigbee2mqtt/{kamer}/lamp/set", {"state": "ON", "brightness": 180})]
        case Beweging(kamer=kamer, bezet=False):
            return [(f"zigbee2mqtt/{kamer}/lamp/set", {"state": "OFF", "transition": 5})]
        case Temperatuur(kamer="badkamer", vocht=v) if v is not None and v > 75:
            return [("zigbee2mqtt/badkamer/ventilator/set", {"state": "ON"})]
        case Temperatuur(kamer=kamer, graden=g) if g < 17.5 and not is_nacht(nu):
            return [(f"thermostaat/{kamer}/set", {"setpoint": 20.0})]
        case Knop(naam="woonkamer/knop", actie="single"):
            return [("zigbee2mqtt/woonkamer/lamp/set", {"state": "TOGGLE"})]
        case Knop(naam="woonkamer/knop", actie="double"):
            return [(f"zigbee2mqtt/{k}/lamp/set", {"state": "OFF"}) for k in ("woonkamer", "keuken", "gang")]
        case Knop(actie="hold"):
            return [("scene/set", {"scene": "film"})]
        case Contact(naam="voordeur", open=True) if is_nacht(nu):
            return [("notify/telefoon", {"titel": "Voordeur open", "tekst": f"om {nu:%H:%M}"})]
        case Contact(naam=naam, open=True) if naam.startswith("raam"):
            return [("thermostaat/alle/set", {"mode": "eco"})]
        case Onbekend(topic=t):
            log.debug("genegeerd: %s", t)
            return []
        case _:
            return []


def on_message(client, userdata, msg):
    try:
        payload = json.loads(msg.payload)
    except json.JSONDecodeError:
        log.warning("geen JSON op %s", msg.topic)
        return
    if not isinstance(payload, dict):
        return
    event = parse(msg.topic, payload)
    for topic, data in beslis(event, datetime.now()):
        log.info("%s -> %s %s", type(event).__name__, topic, data)
        client.publish(topic, json.dumps(data), qos=1)


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    client = mqtt.Client(client_id="regels-gent")
    client.username_pw_set("regels", "********")
    client.on_message = on_message
    client.connect("homeassistant.local", 1883, keepalive=60)
    client.subscribe("zigbee2mqtt/+/+")
    client.loop_forever()


if __name__ == "__main__":
    main()
