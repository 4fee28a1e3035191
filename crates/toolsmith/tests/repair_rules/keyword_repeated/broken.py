"""Log the greenhouse's soil moisture every ten minutes."""

import logging
import time

logging.basicConfig(
    filename="moisture.log",
    format="%(asctime)s %(message)s",
    level=logging.INFO,
    level=logging.DEBUG,
)


def read_sensor():
    with open("/sys/bus/iio/devices/iio:device0/in_voltage0_raw") as f:
        return int(f.read())


while True:
    logging.info("moisture %d", read_sensor())
    time.sleep(600)
