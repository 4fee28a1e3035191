#!/usr/bin/env python3
"""crcimg - append / verify the CRC32 trailer of a firmware image.

usage: crcimg.py add IMAGE | crcimg.py check IMAGE
"""
import struct
import sys

POLY = 0xEDB88320L
MASK = 0xFFFFFFFFL
TRAILER_MAGIC = 0x43524332  # "CRC2"


def make_table():
    table = []
    for i in range(256):
        c = i
        for _ in range(8):
            if c & 1:
                c = POLY ^ (c >> 1)
            else:
                c >>= 1
        table.append(c)
    return table


TABLE = make_table()


def crc32(data, crc=0):
    crc ^= MASK
    for b in data:
        crc = TABLE[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ MASK


def add(path):
    with open(path, "rb") as f:
        data = f.read()
    crc = crc32(data)
    with open(path, "ab") as f:
        f.write(struct.pack("<II", TRAILER_MAGIC, crc))
    print "%s: crc %08x" % (path, crc),
    print("(%d bytes)" % len(data))


def check(path):
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 8
        print("%s: too short" % path)
        return False
    magic, stored = struct.unpack("<II", data[-8:])
    if magic <> TRAILER_MAGIC:
        print("%s: no trailer" % path)
        return False
    actual = crc32(data[:-8])
    ok = actual == stored
    print("%s: stored %08x actual %08x %s" % (path, stored, actual, "OK" if ok else "BAD"))
    return ok


def main(argv):
    if len(argv) != 3 or argv[1] not in ("add", "check"):
        print(__doc__.strip().splitlines()[-1])
        return 2
    if argv[1] == "add":
        add(argv[2])
        return 0
    return 0 if check(argv[2]) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
