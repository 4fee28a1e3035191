"""Clean raw sensor readings exported from the field loggers.

Input:  readings.csv  (timestamp,sensor,value,unit)
Output: readings_clean.csv and a short text report.
"""
import csv
import datetime
import math
import statistics
from collections import defaultdict

INPUT = "readings.csv"
OUTPUT = "readings_clean.csv"
REPORT = "report.txt"

THRESHOLDS = [
    ("temp", -40.0, 60.0),
    ("humidity", 0.0, 100.0),
    ("pressure", 870.0, 1085.0),
]
LIMITS = {name: (lo, hi) for name, lo, hi in THRESHOLDS}

TIME_FORMATS = ["%Y-%m-%d %H:%M:%S", "%d/%m/%Y %H:%M", "%Y-%m-%dT%H:%M:%S"]


def parse_time(text):
    text = text.strip()
    for fmt in TIME_FORMATS:
        try:
            return datetime.datetime.strptime(text, fmt)
        except ValueError:
            pass
    return None


def parse_value(text):
    text = text.strip().replace(",", ".")
    if text in ("", "NA", "nan", "-"):
        return None
    try:
        v = float(text)
    except ValueError:
        return None
    if math.isnan(v):
        return None
    return v


def to_metric(kind, value, unit):
    unit = unit.strip().upper()
    if kind == "temp":
        if unit == "C":
            return value
        elif unit == "F":
            return (value - 32) * 5 / 9
        elif unit == "K":
            return value - 273.15
    if kind == "pressure" and unit == "KPA":
        return value * 10
    return value


def sensor_kind(sensor):
    return sensor.split("_")[0].lower()


def load(path):
    rows = []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            rows.append(row)
    return rows


def clean_all(raw):
    clean = []
    dropped = defaultdict(int)
    for row in raw:
        ts = parse_time(row.get("timestamp", ""))
        if ts is None:
            dropped["bad time"] += 1
            continue
        value = parse_value(row.get("value", ""))
        if value is None:
            dropped["missing value"] += 1
            continue
        sensor = row.get("sensor", "").strip()
        kind = sensor_kind(sensor)
        value = to_metric(kind, value, row.get("unit", ""))
        if kind in LIMITS:
            lo, hi = LIMITS[kind]
            if value < lo or value > hi:
                dropped["out of range"] += 1
                continue
        clean.append({"timestamp": ts, "sensor": sensor, "kind": kind, "value": round(value, 2)})
    return clean, dropped


def remove_duplicates(rows):
    seen = set()
    out = []
    for r in rows:
        key = (r["timestamp"], r["sensor"])
        if key in seen:
            continue
        seen.add(key)
        out.append(r)
    return out


def remove_spikes(rows, window=5, z=4.0):
    by_sensor = defaultdict(list)
    for r in rows:
        by_sensor[r["sensor"]].append(r)
    out = []
    for sensor, items in by_sensor.items():
        items.sort(key=lambda r: r["timestamp"])
        values = [r["value"] for r in items]
        for i, r in enumerate(items):
            lo = max(0, i - window)
            hi = min(len(values), i + window + 1)
            neighbours = values[lo:i] + values[i + 1:hi]
            if len(neighbours) < 3:
                out.append(r)
                continue
            mean = statistics.mean(neighbours)
            sd = statistics.pstdev(neighbours) or 1e-9
            if abs(r["value"] - mean) / sd <= z:
                out.append(r)
    return out


def write_csv(rows, path):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["timestamp", "sensor", "kind", "value"])
        for r in sorted(rows, key=lambda r: (r["sensor"], r["timestamp"])):
            w.writerow([r["timestamp"].isoformat(), r["sensor"], r["kind"], r["value"]])


def summarize(rows):
    per_sensor = defaultdict(list)
    for r in rows:
        per_sensor[r["sensor"]].append(r["value"])
    lines = []
    for sensor in sorted(per_sensor):
        vals = per_sensor[sensor]
        m = statistics.mean(vals)
        lines.append(f"{sensor}: {len(vals)} readings, mean {m:.2f}, min {min(vals)}, max {max(vals)}")
    return lines


raw = load(INPUT)
# %timeit clean_all(raw)
clean, dropped = clean_all(raw)
before = len(clean)
clean = remove_duplicates(clean)
after_dupes = len(clean)
clean = remove_spikes(clean)

write_csv(clean, OUTPUT)

with open(REPORT, "w") as f:
    f.write("raw rows: %d\n" % len(raw))
    for reason, n in sorted(dropped.items()):
        f.write("dropped (%s): %d\n" % (reason, n))
    f.write("duplicates removed: %d\n" % (before - after_dupes))
    f.write("spikes removed: %d\n" % (after_dupes - len(clean)))
    f.write("clean rows: %d\n\n" % len(clean))
    for line in summarize(clean):
        f.write(line + "\n")

print(open(REPORT).read())
