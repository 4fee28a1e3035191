# gtfs_valjumised.py - järgmised väljumised peatusest Tallinna GTFS-i järgi
# Andmed: https://peatus.ee/gtfs/gtfs.zip (Transpordiameti ühistranspordiregister)
# Kasutus: python gtfs_valjumised.py "Balti jaam" [minutid]
# Kristjan, bussiliikluse dispetšer (hobi korras)
import csv
import io
import sys
import zipfile
from datetime import datetime

GTFS = "gtfs.zip"
NADALAPAEVAD = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def loe(zf, nimi):
    with zf.open(nimi) as f:
        return list(csv.DictReader(io.TextIOWrapper(f, encoding="utf-8-sig")))


def sekundid(hh_mm_ss):
    # GTFS lubab ka 25:10:00 (pärast keskööd sama sõidupäeva reis)
    h, m, s = (int(x) for x in hh_mm_ss.split(":"))
    return h * 3600 + m * 60 + s


def tanased_teenused(zf, paev):
    kuupaev = paev.strftime("%Y%m%d")
    nadalapaev = NADALAPAEVAD[paev.weekday()]
    teenused = {c["service_id"] for c in loe(zf, "calendar.txt")
                if c[nadalapaev] == "1" and c["start_date"] <= kuupaev <= c["end_date"]}
    for e in loe(zf, "calendar_dates.txt"):
        if e["date"] == kuupaev:
            if e["exception_type"] == "1":
                teenused.add(e["service_id"])
            else:
                teenused.discard(e["service_id"])
    return teenused


"""
vana versioon, enne kalendri arvestamist (näitas ka pühapäeval tööpäeva reise)

def valjumised(zf, peatus, minutid=30):
    stops = {s["stop_id"]: s["stop_name"] for s in loe(zf, "stops.txt")}
    ids = {sid for sid, nimi in stops.items() if nimi == peatus}
    nuud = datetime.now()
    praegu = nuud.hour * 3600 + nuud.minute * 60
    tulem = []
    for st in loe(zf, "stop_times.txt"):
        if st["stop_id"] in ids:
            t = sekundid(st["departure_time"])
            if praegu <= t <= praegu + minutid * 60:
                tulem.append((t, st["trip_id"]))
    return sorted(tulem)

# TODO: route_short_name ja headsign trips.txt-st
"""


def valjumised(zf, peatus, minutid=30):
    stops = {s["stop_id"]: s["stop_name"] for s in loe(zf, "stops.txt")}
    ids = {sid for sid, nimi in stops.items() if nimi.lower() == peatus.lower()}
    if not ids:
        raise SystemExit(f"Peatust '{peatus}' ei leitud")
    nuud = datetime.now()
    teenused = tanased_teenused(zf, nuud.date())
    liinid = {r["route_id"]: r["route_short_name"] for r in loe(zf, "routes.txt")}
    reisid = {t["trip_id"]: t for t in loe(zf, "trips.txt") if t["service_id"] in teenused}
    praegu = nuud.hour * 3600 + nuud.minute * 60 + nuud.second
    tulem = []
    for st in loe(zf, "stop_times.txt"):
        reis = reisid.get(st["trip_id"])
        if st["stop_id"] in ids and reis:
            t = sekundid(st["departure_time"])
            if praegu <= t <= praegu + minutid * 60:
                tulem.append((t, liinid.get(reis["route_id"], "?"), reis.get("trip_headsign", "")))
    return sorted(tulem)


def main():
    peatus = sys.argv[1] if len(sys.argv) > 1 else "Balti jaam"
    minutid = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    with zipfile.ZipFile(GTFS) as zf:
        for t, liin, suund in valjumised(zf, peatus, minutid):
            print(f"{t // 3600 % 24:02d}:{t // 60 % 60:02d}  {liin:>4}  {suund}")


if __name__ == "__main__":
    main()
