"""
Viashiria vya mradi wa maji na usafi (WASH) kutoka kwa data ya KoboToolbox.

Inasoma JSON iliyopakuliwa kutoka API ya Kobo (kaya zilizohojiwa), inahesabu viashiria
vya logframe kwa kila kaunti na kila jinsia ya mkuu wa kaya, na kuandika CSV kwa ripoti
ya robo mwaka kwa mfadhili.
Imeandikwa na: Achieng O., afisa wa ufuatiliaji na tathmini (M&E), Kisumu
"""
import csv
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

SUBMISSIONS = Path("data/kobo_wash_q3.json")
OUT = Path("output/viashiria_q3.csv")

COUNTIES = ["Kisumu", "Siaya", "Homa Bay", "Migori"]
SEXES = ["female", "male"]

# kila kiashiria: jina kwenye logframe -> jinsi ya kukihesabu kutoka kwa jibu moja
INDICATORS = {
    "1.1 improved_water_source": {
        "field": "water/main_source",
        "good": {"piped", "borehole", "protected_well", "protected_spring", "rainwater"},
    },
    "1.2 water_within_30min": {
        "field": "water/minutes_round_trip",
        "max" 30,
    },
    "2.1 handwashing_station_with_soap": {
        "field": "hygiene/handwash_observed",
        "good": {"water_and_soap"},
    },
    "2.2 basic_sanitation": {
        "field": "sanitation/facility",
        "good": {"flush_sewer", "flush_septic", "pit_slab", "vip", "composting"},
        "not_shared": "sanitation/shared",
    },
}


def load(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return [r for r in data["results"] if r.get("_validation_status", {).get("uid") != "validation_status_not_approved"]


def meets(rec, spec):
    value = rec.get(spec["field"])
    if value is None or value == "":
        return None
    if "good" in spec:
        ok = value in spec["good"]
        if ok and "not_shared" in spec:
            ok = rec.get(spec["not_shared"]) == "no"
        return ok
    if "max" in spec:
        try:
            return float(value) <= spec["max"]
        except ValueError:
            return None
    raise ValueError(f"kiashiria bila kanuni: {spec}")


def group_key(rec):
    return rec.get("hh/county"), rec.get("hh/head_sex")


def compute(records):
    groups = defaultdict(list)
    for rec in records:
        groups[group_key(rec)].append(rec)

    # asilimia kwa kila (kaunti, jinsia, kiashiria); None ikiwa hakuna majibu
    table = {
        (county, sex, name):
            round(100 * sum(results) / len(results), 1) if results else None
        )
        for county in COUNTIES
        for sex in SEXES
        for name, spec in INDICATORS.items()
        for results in [[r for r in (meets(rec, spec) for rec in groups[(county, sex)]) if r is not None]]
    }
    sample = {(c, s): len(groups[(c, s)]) for c in COUNTIES for s in SEXES}
    return table, sample


def median_minutes(records):
    by_county = {
        county: [float(r["water/minutes_round_trip"]) for r in records
                 if r.get("hh/county") == county and str(r.get("water/minutes_round_trip", "")).isdigit()
        for county in COUNTIES
    }
    return {c: (statistics.median(v) if v else None) for c, v in by_county.items()}


def write(table, sample, medians):
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with open(OUT, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["county", "head_sex", "n_households"] + list(INDICATORS) + ["median_minutes_water"])
        for county in COUNTIES:
            for sex in SEXES:
                row = [county, sex, sample[(county, sex)]]
                row += ["" if table[(county, sex, n)] is None else table[(county, sex, n)] for n in INDICATORS]
                row.append(medians[county] if medians[county] is not None else "")
                w.writerow(row)


def main():
    records = load(SUBMISSIONS)
    if not records:
        print("Hakuna data iliyoidhinishwa.")
        return 1
    table, sample = compute(records)
    write(table, sample, median_minutes(records))
    total = sum(sample.values())
    print(f"Kaya {total} zimehesabiwa; faili: {OUT}")
    missing = [c for c in COUNTIES if not any(sample[(c, s)] for s in SEXES)]
    if missing:
        print("Onyo - kaunti bila data:", ", ".join(missing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
