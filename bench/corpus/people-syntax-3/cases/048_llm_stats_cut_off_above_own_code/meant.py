import csv
import math
import sys


def stats(values):
    """Return mean and (sample) standard deviation of a list of numbers."""
    n = len(values)
    if n < 2:
        raise ValueError("need at least two values")
    mean = sum(values) / n
    var = sum((x - mean) ** 2 for x in values) / (n - 1)
    std = math.sqrt(var)
    return {"mean": mean, "std": std}


# --- my code ---
SENSORS = ["temp", "humidity", "pressure"]

def load(path):
    data = {s: [] for s in SENSORS}
    with open(path) as f:
        for row in csv.DictReader(f):
            for s in SENSORS:
                if row[s]:
                    data[s].append(float(row[s]))
    return data

def outliers(values, s, k=3):
    return [v for v in values if abs(v - s["mean"]) > k * s["std"]]

data = load(sys.argv[1])
for sensor in SENSORS:
    s = stats(data[sensor])
    bad = outliers(data[sensor], s)
    print(sensor, "mean=%.2f std=%.2f outliers=%d" % (s["mean"], s["std"], len(bad)))
    if bad:
        print("   ", bad[:10])
