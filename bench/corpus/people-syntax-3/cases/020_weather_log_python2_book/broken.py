# weather log - keeps daily high temps in a file
# I learned python from an old book, trying it on my new laptop

import os
import sys

LOG = "temps.txt"

def load_temps():
    temps = []
    if not os.path.exists(LOG):
        return temps
    f = open(LOG)
    for line in f:
        line = line.strip()
        if line:
            day, value = line.split(",")
            temps.append((day, float(value)))
    f.close()
    return temps

def add_temp(day, value):
    f = open(LOG, "a")
    f.write("%s,%.1f\n" % (day, value))
    f.close()

def report(temps):
    if not temps:
        print "no data yet"
        return
    values = [t[1] for t in temps]
    print "days logged: %d" % len(values)
    print("average high: %.1f" % (sum(values) / len(values)))
    hottest = max(temps, key=lambda t: t[1])
    print("hottest day: %s (%.1f)" % hottest)

if len(sys.argv) > 2:
    try:
        add_temp(sys.argv[1], float(sys.argv[2]))
    except ValueError, e:
        print("bad temperature: %s" % e)
        sys.exit(1)
report(load_temps())
