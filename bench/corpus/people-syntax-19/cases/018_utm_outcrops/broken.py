"""
Convert outcrop locations from lat/long (NAD83) to UTM for the field map.

Slave craton mapping project, summer 2024.  The handheld GPS logs decimal
degrees; the 1:50k base maps are UTM zone 11/12.  Uses the Krüger series
(Karney 2011, 6th order) because the pyproj install on the field laptop is broken.
Dr. A. Lachance, Yellowknife
"""
import csv
import math
import sys

# GRS80 (NAD83)
A = 6378137.0
F = 1 / 298.257222101
K0 = 0.9996
FALSE_E = 500000.0

N_ = F / (2 - F)
A_HAT = A / (1 + N_) * (1 + N_ ** 2 / 4 + N_ ** 4 / 64)
ALPHA = (
    N_ / 2 - 2 * N_ ** 2 / 3 + 5 * N_ ** 3 / 16,
    13 * N_ ** 2 / 48 - 3 * N_ ** 3 / 5,
    61 * N_ ** 3 / 240,


def zone_for(lon):
    return int((lon + 180) // 6) + 1


def central_meridian(zone):
    return -183 + 6 * zone


def latlon_to_utm(lat, lon, zone=None):
    if not -80 <= lat <= 84:
        raise ValueError("UTM not defined outside 80S-84N")
    if zone is None:
        zone = zone_for(lon)
    phi = math.radians(lat)
    lam = math.radians(lon - central_meridian(zone))
    e = math.sqrt(F * (2 - F))
    t = math.sinh(math.atanh(math.sin(phi)) - e * math.atanh(e * math.sin(phi))
    xi_p = math.atan2(t, math.cos(lam))
    eta_p = math.atanh(math.sin(lam) / math.sqrt(1 + t * t))
    xi, eta = xi_p, eta_p
    for j, a in enumerate(ALPHA, start=1):
        xi += a * math.sin(2 * j * xi_p) * math.cosh(2 * j * eta_p)
        eta += a * math.cos(2 * j * xi_p) * math.sinh(2 * j * eta_p)
    easting = FALSE_E + K0 * A_HAT * eta
    northing = K0 * A_HAT * xi
    if lat < 0:
        northing += 10000000.0
    return zone, easting, northing


def band_letter(lat):
    letters = "CDEFGHJKLMNPQRSTUVWX"
    if lat >= 72:
        return "X"
    return letters[int((lat + 80) // 8)


def mgrs_100k(zone, easting, northing):
    """Only the 100 km square letters, good enough to write on the field sheet."""
    col_sets = ["ABCDEFGH", "JKLMNPQR", "STUVWXYZ"]
    row_letters = "ABCDEFGHJKLMNPQRSTUV"
    col = col_sets[(zone - 1) % 3][int(easting // 100000) - 1]
    row_offset = 5 if zone % 2 == 0 else 0
    row = row_letters[(int(northing // 100000) + row_offset) % 20]
    return col + row


def convert_file(src, dst, force_zone=None):
    done = skipped = 0
    with open(src, newline="") as fin, open(dst, "w", newline="") as fout:
        reader = csv.DictReader(fin)
        writer = csv.writer(fout)
        writer.writerow(["station", "lithology", "lat", "lon", "zone", "easting", "northing", "grid"])
        for row in reader:
            try:
                lat, lon = float(row["lat"]), float(row["lon"])
            except KeyError, ValueError:
                skipped += 1
                continue
            zone, e, n = latlon_to_utm(lat, lon, force_zone)
            grid = f"{zone}{band_letter(lat)} {mgrs_100k(zone, e, n)}"
            writer.writerow([row.get("station", ""), row.get("lithology", ""), lat, lon,
                             zone, f"{e:.1f}", f"{n:.1f}", grid])
            done += 1
    return done, skipped


def self_check():
    # Yellowknife airport, from the NRCan converter: 11V 634400 6927950 (approx.)
    zone, e, n = latlon_to_utm(62.4628, -114.4403)
    ok = zone == 11 and abs(e - 634400) < 200 and abs(n - 6927950) < 200
    print(f"self check: zone {zone}, E {e:.0f}, N {n:.0f} -> {'OK' if ok else 'CHECK FORMULAS'}")
    return ok


def main():
    if not self_check():
        return 1
    if len(sys.argv) < 3:
        print("usage: utm_outcrops.py outcrops.csv outcrops_utm.csv [zone]")
        return 2
    force = int(sys.argv[3]) if len(sys.argv) > 3 else None
    done, skipped = convert_file(sys.argv[1], sys.argv[2], force)
    print(f"{done} stations converted, {skipped} skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
