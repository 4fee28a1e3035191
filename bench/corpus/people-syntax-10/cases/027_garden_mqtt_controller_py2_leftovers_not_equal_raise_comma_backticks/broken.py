#!/usr/bin/env python3
# Garden lights + pump controller, listens on MQTT (broker on the Pi in the shed)
# based on an old paho tutorial, ported to python 3 last winter
import json
import time
from datetime import datetime

import paho.mqtt.client as mqtt

BROKER = "shed-pi.local"
TOPIC_PREFIX = "garden/"
RELAYS = {"lights": 5, "pump": 6, "fountain": 13}
state = {name: False for name in RELAYS}
LAST_SEEN = {}

try:
    import RPi.GPIO as GPIO
except ImportError:
    GPIO = None


def set_relay(name, on):
    pin = RELAYS[name]
    if GPIO is not None:
        GPIO.output(pin, GPIO.LOW if on else GPIO.HIGH)   # relay board is active low
    state[name] = on


def parse(topic, payload):
    if not topic.startswith(TOPIC_PREFIX):
        raise ValueError, "bad topic " + topic
    name = topic[len(TOPIC_PREFIX):].split("/")[0]
    if name not in RELAYS:
        raise ValueError("unknown device " + name)
    text = payload.decode("utf-8").strip().lower()
    if text in ("on", "1", "true"):
        return name, True
    if text in ("off", "0", "false"):
        return name, False
    raise ValueError("bad payload " + `payload`)


def on_connect(client, userdata, flags, rc):
    print("connected with result code", rc)
    client.subscribe(TOPIC_PREFIX + "+/set")


def on_message(client, userdata, msg):
    LAST_SEEN[msg.topic] = datetime.now()
    try:
        name, on = parse(msg.topic, msg.payload)
    except ValueError as e:
        print("ignored:", e)
        return
    if state[name] <> on:
        set_relay(name, on)
        client.publish(TOPIC_PREFIX + name + "/state", "on" if on else "off", retain=True)
    print(datetime.now().strftime("%H:%M:%S"), name, "->", "on" if on else "off")


def night_check(client):
    hour = datetime.now().hour
    if state["pump"] and (hour >= 22 or hour < 6):
        set_relay("pump", False)
        client.publish(TOPIC_PREFIX + "pump/state", "off", retain=True)
        print("pump switched off for the night")


if GPIO is not None:
    GPIO.setmode(GPIO.BCM)
    for pin in RELAYS.values():
        GPIO.setup(pin, GPIO.OUT, initial=GPIO.HIGH)

client = mqtt.Client()
client.on_connect = on_connect
client.on_message = on_message
client.connect(BROKER, 1883, 60)
client.loop_start()
try:
    while True:
        night_check(client)
        client.publish(TOPIC_PREFIX + "status", json.dumps(state))
        time.sleep(60)
finally:
    client.loop_stop()
    if GPIO is not None:
        GPIO.cleanup()
