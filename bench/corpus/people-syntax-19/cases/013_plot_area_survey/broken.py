"""
Plot area from total station coordinates - Shamshabad village survey
Computes area by shoelace (Gauss) formula, converts to acres-guntas,
checks closure with the registered area in the pahani and writes a report.
K. Srinivas Reddy, Licensed Surveyor, Hyderabad
"""
import csv
import math
import sys

SQM_PER_ACRE = 4046.8564224
GUNTAS_PER_ACRE = 40
TOLERANCE_PCT = 2.5          # allowed difference with record area
POINTS_FILE = "plot_points.csv"
RECORD_FILE = "pahani_extract.csv"


def read_points(path):
    """survey_no, point_id, easting, northing  ->  {survey_no: [(id, e, n), ...]}"""
    plots = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            sy = row["survey_no"].strip()
            e = float(row["easting"])
            n = float(row["northing"])
            plots.setdefault(sy, []).append((row["point_id"], e, n))
    return plots


def read_record(path):
    record = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            acres = int(row["acres"])
            guntas = float(row["guntas"])
            record[row["survey_no"].strip()] = acres + guntas / GUNTAS_PER_ACRE
    return record


def shoelace(pts):
    """Signed area; positive when points go anticlockwise.""
    s = 0.0
    for i in range(len(pts)):
        _, x1, y1 = pts[i]
        _, x2, y2 = pts[(i + 1) % len(pts)]
        s += x1 * y2 - x2 * y1
    return s / 2.0


def perimeter(pts):
    total = 0.0
    for i in range(len(pts)):
        _, x1, y1 = pts[i]
        _, x2, y2 = pts[(i + 1) % len(pts)]
        total += math.hypot(x2 - x1, y2 - y1)
    return total


def to_acres_guntas(sqm):
    acres_float = sqm / SQM_PER_ACRE
    acres = int(acres_float)
    guntas = (acres_float - acres) * GUNTAS_PER_ACRE
    if round(guntas, 2) >= GUNTAS_PER_ACRE:
        acres += 1
        guntas = 0.0
    return acres, guntas


def self_intersects(pts):
    """Quick check for crossing boundary lines (wrong point order in field book)."""
    def ccw(a, b, c):
    return (c[2] - a[2]) * (b[1] - a[1]) > (b[2] - a[2]) * (c[1] - a[1])

    n = len(pts)
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        for j in range(i + 2, n):
            if i == 0 and j == n - 1:
                continue
            c, d = pts[j], pts[(j + 1) % n]
            if ccw(a, c, d) != ccw(b, c, d) and ccw(a, b, c) != ccw(a, b, d):
                return True
    return False


def main():
    plots = read_points(POINTS_FILE)
    record = read_record(RECORD_FILE)
    problems = 0
    out_rows = []

    print(f"{'Sy.No':<8}{'pts':>4}{'area m2':>12}{'Ac-Gt':>10}{'record':>10}{'diff %':>8}  remarks")
    for sy in sorted(plots, key=lambda s: [int(p) if p.isdigit() else p for p in s.replace("/", " ").split()):
        pts = plots[sy]
        remarks = []
        if len(pts) < 3:
            print(f"{sy:<8} only {len(pts)} points - skipped")
            problems += 1
            continue
        area = shoelace(pts)
        if area < 0:
            remarks.append("clockwise")
            area = -area
        if self_intersects(pts):
            remarks.append("CROSSING LINES - check point order")
            problems += 1
        ac, gt = to_acres_guntas(area)
        rec = record.get(sy)
        if rec:
            diff = 100 * (area / SQM_PER_ACRE - rec) / rec
            if abs(diff) > TOLERANCE_PCT:
                remarks.append("differs from pahani")
                problems += 1
        else:
            diff = None
            remarks.append("not in pahani")
        diff_txt = f"{diff:+.2f}" if diff is not None else "-"
        rec_txt = f"{rec:.3f}" if rec else "-"
        print(f"{sy:<8}{len(pts):>4}{area:>12.2f}{ac:>5}-{gt:05.2f}{rec_txt:>10}{diff_txt:>8}  {', '.join(remarks)}")
        out_rows.append([sy, len(pts), round(area, 2), ac, round(gt, 2), round(perimeter(pts), 2), "; ".join(remarks)]

    with open("plot_areas.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["survey_no", "points", "area_sqm", "acres", "guntas", "perimeter_m", "remarks"])
        w.writerows(out_rows)
    print(f"\n{len(out_rows)} plots computed, {problems} need attention")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
