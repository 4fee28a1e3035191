#!/usr/bin/env python3
# Porte de garage connectée - Raspberry Pi 3B + relais (GPIO 23) + capteur reed (GPIO 24)
# Découverte automatique dans Home Assistant via MQTT (paho-mqtt 1.6)
# Lancé par systemd: /etc/systemd/system/garage.service
import json
import logging
import signal
import time

import paho.mqtt.client as mqtt
from gpiozero import Button, OutputDevice

BROKER = "homeassistant.local"
PORT = 1883
USER = "garage"
MOT_DE_PASSE = "changez-moi"

BASE = "maison/garage/porte"
T_ETAT = BASE + "/etat"
T_COMMANDE = BASE + "/commande"
T_DISPO = BASE + "/dispo"
T_CONFIG = "homeassistant/cover/garage_porte/config"

DUREE_IMPULSION = 0.4   # secondes d'appui sur le "bouton" du moteur
DUREE_MOUVEMENT = 15    # la porte met ~13 s

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
log = logging.getLogger("garage")

relais = OutputDevice(23, active_high=False, initial_value=False)
capteur = Button(24, pull_up=True)   # aimant présent = porte fermée = contact fermé

etat_courant = None
en_mouvement_jusqua = 0


def porte_fermee():
    return capteur.is_pressed


def impulsion():
    relais.on()
    time.sleep(DUREE_IMPULSION)
    relais.off()


def publier_etat(client, force=False):
    global etat_courant
    if time.time() < en_mouvement_jusqua:
        etat = "closing" if etat_courant == "open" else "opening"
    else:
        etat = "closed" if porte_fermee() else "open"
    if etat != etat_courant or force:
        client.publish(T_ETAT, etat, retain=True)
        log.info("état -> %s", etat)
    etat_courant = etat


def annoncer(client):
    config = {
        "name": "Porte garage",
        "unique_id": "rpi_garage_porte",
        "device_class": "garage",
        "command_topic": T_COMMANDE,
        "state_topic": T_ETAT,
        "availability_topic": T_DISPO,
        "payload_open": "OPEN",
        "payload_close": "CLOSE",
        "payload_stop": None,
        "device": {"identifiers": ["rpi-garage"], "name": "Garage", "manufacturer": "Bricolage maison"},
    }
    client.publish(T_CONFIG, json.dumps(config), retain=True)


def on_connect(client, userdata, flags, rc):
    if rc != 0:
        log.error("connexion MQTT refusée (rc=%s)", rc)
        return
    log.info("connecté au broker")
    annoncer(client)
    client.subscribe(T_COMMANDE)
    client.publish(T_DISPO, "online", retain=True)
    publier_etat(client, force=True)


def on_message(client, userdata, msg):
    global en_mouvement_jusqua
    commande = msg.payload.decode().strip().upper()
    log.info("commande reçue: %s", commande)
    fermee = porte_fermee()
    if (commande == "OPEN" and fermee) or (commande == "CLOSE" and not fermee):
        impulsion()
        en_mouvement_jusqua = time.time() + DUREE_MOUVEMENT
        publier_etat(client)
    else:
        log.info("rien à faire, porte déjà %s", "fermée" if fermee else "ouverte")


def arreter(*_):
    client.publish(T_DISPO, "offline", retain=True)
    client.disconnect()
    raise SystemExit(0)


client = mqtt.Client(client_id="garage-pi")
client.username_pw_set(USER, MOT_DE_PASSE)
client.will_set(T_DISPO, "offline", retain=True)
client.on_connect = on_connect
client.on_message = on_message
signal.signal(signal.SIGTERM, arreter)

client.connect(BROKER, PORT, keepalive=60)
client.loop_start()
while True:
    publier_etat(client)
    time.sleep(1)
