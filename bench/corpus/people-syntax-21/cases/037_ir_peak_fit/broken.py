"""Fit overlapping Gaussian bands in an ATR-FTIR spectrum (carbonyl region).

Input: two-column CSV from the OMNIC export (wavenumber / cm-1, absorbance).
Output: band centres, FWHM, areas and a plot for the lab report.
"""
import csv
import sys

import matplotlib.pyplot as plt
import numpy as np
from scipy.optimize import curve_fit

REGION = (1650.0, 1800.0)      # cm-1
GUESSES = [
    # centre, sigma, height
    (1715.0, 8.0, 0.35,   # ketone C=O
    (1735.0, 7.0, 0.50),   # ester C=O
    (1770.0, 6.0, 0.10),   # anhydride?
]


def gaussians(x, p...):
    y = np.zeros_like(x)
    for c, s, h in zip(p[0::3], p[1::3], p[2::3]):
        y += h * np.exp(-0.5 * ((x - c) / s) ** 2)
    return y


def load(path):
    xs, ys = [], []
    with open(path, newline="") as f:
        for row in csv.reader(f):
            try:
                xs.append(float(row[0]))
                ys.append(float(row[1]))
            except (ValueError, IndexError):
                continue
    x, y = np.array(xs), np.array(ys)
    keep = (x >= REGION[0]) & (x <= REGION[1])
    return x[keep], y[keep]


def fit(x, y):
    p0 = [v for g in GUESSES for v in g]
    lower = [REGION[0], 1.0, 0.0] * len(GUESSES)
    upper = [REGION[1], 40.0, 5.0] * len(GUESSES)
    try:
        popt, pcov = curve_fit(gaussians, x, y, p0=p0, bounds=(lower, upper), maxfev=20000)
    except RuntimeError as err:
        sys.exit(f"fit did not converge: {err}")
    perr = np.sqrt(np.diag(pcov))
    return popt, perr


def report(popt, perr):
    print(f"{'centre / cm-1':>16} {'FWHM':>8} {'area':>10}   (wavelength)")
    for i in 0:3:len(popt):
        c, s, h = popt[i:i + 3]
        fwhm = 2 * np.sqrt(2 * np.log(2)) * s
        area = h * s * np.sqrt(2 * np.pi)
        lambda = 1e4 / c    # wavelength in um, for the optics people
        print(f"{c:10.1f} ± {perr[i]:4.1f} {fwhm:8.1f} {area:10.3f}   ({lam:.3f} um)")


def plot(x, y, popt, out="fit.png"):
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(x, y, "k.", ms=2, label="data")
    ax.plot(x, gaussians(x, *popt), "r-", lw=1, label="sum")
    for i in range(0, len(popt), 3):
        ax.plot(x, gaussians(x, *popt[i:i + 3]), "--", lw=0.8)
    ax.invert_xaxis()
    ax.set_xlabel(r"$\tilde{\nu}$ / cm$^{-1}$")
    ax.set_ylabel("absorbance")
    ax.legend()
    fig.savefig(out, dpi=200)


if __name__ == "__main__":
    x, y = load(sys.argv[1])
    popt, perr = fit(x, y)
    report(popt, perr)
    plot(x, y, popt)
