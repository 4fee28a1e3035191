"""Closed traverse adjustment by the Bowditch (compass) rule.

Field book from the Nakuru - Njoro road reserve survey.  Angles are observed
interior angles in D.MMSS form (e.g. 87.4530 = 87 deg 45' 30"), distances in metres.
Prints angular misclosure, linear misclosure, precision (1 in N) and the adjusted
coordinates.  -- Wanjiru N., Survey of Kenya, Nakuru office
"""
import math
import sys

START_E = 172345.210
START_N = 9965123.880
START_BEARING = "112.1520"   # bearing of the first leg, D.MMSS
MIN_PRECISION = 5000          # 1 in 5000 for a third order traverse

# station, interior angle (D.MMSS), distance to next station (m)
FIELD_BOOK = [
    ("A", "87.4530", 142.615),
    ("B", "121.0215", 98.270),
    ("C", "95.3340", 176.405),
    ("D", "143.1805", 120.880),
    ("E", "92.1120", 203.150),
]


def dmmss_to_deg(text):
    text = text.strip()
    if "." not in text:
        return float(text)
    d, rest = text.split(".")
    rest = (rest + "0000")[:4]
    mm, ss = int(rest[:2]), int(rest[2:])
    if mm >= 60 or ss >= 60:
        raise ValueError(f"bad D.MMSS value {text}")
    sign = -1 if d.startswith("-") else 1
    return sign * (abs(int(d)) + mm / 60 + ss / 3600)


def deg_to_dms(deg):
    sign = "-" if deg < 0 else ""
    deg = abs(deg)
    d = int(deg)
    m = int((deg - d) * 60)
    s = (deg - d - m / 60) * 3600
    if s >= 59.95:
        s = 0.0
        m += 1
    if m == 60:
        m = 0
        d += 1
    return f"{sign}{d:3d}°{m:02d}'{s:04.1f}\""


def adjust_angles(book):
    n = len(book)
    observed = [dmmss_to_deg(a) for _, a, _ in book]
    expected = (n - 2) * 180.0
    misclosure = sum(observed) - expected
    correction = -misclosure / n
    return [a + correction for a in observed], misclosure


def bearings(first, angles):
    """Bearing of each leg; interior angles, traverse run anticlockwise."""
    result = [first]
    for ang in angles[1:]:
        b = result[-1] + 180.0 - ang
        result.append(b % 360.0)
    return result


def latitudes_departures(brgs, dists):
    lat, dep = [], []
    for b, d in zip(brgs, dists):
        r = math.radians(b)
        lat.append(d * math.cos(r))
        dep.append(d * math.sin(r))
    return lat, dep


def bowditch(lat, dep, dists):
    total = sum(dists)
    err_n, err_e = sum(lat), sum(dep)
    adj_lat = [l - err_n * d / total for l, d in zip(lat, dists)]
    adj_dep = [p - err_e * d / total for p, d in zip(dep, dists)]
    return adj_lat, adj_dep, err_n, err_e


def main():
    names = [s for s, _, _ in FIELD_BOOK]
    dists = [d for _, _, d in FIELD_BOOK]
    angles, ang_mis = adjust_angles(FIELD_BOOK)
    allowed = 30 * math.sqrt(len(FIELD_BOOK)) / 3600   # 30" sqrt(n)
    print(f"Angular misclosure: {deg_to_dms(ang_mis)}  (allowed {deg_to_dms(allowed)})")
    if abs(ang_mis) > allowed:
        print("Angular misclosure too large - reobserve before adjusting!")
        return 1

    brgs = bearings(dmmss_to_deg(START_BEARING), angles)
    lat, dep = latitudes_departures(brgs, dists)
    adj_lat, adj_dep, err_n, err_e = bowditch(lat, dep, dists)
    linear = math.hypot(err_n, err_e)
    precision = sum(dists) / linear if linear else float("inf")
    print(f"Linear misclosure: {linear:.3f} m  (dN {err_n:+.3f}, dE {err_e:+.3f})")
    print(f"Precision: 1 in {precision:,.0f}")

    print()
    print(f"{'Stn':<4}{'Bearing':>14}{'Dist':>10}{'Lat':>11}{'Dep':>11}{'Northing':>14}{'Easting':>13}")
    n, e = START_N, START_E
    for i, name in enumerate(names):
        print(f"{name:<4}{deg_to_dms(brgs[i]):>14}{dists[i]:>10.3f}{adj_lat[i]:>11.3f}{adj_dep[i]:>11.3f}"
              f"{n:>14.3f}{e:>13.3f}")
        n += adj_lat[i]
        e += adj_dep[i]
    print(f"{names[0]:<4}{'':>57}{n:>14.3f}{e:>13.3f}   (closes on start)")

    if precision < MIN_PRECISION:
        print(f"\nWARNING: precision below 1 in {MIN_PRECISION}")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
