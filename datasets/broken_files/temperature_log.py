#!/usr/bin/env python3
"""Log temperature readings and print daily statistics."""
import statistics

readings = []

def add_reading(day, value):
    if not -50 < value < 60:
        print("ignoring impossible reading", value)
        return
    readings.append((day, value))

def by_day():
    days = {}
    for day, value in readings:
        days.setdefault(day, []).append(value)
    return days

def summary():
    for day, values in sorted(by_day().items()):
        print(day, "min", min(values), "max", max(values),
              "mean", round(statistics.mean(values), 1)
              "n", len(values))

add_reading("mon", 12.5)
add_reading("mon", 15.0)
add_reading("tue", 99)
add_reading("tue", 9.5)
summary()
