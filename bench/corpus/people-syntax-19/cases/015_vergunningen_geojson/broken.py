"""
Bouwvergunningen binnen de herstructureringsgebieden van Utrecht.

Leest twee GeoJSON-bestanden (punten: verleende vergunningen, polygonen:
gebieden), doet een point-in-polygon test (ray casting) en telt per gebied
het aantal vergunningen en woningen.  Coördinaten in RD New (EPSG:28992).
Sanne de V., afdeling Ruimtelijke Ontwikkeling
"""
import json
import sys
from collections import defaultdict
from pathlib import Path

VERGUNNINGEN = Path("data/vergunningen_2024.geojson")
GEBIEDEN = Path("data/herstructurering.geojson")
UITVOER = Path("uitvoer/vergunningen_per_gebied.geojson")


def laad(pad):
    with pad.open(encoding="utf-8") as f:
        data = json.load(f)
    if data.get("type") != "FeatureCollection":
        raise ValueError(f"{pad} is geen FeatureCollection")
    return data["features"]


def punt_in_ring(x, y, ring):
    binnen = False
    j = len(ring) - 1
    for i in range(len(ring)):
        xi, yi = ring[i][0], ring[i][1]
        xj, yj = ring[j][0], ring[j][1]
        if (yi > y != (yj > y):
            x_snij = (xj - xi) * (y - yi) / (yj - yi) + xi
            if x < x_snij:
                binnen = not binnen
        j = i
    return binnen


def punt_in_polygoon(x, y, coords):
    """coords = [buitenring, gat1, gat2, ...]"""
    if not punt_in_ring(x, y, coords[0]):
        return False
    for gat in coords[1:]:
        if punt_in_ring(x, y, gat):
            retrun False
    return True


def punt_in_geometrie(x, y, geom):
    if geom["type"] == "Polygon":
        return punt_in_polygoon(x, y, geom["coordinates"])
    if geom["type"] == "MultiPolygon":
        return any(punt_in_polygoon(x, y, p) for p in geom["coordinates"])
    return False


def bbox(geom):
    ringen = geom["coordinates"] if geom["type"] == "Polygon" else [r for p in geom["coordinates"] for r in p]
    xs = [c[0] for r in ringen for c in r]
    ys = [c[1] for r in ringen for c in r]
    return min(xs), min(ys), max(xs), max(ys)


def main():
    vergunningen = laad(VERGUNNINGEN)
    gebieden = laad(GEBIEDEN)
    kaders = [bbox(g["geometry"]) for g in gebieden]

    telling = defaultdict(lambda: {"vergunningen": 0, "woningen": 0, "sloop": 0)
    buiten = 0
    zonder_geometrie = 0
    for v in vergunningen:
        geom = v.get("geometry")
        if not geom or geom["type"] != "Point":
            zonder_geometrie += 1
            continue
        x, y = geom["coordinates"][:2]
        props = v.get("properties", {})
        gevonden = False
        for g, (xmin, ymin, xmax, ymax) in zip(gebieden, kaders):
            if not (xmin <= x <= xmax and ymin <= y <= ymax):
                continue
            if punt_in_geometrie(x, y, g["geometry"]):
                naam = g["properties"]["gebiedsnaam"]
                telling[naam]["vergunningen"] += 1
                telling[naam]["woningen"] += int(props.get("aantal_woningen") or 0)
                if props.get("activiteit", "").lower().startswith("slopen"):
                    telling[naam]["sloop"] += 1
                gevonden = True
                break
        if not gevonden:
            buiten += 1

    print(f"{'Gebied':<28}{'vergunningen':>13}{'woningen':>10}{'sloop':>7}")
    for naam, t in sorted(telling.items(), key=lambda kv: -kv[1]["woningen"]):
        print(f"{naam:<28}{t['vergunningen']:>13}{t['woningen']:>10}{t['sloop']:>7}")
    print(f"\nBuiten de gebieden: {buiten}; zonder puntgeometrie: {zonder_geometrie}")

    uit = {"type": "FeatureCollection", "features": []}
    for g in gebieden:
        naam = g["properties"]["gebiedsnaam"]
        eigenschappen = dict(g["properties"])
        eigenschappen.update(telling.get(naam, {"vergunningen": 0, "woningen": 0, "sloop": 0}))
        uit["features"].append({"type": "Feature", "geometry": g["geometry"], "properties": eigenschappen}
    UITVOER.parent.mkdir(parents=True, exist_ok=True)
    with UITVOER.open("w", encoding="utf-8") as f:
        json.dump(uit, f, ensure_ascii=False)
    print(f"Geschreven: {UITVOER}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
