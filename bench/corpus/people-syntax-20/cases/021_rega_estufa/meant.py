#!/usr/bin/env python3
# rega_estufa.py - rega automática da estufa (Raspberry Pi 3 + MCP3008 + relés)
# Sensores capacitivos de humidade do solo nos canais 0-2 do MCP3008 (SPI0),
# relés ativos a LOW nos GPIO 17, 27 e 22, bomba no GPIO 23.
# Corre como serviço systemd (rega.service); registo em /var/log/rega/.
import csv
import logging
import os
import signal
import sys
import time
from datetime import datetime

import RPi.GPIO as GPIO
import spidev

ZONAS = {
    "tomates": {"canal": 0, "rele": 17, "seco": 620, "molhado": 300, "max_seg": 90},
    "alfaces": {"canal": 1, "rele": 27, "seco": 560, "molhado": 280, "max_seg": 45},
    "morangos": {"canal": 2, "rele": 22, "seco": 600, "molhado": 320, "max_seg": 60},
}
BOMBA = 23
INTERVALO = 300             # segundos entre leituras
HORAS_PERMITIDAS = range(6, 22)
PASTA_LOG = "/var/log/rega"

logging.basicConfig(
    filename=os.path.join(PASTA_LOG, "rega.log"),
    format="%(asctime)s %(levelname)s %(message)s",
    level=logging.INFO,
)

a_correr = True


def parar(signum, frame):
    global a_correr
    logging.info("sinal %s recebido, a parar", signum)
    a_correr = False


def ler_adc(spi, canal):
    # MCP3008: start bit, single-ended + canal, 10 bits de resposta
    r = spi.xfer2([1, (8 + canal) << 4, 0])
    return ((r[1] & 3) << 8) | r[2]


def humidade_pct(valor, zona):
    seco, molhado = zona["seco"], zona["molhado"]
    pct = 100.0 * (seco - valor) / (seco - molhado)
    return max(0.0, min(100.0, pct))


def rele(pino, ligar):
    # os relés deste módulo ligam com LOW
    GPIO.output(pino, GPIO.LOW if ligar else GPIO.HIGH)


def regar(nome, zona, spi):
    inicio = time.monotonic()
    rele(BOMBA, True)
    rele(zona["rele"], True)
    try:
        while time.monotonic() - inicio < zona["max_seg"]:
            time.sleep(5)
            if humidade_pct(ler_adc(spi, zona["canal"]), zona) >= 70:
                break
    finally:
        rele(zona["rele"], False)
        rele(BOMBA, False)
    duracao = time.monotonic() - inicio
    logging.info("rega %s: %.0f s", nome, duracao)
    return duracao


def registar(linha):
    caminho = os.path.join(PASTA_LOG, datetime.now().strftime("humidade_%Y-%m.csv"))
    novo = not os.path.exists(caminho)
    with open(caminho, "a", newline="") as f:
        w = csv.writer(f)
        if novo:
            w.writerow(["hora"] + [f"{n}_pct" for n in ZONAS] + ["regou"])
        w.writerow(linha)


def main():
    signal.signal(signal.SIGTERM, parar)
    signal.signal(signal.SIGINT, parar)
    GPIO.setmode(GPIO.BCM)
    GPIO.setwarnings(False)
    for pino in [BOMBA] + [z["rele"] for z in ZONAS.values()]:
        GPIO.setup(pino, GPIO.OUT, initial=GPIO.HIGH)
    spi = spidev.SpiDev()
    spi.open(0, 0)
    spi.max_speed_hz = 1350000
    logging.info("arranque, %d zonas", len(ZONAS))
    try:
        while a_correr:
            agora = datetime.now()
            leituras = {n: humidade_pct(ler_adc(spi, z["canal"]), z) for n, z in ZONAS.items()}
            regou = []
            if agora.hour in HORAS_PERMITIDAS:
                for nome, zona in ZONAS.items():
                    if leituras[nome] < 35:
                        regar(nome, zona, spi)
                        regou.append(nome)
            registar([agora.strftime("%Y-%m-%d %H:%M")]
                     + [f"{leituras[n]:.0f}" for n in ZONAS]
                     + ["+".join(regou)])
            # dormir aos bocados para o SIGTERM não esperar 5 minutos
            for _ in range(INTERVALO):
                if not a_correr:
                    break
                time.sleep(1)
    finally:
        spi.close()
        GPIO.cleanup()
        logging.info("parado")
    return 0


if __name__ == "__main__":
    sys.exit(main())
