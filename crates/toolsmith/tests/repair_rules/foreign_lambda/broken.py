"""Rank the club's runners by their best lap (written by a Haskell fan)."""

RUNS = {
    "ines": [71.2, 69.8, 70.4],
    "tomas": [68.9, 72.0],
    "yuki": [70.1, 70.0, 69.5],
}


def best(laps):
    return min(laps)


ranking = sorted(RUNS, key=\name -> best(RUNS[name]))
for place, name in enumerate(ranking, start=1):
    print(place, name, best(RUNS[name]))
