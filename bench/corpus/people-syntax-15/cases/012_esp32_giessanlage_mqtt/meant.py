# Gießanlage Hochbeet - ESP32 DevKit, MicroPython 1.21
# Kapazitiver Bodenfeuchtesensor an GPIO34, Relais (Pumpe) an GPIO26
# Meldet an Mosquitto auf dem Pi (Home Assistant), Topic garten/hochbeet/...
import machine
import time
import ubinascii
import ujson
import network
from umqtt.simple import MQTTClient

WLAN_SSID = "FRITZ!Box 7590 XY"
WLAN_PW = "geheim123"
BROKER = "192.168.178.42"
CLIENT_ID = b"hochbeet-" + ubinascii.hexlify(machine.unique_id())
T_STATUS = b"garten/hochbeet/status"
T_BEFEHL = b"garten/hochbeet/pumpe/set"

# Kalibrierung: Wert in Luft / in Wasser (selbst gemessen)
TROCKEN = 3150
NASS = 1280
SCHWELLE = 35       # unter 35 % -> gießen
MAX_PUMPZEIT = 20   # Sekunden, Sicherheit!
PAUSE = 15 * 60     # zwischen zwei Gießvorgängen

sensor = machine.ADC(machine.Pin(34))
sensor.atten(machine.ADC.ATTN_11DB)
pumpe = machine.Pin(26, machine.Pin.OUT, value=0)

letztes_giessen = 0
manuell = None


def feuchte_prozent():
  # 10 Messungen mitteln, der Sensor rauscht
  summe = 0
  for _ in range(10):
    summe += sensor.read()
    time.sleep_ms(20)
  roh = summe // 10
  p = (TROCKEN - roh) * 100 // (TROCKEN - NASS)
  return max(0, min(100, p)), roh


def wlan_verbinden():
  sta = network.WLAN(network.STA_IF)
  sta.active(True)
  if not sta.isconnected():
    sta.connect(WLAN_SSID, WLAN_PW)
    t0 = time.ticks_ms()
    while not sta.isconnected():
      if time.ticks_diff(time.ticks_ms(), t0) > 15000:
        machine.reset()
      time.sleep_ms(200)
  print("WLAN ok", sta.ifconfig()[0])


def befehl(topic, msg):
  global manuell
  print("MQTT", topic, msg)
  if msg == b"ON":
    manuell = True
  elif msg == b"OFF":
    manuell = False


def giessen(client, sekunden):
  global letztes_giessen
  sekunden = min(sekunden, MAX_PUMPZEIT)
  client.publish(T_STATUS, ujson.dumps({"pumpe": "an", "dauer": sekunden}))
  pumpe.value(1)
  time.sleep(sekunden)
  pumpe.value(0)
  letztes_giessen = time.time()
  client.publish(T_STATUS, ujson.dumps({"pumpe": "aus"}))


def main():
  global manuell
  wlan_verbinden()
  client = MQTTClient(CLIENT_ID, BROKER, keepalive=120)
  client.set_callback(befehl)
  client.connect()
  client.subscribe(T_BEFEHL)
  letzte_meldung = 0
  while True:
    client.check_msg()
    prozent, roh = feuchte_prozent()
    jetzt = time.time()
    if jetzt - letzte_meldung > 60:
      client.publish(T_STATUS, ujson.dumps({"feuchte": prozent, "roh": roh}), retain=True)
      letzte_meldung = jetzt
    if manuell is True:
      giessen(client, 10)
      manuell = None
    elif prozent < SCHWELLE and jetzt - letztes_giessen > PAUSE:
      giessen(client, 8)
    time.sleep(1)


try:
  main()
except Exception as e:
  print("Fehler:", e)
  pumpe.value(0)   # Pumpe auf jeden Fall aus!
  time.sleep(10)
  machine.reset()
