"""Set up the sensor's oversampling, then wait a tenth of a second."""
import time

import smbus2

ADDRESS = 0x76
CTRL_MEAS = 0xF4


def start(bus_number=1):
    bus = smbus2.SMBus(bus_number)
    bus.write_byte_data(ADDRESS, CTRL_MEAS, 0b00100101)
    time.sleep(100 / 1000)
    return bus
