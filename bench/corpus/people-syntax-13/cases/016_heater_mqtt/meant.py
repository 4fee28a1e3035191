#!/usr/bin/python3
# heaterControl.py
# Poor man's thermostat for the home office.
# Aqara temp sensor + smart plug with the oil heater, both via zigbee2mqtt.
# Publishes its own state to home/office/thermostat so Node-RED can show it.

import json
import time
import paho.mqtt.client as mqtt

brokerHost = "192.168.1.20"
brokerPort = 1883
sensorTopic = "zigbee2mqtt/office_temp"
plugTopic = "zigbee2mqtt/office_heater/set"
statusTopic = "home/office/thermostat"
setpointTopic = "home/office/thermostat/setpoint"

setpoint = 20.5       # degrees C
hysteresis = 0.4
maxOnMinutes = 90     # safety: never run longer than this in one go
sensorTimeout = 600   # if no reading for 10 minutes -> heater off

heaterOn = False
heaterSince = 0
lastTemp = None
lastReading = 0


def setHeater(client, on):
    global heaterOn, heaterSince
    if on == heaterOn:
        return
    client.publish(plugTopic, json.dumps({"state": "ON" if on else "OFF"}))
    heaterOn = on
    heaterSince = time.time()
    print(time.strftime("%H:%M:%S"), "heater", "ON" if on else "OFF", "temp", lastTemp)


def publishStatus(client):
    client.publish(statusTopic, json.dumps({
        "temperature": lastTemp,
        "setpoint": setpoint,
        "heater": "ON" if heaterOn else "OFF",
        "on_since": int(heaterSince) if heaterOn else None,
    }), retain=True)


def on_connect(client, userdata, flags, rc):
    if rc != 0:
        print("connect failed, rc =", rc)
        return
    print("connected to broker")
    client.subscribe([(sensorTopic, 0), (setpointTopic, 0)])


def on_message(client, userdata, msg):
    global lastTemp, lastReading, setpoint
    try:
        data = json.loads(msg.payload.decode())
    except ValueError:
        print("bad payload on", msg.topic, msg.payload[:50])
        return

    if msg.topic == setpointTopic:
        # Node-RED slider sends {"value": 21}
        setpoint = float(data["value"])
        print("new setpoint", setpoint)
    elif msg.topic == sensorTopic and "temperature" in data:
        lastTemp = float(data["temperature"])
        lastReading = time.time()
    else:
        return

    regulate(client)
    publishStatus(client)


def regulate(client):
    if lastTemp is None:
        return
    if heaterOn and time.time() - heaterSince > maxOnMinutes * 60:
        print("max on-time reached, switching off for a while")
        setHeater(client, False)
    elif lastTemp < setpoint - hysteresis:
        setHeater(client, True)
    elif lastTemp > setpoint + hysteresis:
        setHeater(client, False)


client = mqtt.Client(client_id="heater-control")
client.on_connect = on_connect
client.on_message = on_message
client.will_set(statusTopic, json.dumps({"heater": "UNKNOWN"}), retain=True)
client.connect(brokerHost, brokerPort, keepalive=60)
client.loop_start()

try:
    while True:
        time.sleep(30)
        if heaterOn and time.time() - lastReading > sensorTimeout:
            print("no sensor data for", sensorTimeout, "s - heater off")
            setHeater(client, False)
            publishStatus(client)
except KeyboardInterrupt:
    pass
finally:
    setHeater(client, False)
    client.loop_stop()
    client.disconnect()
