#!/usr/bin/env python3
# Annual maximum rainfall -> Gumbel (EV1) return levels for culvert design.
# Rewritten from my old GUMBEL.F (Fortran 77, 1998) for the new M.Tech batch.
# Dept. of Hydrology, Roorkee.  Input: daily rainfall CSV from IMD gauge data.
#
#   date,rain_mm
#   1971-06-01,12.4
#
import csv
import math
import sys
from collections import defaultdict

EULER = 0.5772156649
RETURN_PERIODS = [2, 5, 10, 25, 50, 100]
MISSING = -99.9
MIN_DAYS_PER_YEAR = 300          # a year with fewer valid days is dropped


def read_daily(path):
    """Return {year: [daily rainfall values]} skipping missing values."""
    data = defaultdict(list)
    nbad = 0
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            try:
                year = int(row["date"][:4])
                val = float(row["rain_mm"])
            except (KeyError, ValueError):
                nbad += 1
                continue
            if val == MISSING or val < 0.0:
                nbad += 1
                continue
            data[year].append(val)
    if nbad > 0:
        print(f"warning: {nbad} rows skipped (missing or unreadable)")
    return data


def annual_maxima(data, nday=1):
    """Maximum n-day total for each year with enough valid days."""
    amax = {}
    for year in sorted(data):
        vals = data[year]
        if len(vals) < MIN_DAYS_PER_YEAR:
            print(f"  {year}: only {len(vals)} days, dropped")
            continue
        best = 0.0
        for i in range(len(vals) - nday + 1):
            s = sum(vals[i:i + nday])
            if s > best:
                best = s
        amax[year] = best
    return amax


def moments(x):
    n = len(x)
    mean = sum(x) / n
    var = sum((xi - mean) ** 2 for xi in x) / (n - 1)
    return mean, math.sqrt(var)


def gumbel_params(x):
    """Method of moments: alpha = sqrt(6) s / pi, u = mean - 0.5772 alpha."""
    mean, sd = moments(x)
    alpha = math.sqrt(6.0) * sd / math.pi
    u = mean - EULER * alpha
    return u, alpha


def return_level(u, alpha, t):
    # x_T = u - alpha * ln(-ln(1 - 1/T))
    return u - alpha * math.log(-math.log(1.0 - 1.0 / t))


def kolmogorov_smirnov(x, u, alpha):
    xs = sorted(x)
    n = len(xs)
    dmax = 0.0
    for i in range(n):
        f = math.exp(-math.exp(-(xs[i] - u) / alpha))
        d1 = abs((i + 1) / n - f)
        d2 = abs(f - i / n)
        dmax = max(dmax, d1, d2)
    dcrit = 1.36 / math.sqrt(n)          # 5 % level, large n
    return dmax, dcrit


def weibull_positions(amax):
    """Plotting positions T = (n + 1) / m for the table."""
    ranked = sorted(amax.items(), key=lambda kv: kv[1], reverse=True)
    n = len(ranked)
    out = []
    for m in range(1, n + 1):
        year, val = ranked[m - 1]
        out.append((m, year, val, (n + 1) / m))
    return out


def main():
    if len(sys.argv) < 2:
        print("usage: gumbel.py rainfall.csv [nday]")
        sys.exit(1)
    nday = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    data = read_daily(sys.argv[1])
    amax = annual_maxima(data, nday)
    x = list(amax.values())
    if len(x) < 10:
        print("need at least 10 years of annual maxima")
        sys.exit(2)

    u, alpha = gumbel_params(x)
    mean, sd = moments(x)
    print(f"\n{len(x)} years, {nday}-day maxima: mean {mean:.1f} mm, sd {sd:.1f} mm")
    print(f"Gumbel: u = {u:.2f}  alpha = {alpha:.2f}")

    dmax, dcrit = kolmogorov_smirnov(x, u, alpha)
    verdict = "accepted" if dmax < dcrit else "REJECTED"
    print(f"K-S test: D = {dmax:.3f}, Dcrit = {dcrit:.3f} -> Gumbel {verdict}")

    print("\n  m   year   P_max(mm)   T(yr)")
    for m, year, val, t in weibull_positions(amax)[:10]:
        print(f"{m:>3} {year:>6} {val:>10.1f} {t:>8.1f}")

    print("\nReturn period   design rainfall (mm)")
    for t in RETURN_PERIODS:
        xt = return_level(u, alpha, t)
        flag = "  <- culvert design (25 yr)" if t == 25 else ""
        print(f"{t:>8} yr      {xt:>10.1f}{flag}")


if __name__ == "__main__":
    main()
