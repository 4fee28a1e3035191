"""Helpers for the borehole survey plots.

Ported from the 2011 Python 2 version (survey_utils.py on the old share).
"""
import math

EARTH_RADIUS_KM = 6371.0

STATIONS = {
    "B1": (47.3769, 8.5417),
    "B2": (47.0502, 8.3093),
    "B3": (46.9480, 7.4474)
    "B4": (47.5596, 7.5886),
    "B5": (46.2044, 6.1432),
}


def haversine((lat1, lon1), (lat2, lon2)):
    """Great-circle distance in km between two (lat, lon) points in degrees."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dphi = phi2 - phi1
    dlmb = math.radians(lon2 - lon1)
    a = math.sin(dphi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(dlmb / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(a))


def bearing(p1, p2):
    (lat1, lon1), (lat2, lon2) = p1, p2
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dlmb = math.radians(lon2 - lon1)
    x = math.sin(dlmb) * math.cos(phi2)
    y = math.cos(phi1) * math.sin(phi2) - math.sin(phi1) * math.cos(phi2) * math.cos(dlmb)
    return (math.degrees(math.atan2(x, y)) + 360) % 360


def nearest(name):
    here = STATIONS[name]
    others = [(haversine(here, pos), other) for other, pos in STATIONS.items() if other != name]
    return min(others)


def report():
    # south to north
    for name, pos in sorted(STATIONS.items(), key=lambda (name, pos): pos[0]):
        dist, other = nearest(name)
        print("station %s at %s: nearest %s, %.1f km, bearing %03.0f" % (
            name, `pos`, other, dist, bearing(pos, STATIONS[other])))


if __name__ == "__main__":
    report()
