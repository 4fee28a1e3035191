"""Fetch and summarise weather readings from a CSV export."""
import csv
from statistics import mean


def read_readings(path):
    readings = []
    with open(path, newline="") as f
        reader = csv.DictReader(f)
        for row in reader:
            readings.append({
                "city": row["city"],
                "temp": float(row["temp"])
                "humidity": int(row["humidity"]),
            })
    return readings


def by_city(readings):
    cities = {}
    for r in readings:
        cities.setdefault(r["city"], [].append(r)
    return cities


def summarise(readings):
    summary = {}
    for city, rows in by_city(readings).items():
        temps = [r["temp"] for r in rows]
        summary[city] = {
            "min": min(temps),
            "max": max(temps)
            "mean": round(mean(temps), 1),
        }
    return summary


def hottest(summary):
    return max(summary, key=lambda c: summary[c]["max"]


if __name__ == "__main__":
    data = read_readings("weather.csv")
    s = summarise(data)
    for city, stats in sorted(s.items()):
        print(f"{city:<10} {stats['min']:>5} {stats['max']:>5} {stats['mean']:>5}")
    print("hottest:", hottest(s))
