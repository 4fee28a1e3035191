# Fire scar points from the NAFI KML export -> which burns were inside
# the Kakadu early dry season window, and how far from the nearest track.
# Quick and dirty regex parsing because the KML has broken namespaces.
# Bec T., Parks & Wildlife ranger, Darwin NT

import csv
import math
import re
from datetime import date, datetime

KML_FILE = "nafi_firescars_2024.kml"
TRACKS_FILE = "management_tracks.csv"
EARLY_DRY_END = (7, 31)       # burns up to 31 July count as early dry season
R = 6371.0

PLACEMARK_RE = re.compile(r"<Placemark\b.*?</Placemark>", re.S)
NAME_RE = re.compile(r"<name>(.*?)</name>", re.S)
COORD_RE = re.compile(r"<coordinates>\s*([-\d.]+),([-\d.]+)(?:,[-\d.]+)?\s*</coordinates>", re.S)
DATA_RE = re.compile(r'<Data name="([^"]+)">\s*<value>(.*?)</value>', re.S)


def haversine_km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dphi = p2 - p1
    dlmb = math.radians(lon2 - lon1)
    h = math.sin(dphi / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dlmb / 2) ** 2
    return 2 * R * math.asin(min(1.0, math.sqrt(h)))


def parse_kml(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    scars = []
    for block in PLACEMARK_RE.findall(text):
        coord = COORD_RE.search(block)
        if not coord:
            continue
        lon, lat = float(coord.group(1)), float(coord.group(2))
        name = NAME_RE.search(block)
        data = dict(DATA_RE.findall(block))
        scars.append({
            "name": name.group(1).strip() if name else "",
            "lat": lat,
            "lon": lon,
            "date": parse_date(data.get("BurnDate") or data.get("Month", "")),
            "area_ha": float(data.get("Area_ha", "0") or 0),
        })
    return scars


def parse_date(text):
    text = text.strip()
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%Y%m%d"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            pass
    m = re.match(r"(\d{4})-(\d{2})$", text)   # month only
    if m:
        return date(int(m.group(1)), int(m.group(2)), 15)
    return None


def load_tracks(path):
    pts = []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            pts.append((float(row["lat"]), float(row["lon"]), row["track"]))
    return pts


def nearest_track(lat, lon, tracks):
    best = (float("inf"), None)
    for tlat, tlon, name in tracks:
        # skip obviously far vertices before doing the trig
        if abs(tlat - lat) > 0.5 or abs(tlon - lon) > 0.5:
            continue
        d = haversine_km(lat, lon, tlat, tlon)
        if d < best[0]:
            best = (d, name)
    return best


def is_early(d):
    return (d.month, d.day) <= EARLY_DRY_END


def main():
    scars = parse_kml(KML_FILE)
    tracks = load_tracks(TRACKS_FILE)
    early = late = undated = 0
    early_ha = late_ha = 0.0
    rows = []
    for s in scars:
        dist, track = nearest_track(s["lat"], s["lon"], tracks)
        if s["date"] is None:
            undated += 1
            season = "unknown"
        elif is_early(s["date"]):
            early += 1
            early_ha += s["area_ha"]
            season = "early"
        else:
            late += 1
            late_ha += s["area_ha"]
            season = "late"
        rows.append([s["name"], s["lat"], s["lon"], s["date"] or "", season,
                     s["area_ha"], round(dist, 2) if track else "", track or ""])

    with open("firescars_summary.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["name", "lat", "lon", "date", "season", "area_ha", "km_to_track", "track"])
        w.writerows(rows)

    total_ha = early_ha + late_ha
    print(f"{len(scars)} scars: {early} early, {late} late, {undated} undated")
    if total_ha:
        print(f"Early dry season share of burnt area: {100 * early_ha / total_ha:.1f}%")
    far = [r for r in rows if r[6] != "" and r[6] > 10]
    print(f"{len(far)} scars more than 10 km from a management track")


if __name__ == "__main__":
    main()
