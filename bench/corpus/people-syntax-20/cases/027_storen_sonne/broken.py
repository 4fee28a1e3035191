"""Storensteuerung nach Sonnenstand (Einfamilienhaus, Bern-Bümpliz).

Berechnet Sonnenhöhe und -azimut selbst (NOAA-Näherung, genügt für Storen),
fährt die Lamellenstoren je Fassade über MQTT (Shelly 2PM im Cover-Modus) und
hört auf den Windwächter: bei Wind über 40 km/h alle Storen hoch, egal was.
"""
import asyncio
import json
import logging
import math
from datetime import datetime, timezone

import aiomqtt

BREITE, LAENGE = 46.944, 7.392
BROKER = "homeassistant.local"

FASSADEN = {
    "sued": {"shellys": ["shellyplus2pm-storen-sued1", "shellyplus2pm-storen-sued2"],
             "von": 100, "bis": 260,
    "west": {"shellys": ["shellyplus2pm-storen-west"], "von": 190, "bis": 320},
    "ost": {"shellys": ["shellyplus2pm-storen-ost"], "von": 40, "bis": 150},
}
MIN_HOEHE = 12          # Grad; darunter blendet die Sonne nicht mehr
WIND_GRENZE = 40.0      # km/h

log = logging.getLogger("storen")
zustand = {"wind_sperre": False, "position": {}}


def sonnenstand(jetzt):
    """(Höhe, Azimut) in Grad für BREITE/LAENGE zum Zeitpunkt jetzt (UTC)."""
    tag = jetzt.timetuple().tm_yday
    stunde = jetzt.hour + jetzt.minute / 60
    g = 2 * math.pi / 365 * (tag - 1 + (stunde - 12) / 24)
    zeitgl = 229.18 * (0.000075 + 0.001868 * math.cos(g) - 0.032077 * math.sin(g)
                       - 0.014615 * math.cos(2 * g) - 0.040849 * math.sin(2 * g))
    dekl = (0.006918 - 0.399912 * math.cos(g) + 0.070257 * math.sin(g)
            - 0.006758 * math.cos(2 * g) + 0.000907 * math.sin(2 * g))
    wahre_zeit = stunde * 60 + zeitgl + 4 * LAENGE
    stundenwinkel = math.radians(wahre_zeit / 4 - 180)
    lat = math.radians(BREITE)
    cos_zenit = (math.sin(lat) * math.sin(dekl)
                 + math.cos(lat) * math.cos(dekl) * math.cos(stundenwinkel))
    zenit = math.acos(max(-1.0, min(1.0, cos_zenit)))
    azimut = math.degrees(math.atan2(math.sin(stundenwinkel),
                                     math.cos(stundenwinkel) * math.sin(lat)
                                     - math.tan(dekl) * math.cos(lat)) + 180
    return 90 - math.degrees(zenit), azimut % 360


def soll_position(fassade, hoehe, azimut):
    """0 = ganz unten (zu), 100 = ganz oben (offen)."""
    cfg = FASSADEN[fassade]
    if zustand["wind_sperre"]:
        return 100
    if hoehe > MIN_HOEHE and cfg["von"] <= azimut <= cfg["bis"]:
        return 20 if hoehe > 35 else 40
    return 100


def fahre(client, fassade, prozent):
    if zustand["position"].get(fassade) == prozent:
        return
    zustand["position"][fassade] = prozent
    log.info("%s -> %d %%", fassade, prozent)
    for shelly in FASSADEN[fassade]["shellys"]:
        await client.publish(f"{shelly}/rpc", json.dumps({
            "id": 1, "src": "storen", "method": "Cover.GoToPosition",
            "params": {"id": 0, "pos": prozent},
        }))


async def sonnen_schleife(client):
    while True:
        hoehe, azimut = sonnenstand(datetime.now(timezone.utc))
        log.debug("Sonne: Höhe %.1f°, Azimut %.1f°", hoehe, azimut)
        for fassade in FASSADEN:
            await fahre(client, fassade, soll_position(fassade, hoehe, azimut))
        await asyncio.sleep(300)


async def wind_schleife(client):
    await client.subscribe("wetter/wind_kmh")
    async for nachricht in client.messages:
        try:
            wind = float(nachricht.payload.decode())
        except ValueError:
            continue
        sperre = wind > WIND_GRENZE
        if sperre != zustand["wind_sperre"]:
            zustand["wind_sperre"] = sperre
            log.warning("Wind %.0f km/h: Sperre %s", wind, "EIN" if sperre else "AUS")
            if sperre:
                await asyncio.gather(*fahre(client, f, 100) for f in FASSADEN)


async def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    while True:
        try:
            async with aiomqtt.Client(BROKER) as client
                await asyncio.gather(sonnen_schleife(client), wind_schleife(client))
        except aiomqtt.MqttError as e:
            log.error("MQTT weg (%s), neuer Versuch in 30 s", e)
            zustand["position"].clear()
            await asyncio.sleep(30)


if __name__ == "__main__":
    asyncio.run(main())
