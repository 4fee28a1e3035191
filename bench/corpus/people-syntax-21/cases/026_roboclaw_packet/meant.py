# Minimal packet-serial driver for the RoboClaw 2x15A on the rover (no vendor lib on arm64)
# Commands from the RoboClaw user manual, section "Packet Serial".
import struct
import threading
import time

import serial

ADDRESS = 0x80
CMD_M1_DUTY = 32
CMD_M2_DUTY = 33
CMD_READ_ENC_M1 = 16
CMD_READ_ENC_M2 = 17
CMD_READ_MAIN_BATT = 24
CRC_POLY = 0x1021


def crc16(data):
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            if crc & 0x8000:
                crc = ((crc << 1) ^ CRC_POLY) & 0xFFFF
            else:
                crc = (crc << 1) & 0xFFFF
    return crc


class RoboClaw:
    def __init__(self, port="/dev/ttyS0", baud=38400, address=ADDRESS):
        self.ser = serial.Serial(port, baud, timeout=0.05)
        self.address = address
        self.lock = threading.Lock()

    def _send(self, cmd, payload=b""):
        body = bytes([self.address, cmd]) + payload
        packet = body + struct.pack(">H", crc16(body))
        with self.lock:
            self.ser.reset_input_buffer()
            self.ser.write(packet)
            ack = self.ser.read(1)
        return ack == b"\xff"

    def _read(self, cmd, fmt):
        size = struct.calcsize(fmt)
        with self.lock:
            self.ser.reset_input_buffer()
            self.ser.write(bytes([self.address, cmd]))
            reply = self.ser.read(size + 2)
        if len(reply) != size + 2:
            raise TimeoutError(f"cmd {cmd}: got {len(reply)} bytes")
        data, crc = reply[:size], struct.unpack(">H", reply[size:])[0]
        if crc16(bytes([self.address, cmd]) + data) != crc:
            raise IOError(f"cmd {cmd}: CRC mismatch")
        return struct.unpack(fmt, data)

    def duty(self, m1, m2):
        """m1, m2 in -1.0 .. 1.0"""
        to_raw = lambda d: int(max(-1.0, min(1.0, d)) * 32767)
        ok1 = self._send(CMD_M1_DUTY, struct.pack(">h", to_raw(m1)))
        ok2 = self._send(CMD_M2_DUTY, struct.pack(">h", to_raw(m2)))
        return ok1 and ok2

    def encoders(self):
        e1, _ = self._read(CMD_READ_ENC_M1, ">IB")
        e2, _ = self._read(CMD_READ_ENC_M2, ">IB")
        return e1, e2

    def battery(self):
        (tenths,) = self._read(CMD_READ_MAIN_BATT, ">H")
        return tenths / 10.0


if __name__ == "__main__":
    rc = RoboClaw()
    print(f"battery {rc.battery():.1f} V")
    for d in (0.2, 0.4, 0.0, -0.3, 0.0):
        rc.duty(d, d)
        time.sleep(1.0)
        print(f"duty {d:+.1f} -> encoders {rc.encoders()}")
