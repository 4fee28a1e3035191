# serial_log.py - parse the greenhouse sensor log captured from the STM32 UART
# Frame format (ASCII):  $GH,<node>,<seq>,<temp_x10>,<hum_x10>,<soil>,<vbat_mv>*<xor checksum hex>
# Written by Andrei P. (firmware guy, Cluj) - my first Python, sorry in advance

import sys
import statistics

MAX_NODES = 16
TEMP_MIN = -400          # tenths of a degree
TEMP_MAX = 850
VBAT_LOW_MV = 3300
SEQ_MODULO = 256


def xor_checksum(payload):
    crc = 0
    for ch in payload:
        crc ^= ord(ch)
    return crc & 0xFF


def parse_frame(line):
    line = line.strip()
    if not line.startswith("$") or "*" not in line:
        return None
    star = line.rfind("*")
    payload = line[1:star]
    try:
        expected = int(line[star + 1:star + 3], 16)
    except ValueError:
        return None
    if xor_checksum(payload) != expected:
        return None
    fields = payload.split(",")
    if len(fields) != 7 or fields[0] != "GH":
        return None
    try:
        node = int(fields[1])
        seq = int(fields[2])
        temp = int(fields[3])
        hum = int(fields[4])
        soil = int(fields[5])
        vbat = int(fields[6])
    except ValueError:
        return None
    if node < 0 or node >= MAX_NODES:
        return None
    return {"node": node, "seq": seq, "temp": temp, "hum": hum, "soil": soil, "vbat": vbat}


# Per-node statistics. seq is 8 bit on the MCU and wraps at 256,
# so lost frames are counted modulo SEQ_MODULO.
class NodeStats:
    def __init__(self, node_id):
        self.node_id = node_id
        self.count = 0
        self.lost = 0
        self.last_seq = -1
        self.temps = []
        self.hums = []
        self.min_vbat = 99999
        self.out_of_range = 0

    def add(self, f):
        if self.last_seq >= 0:
            gap = (f["seq"] - self.last_seq - 1) % SEQ_MODULO
            self.lost += gap
        self.last_seq = f["seq"]
        self.count += 1
        if f["temp"] < TEMP_MIN or f["temp"] > TEMP_MAX:
            self.out_of_range += 1
        else:
            self.temps.append(f["temp"] / 10.0)
        self.hums.append(f["hum"] / 10.0)
        if f["vbat"] < self.min_vbat:
            self.min_vbat = f["vbat"]

    def loss_percent(self):
        total = self.count + self.lost
        if total == 0:
            return 0.0
        return 100.0 * self.lost / total


def main(argv):
    if len(argv) < 2:
        print("usage: serial_log.py capture.txt")
        return 1
    nodes = [None] * MAX_NODES
    bad_frames = 0
    total_lines = 0

    with open(argv[1], "r", errors="replace") as fp:
        for raw in fp:
            total_lines += 1
            f = parse_frame(raw)
            if f is None:
                bad_frames += 1
                continue
            n = f["node"]
            if nodes[n] is None:
                nodes[n] = NodeStats(n)
            nodes[n].add(f)

    print("lines: %d, bad frames: %d (%.1f%%)" % (total_lines, bad_frames,
                                                  100.0 * bad_frames / total_lines if total_lines else 0.0))
    print("node  frames  lost%%   Tmin   Tavg   Tmax   Havg  Vbat_min")
    for i in range(MAX_NODES):
        s = nodes[i]
        if s is None:
            continue
        if len(s.temps) > 0:
            tmin = min(s.temps)
            tavg = statistics.mean(s.temps)
            tmax = max(s.temps)
        else:
            tmin = tavg = tmax = float("nan")
        havg = statistics.mean(s.hums) if s.hums else float("nan")
        warn = ""
        if s.min_vbat < VBAT_LOW_MV:
            warn = " <-- battery low"
        if s.out_of_range > 0:
            warn += " (%d temp out of range)" % s.out_of_range
        print("%4d  %6d  %5.1f  %5.1f  %5.1f  %5.1f  %5.1f  %6d%s" % (
            i, s.count, s.loss_percent(), tmin, tavg, tmax, havg, s.min_vbat, warn))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
