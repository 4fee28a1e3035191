In [1]: import json, statistics

In [2]: with open("sensor_log.json") as f:
   ...:     readings = json.load(f)
   ...:

In [3]: len(readings)
Out[3]: 1440

In [4]: readings[0]
Out[4]: {'ts': '2024-03-01T00:00:00', 'temp': 18.4, 'hum': 41}

In [5]: temps = [r["temp"] for r in readings if r["temp"] is not None]

In [6]: statistics.mean(temps), statistics.stdev(temps)
Out[6]: (21.372083333333332, 2.8146301452093515)

In [7]: %timeit sorted(temps)
58.3 µs ± 1.21 µs per loop (mean ± std. dev. of 7 runs, 10,000 loops each)

In [8]: hot = [r for r in readings if r["temp"] > 26]

In [9]: for r in hot[:3]:
   ...:     print(r["ts"], r["temp"])
   ...:
2024-03-01T13:10:00 26.4
2024-03-01T13:20:00 26.9
2024-03-01T13:30:00 27.1

In [10]: by_hour = {}

In [11]: for r in readings:
    ...:     by_hour.setdefault(r["ts"][11:13], []).append(r["temp"])
    ...:

In [12]: max(by_hour, key=lambda h: statistics.mean(by_hour[h]))
Out[12]: '14'
