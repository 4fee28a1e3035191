"""Sensor thresholds per room, read by the alarm loop."""

THRESHOLDS = {
    "kitchen": {
        "temperature": (5, 35),
        "humidity": (20, 80),
    "cellar": {
        "temperature": (2, 20),
        "humidity": (30, 95),
    },
}


def out_of_range(room, reading):
    limits = THRESHOLDS[room]
    return [name for name, (low, high) in limits.items() if not low <= reading[name] <= high]
