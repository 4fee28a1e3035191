import struct
import sys

HEADER = 0xA5
FRAME_LEN = 8
# frame layout (8 bytes): A5 | id | temp*100 int16 LE | hum*100 uint16 LE | pad | sum
# sum = low byte of the sum of the first 7 bytes


def checksum(frame):
    s = 0
    for b in frame[:-1]:
        s = (s + b) & 0xFF
    return s


def parse_frames(buf):
    frames = []
    i = 0
    while i + FRAME_LEN <= len(buf):
        if buf[i] != HEADER:
            i += 1
            continue
        frame = buf[i:i + FRAME_LEN]
        if checksum(frame) != frame[-1]:
            print(f"bad checksum at offset {i}", file=sys.stderr)
            i += 1
            continue
        sensor_id, raw_temp, raw_hum = struct.unpack("<BhH", frame[1:6])
        frames.append((sensor_id, raw_temp / 100, raw_hum / 100))
        i += FRAME_LEN
    return frames


def main(path):
    with open(path, "rb") as f:
        data = f.read()
    readings = parse_frames(data)
    n_hot = 0
    for sensor_id, temp, hum in readings:
        status = "HOT" if temp > 30.0 else "ok"
        if temp > 30.0 and hum < 20.0:
            n_hot += 1
        print(f"sensor {sensor_id:3d}  {temp:6.2f} C  {hum:5.1f} %  {status}")
    print(f"{len(readings)} frames, {n_hot} hot+dry")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "capture.bin")
