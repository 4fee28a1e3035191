import json, statistics

with open("sensor_log.json") as f:
    readings = json.load(f)


len(readings)
# 1440

readings[0]
# {'ts': '2024-03-01T00:00:00', 'temp': 18.4, 'hum': 41}

temps = [r["temp"] for r in readings if r["temp"] is not None]

statistics.mean(temps), statistics.stdev(temps)
# (21.372083333333332, 2.8146301452093515)

# %timeit sorted(temps)
# 58.3 µs ± 1.21 µs per loop (mean ± std. dev. of 7 runs, 10,000 loops each)

hot = [r for r in readings if r["temp"] > 26]

for r in hot[:3]:
    print(r["ts"], r["temp"])

# 2024-03-01T13:10:00 26.4
# 2024-03-01T13:20:00 26.9
# 2024-03-01T13:30:00 27.1

by_hour = {}

for r in readings:
    by_hour.setdefault(r["ts"][11:13], []).append(r["temp"])


max(by_hour, key=lambda h: statistics.mean(by_hour[h]))
# '14'
