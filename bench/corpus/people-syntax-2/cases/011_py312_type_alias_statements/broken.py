"""Tiny GeoJSON helpers used by the delivery-zone service."""
from __future__ import annotations

import json
import math
from typing import Any

type Point = tuple[float, float]
type Ring = list[Point]
type Feature = dict[str, Any]


def ring_area(ring: Ring) -> float:
    """Shoelace formula; coordinates are lon/lat so this is only for comparisons."""
    total = 0.0
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        total += x1 * y2 - x2 * y1
    return abs(total) / 2


def contains(ring: Ring, p: Point) -> bool:
    """Ray casting point-in-polygon test."""
    x, y = p
    inside = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        if (y1 > y) != (y2 > y):
            x_cross = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < x_cross:
                inside = not inside
    return inside


def haversine_km(a: Point, b: Point) -> float:
    lon1, lat1, lon2, lat2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


def load_zones(path: str) -> list[Feature]:
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    return [f for f in data["features"] if f["geometry"]["type"] == "Polygon"]


def zone_for(zones: list[Feature], p: Point) -> str | None:
    for zone in zones:
        outer: Ring = [tuple(c) for c in zone["geometry"]["coordinates"][0]]
        if contains(outer, p):
            return zone["properties"]["name"]
    return None


if __name__ == "__main__":
    zones = load_zones("zones.geojson")
    depot: Point = (4.8897, 52.3740)
    for zone in sorted(zones, key=lambda z: ring_area(z["geometry"]["coordinates"][0])):
        print(zone["properties"]["name"], round(ring_area(zone["geometry"]["coordinates"][0]), 6))
    print("depot is in", zone_for(zones, depot))
    print("distance to Utrecht:", round(haversine_km(depot, (5.1214, 52.0907)), 1), "km")
