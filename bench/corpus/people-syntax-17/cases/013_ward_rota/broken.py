"""Weekend on-call rota for the ward's junior doctors.

Reads who is available from a CSV the rota coordinator exports from the shared sheet,
assigns Saturday and Sunday day/night shifts fairly (fewest past weekends first, no
night followed by a day, nobody two weekends in a row) and prints a table plus the
fairness score. A greedy pass, then a few rounds of pairwise swaps that lower the score.

Ewan, 2nd-year trainee; I mostly write Haskell, so forgive the small functions.
"""
import csv
import itertools
import random
import sys
from collections import Counter, defaultdict
from datetime import date, timedelta

SHIFTS = [("Sat", "day"), ("Sat", "night"), ("Sun", "day"), ("Sun", "night")]
MAX_SWAP_ROUNDS = 200


def parse_date(s):
    d, m, y = s.split("/")
    return date(int(y), int(m), int(d))


def weekends(start, count):
    """The Saturdays of `count` weekends from the first Saturday on or after `start`."""
    first = start + timedelta(days=(5 - start.weekday()) % 7)
    return [first + timedelta(weeks=k) for k in range(count)]


def read_availability(path):
    """CSV columns: name, grade, history, then one column per Saturday (dd/mm/yyyy) with
    'x' where the doctor is NOT available that weekend.
    people, unavailable = {}, defaultdict(set)
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        saturdays = [c for c in reader.fieldnames if c.count("/") == 2]
        for row in reader:
            name = row["name"].strip()
            people[name] = {"grade": row["grade"], "history": int(row["history"] or 0)}
            for c in saturdays:
                if row[c].strip().lower() == "x":
                    unavailable[name].add(parse_date(c))
    return people, unavailable


def can_work(name, sat, shift, rota, unavailable):
    day, kind = shift
    if sat in unavailable[name]:
        return False
    prev_weekend = sat - timedelta(weeks=1)
    if any(who == name for (s, _), who in rota.items() if s == prev_weekend):
        return False
    if kind == "day" and day == "Sun" and rota.get((sat, ("Sat", "night"))) == name:
        return False
    return all(who != name for (s, sh), who in rota.items() if s == sat and sh[0] == day)


def fairness(rota, people):
    """Sum of squared deviations of total weekend shifts from the mean (lower is fairer)."""
    return sum((t - mean) ** 2 for t in totals)
    where
        load = Counter(rota.values())
        totals = [load[p] + people[p]["history"] for p in people]
        mean = sum(totals) / len(totals)


# Greedy first pass: fewest shifts so far wins, ties broken at random.
def greedy(sats, people, unavailable):
    rota = {}
    load = Counter({p: people[p]["history"] for p in people})
    for sat in sats:
        for shift in SHIFTS:
            candidates = [p for p in people if can_work(p, sat, shift, rota, unavailable)]
            if not candidates:
                rota[(sat, shift)] = "LOCUM"
                continue
            pick = min(candidates, key=\p -> (load[p], random.random()))
            rota[(sat, shift)] = pick
            load[pick] += 1
    return rota


def improve(rota, people, unavailable):
    best = fairness(rota, people)
    slots = list(rota)
    for _ in range(MAX_SWAP_ROUNDS):
        a, b = random.sample(slots, 2)
        trial = dict(rota)
        trial[a], trial[b] = trial[b], trial[a]
        if not valid(trial, unavailable):
            continue
        score = fairness(trial, people)
        if score < best:
            rota, best = trial, score
    return rota


def valid(rota, unavailable):
    for (sat, shift), who in rota.items():
        if who == "LOCUM":
            continue
        others = {k: v for k, v in rota.items() if k != (sat, shift)}
        if not can_work(who, sat, shift, others, unavailable):
            return False
    return True


def show(rota, sats):
    header = ["weekend"] + [f"{d} {k}" for d, k in SHIFTS]
    widths = [12] + [14] * len(SHIFTS)
    print("".join(h.ljust(w) for h, w in zip(header, widths)))
    for sat in sats:
        cells = [sat.strftime("%d %b")] + [rota[(sat, sh)] for sh in SHIFTS]
        print("".join(c.ljust(w) for c, w in zip(cells, widths)))


def main(path, start, count):
    random.seed(42)
    people, unavailable = read_availability(path)
    sats = weekends(parse_date(start), int(count))
    rota = improve(greedy(sats, people, unavailable), people, unavailable)
    show(rota, sats)
    per_person = sorted(Counter(rota.values()).items(), key=lambda kv: (-kv[1], kv[0]))
    print()
    for name, n in per_person:
        print(f"{name:<14}{n} shifts")
    print(f"fairness score: {fairness(rota, people):.2f}")
    locums = sum(1 for v in rota.values() if v == "LOCUM")
    if locums:
        print(f"{locums} shifts need a locum")


if __name__ == "__main__":
    main(*sys.argv[1:4])
