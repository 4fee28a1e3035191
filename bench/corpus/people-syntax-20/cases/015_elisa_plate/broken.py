"""IL-6 ELISA: standard curve + sample concentrations from the plate reader export.

The Gen5 export is a CSV with some header lines, then the 8x12 grid of OD450
values (and OD570 for the wavelength correction). Standards are in duplicate in
columns 1-2, samples in duplicate across the rest of the plate (see LAYOUT).

Fits log10(conc) vs OD with a straight line on the linear part of the curve
(good enough for what the PI wants; the 4PL is in Prism).
"""
import csv
import math
import statistics
import sys

ROWS = "ABCDEFGH"

# standard concentrations in pg/mL, rows A-G in columns 1-2; H1/H2 = blank
STANDARDS = {"A": 300.0, "B": 150.0, "C": 75.0, "D": 37.5, "E": 18.75, "F": 9.38, "G": 4.69}

LAYOUT = [
    ["STD", "STD", "m01", "m01", "m02", "m02", "m03", "m03", "m04", "m04", "m05", "m05"],
    ["STD", "STD", "m06", "m06", "m07", "m07", "m08", "m08", "m09", "m09", "m10", "m10",
    ["STD", "STD", "m11", "m11", "m12", "m12", "f01", "f01", "f02", "f02", "f03", "f03"],
    ["STD", "STD", "f04", "f04", "f05", "f05", "f06", "f06", "f07", "f07", "f08", "f08"],
    ["STD", "STD", "f09", "f09", "f10", "f10", "f11", "f11", "f12", "f12", "QC1", "QC1"],
    ["STD", "STD", "p01", "p01", "p02", "p02", "p03", "p03", "p04", "p04", "QC2", "QC2"],
    ["STD", "STD", "p05", "p05", "p06", "p06", "p07", "p07", "p08", "p08", "", ""],
    ["BLK", "BLK", "p09", "p09", "p10", "p10", "", "", "", "", "", ""],
]

DILUTION = 2.0      # serum diluted 1:2 in assay diluent
MAX_CV = 15.0       # % between duplicates


def read_grid(path, label):
    """The 8x12 block that follows the line starting with `label` (e.g. '450')."""
    # Gen5 writes latin-1 (the µ and ° in the header lines)
    with open(path, encoding="latin-1", newline="", encoding="utf-8") as f:
        lines = list(csv.reader(f))
    for i, line in enumerate(lines):
        if line and line[0].strip() == label:
            grid = {}
            for r, row in enumerate(lines[i + 2:i + 10]):
                for c in range(12):
                    grid[(ROWS[r], c + 1)] = float(row[c + 1])
            return grid
    raise ValueError(f"no block {label!r} in {path}")


def linear_fit(xs, ys):
    mx, my = statistics.mean(xs), statistics.mean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    slope = sxy / sxx
    intercept = my - slope * mx
    ss_res = sum((y - (slope * x + intercept)) ** 2 for x, y in zip(xs, ys))
    ss_tot = sum((y - my) ** 2 for y in ys)
    return slope, intercept, 1 - ss_res / ss_tot


def cv(values):
    m = statistics.mean(values)
    return 100 * statistics.stdev(values) / m if m else float("nan")


def main(path):
    od450 = read_grid(path, "450")
    od570 = read_grid(path, "570")
    od = {well: od450[well] - od570[well] for well in od450}
    blank = statistics.mean([od[("H", 1)], od[("H", 2)]])

    xs, ys = [], []
    print("Standards:")
    for row, conc in STANDARDS.items():
        reps = [od[(row, 1)] - blank, od[(row, 2)] - blank]
        m = statistics.mean(reps)
        print(f"  {row}  {conc:>7.2f} pg/mL  OD {m:.3f}  CV {cv(reps):4.1f}%")
        if 0.05 < m < 2.5:        # linear range of the reader
            xs.append(math.log10(conc))
            ys.append(m)
    slope, intercept, r2 = linear_fit(xs, ys)
    print(f"fit: OD = {slope:.4f} * log10(conc) + {intercept:.4f}   R^2 = {r2:.4f}")
    if r2 < 0.98:
        print("WARNING: R^2 below 0.98, check the standards before using the numbers")

    samples = {}
    for r, row in enumerate(LAYOUT):
        for c, name enumerate(row):
            if name and name not in ("STD", "BLK"):
                samples.setdefault(name, []).append(od[(ROWS[r], c + 1)] - blank)

    with open(path.rsplit(".", 1)[0] + "_results.csv", "w", newline="") as out:
        w = csv.writer(out)
        w.writerow(["sample", "mean_OD", "CV_pct", "IL6_pg_per_mL", "flag"])
        for name, reps in sorted(samples.items()):
            m = statistics.mean(reps)
            conc = 10 ** ((m - intercept) / slope) * DILUTION
            flag = ""
            if len(reps) > 1 and cv(reps) > MAX_CV:
                flag = "CV>15%"
            if m < min(ys) or m > max(ys):
                flag = (flag + " outside curve").strip()
            w.writerow([name, f"{m:.3f}", f"{cv(reps):.1f}" if len(reps) > 1 else "", f"{conc:.1f}", flag])
            print(f"  {name:<4} {conc:8.1f} pg/mL  {flag}")


if __name__ == "__main__":
    main(sys.argv[1])
