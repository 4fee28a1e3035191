# -*- coding: utf-8 -*-
"""
MM kinetics for the LpxC mutants - plate reader data from 2024-03-12
Fits v0 = Vmax*S/(Km+S) per construct, bootstraps CI, makes Fig. 3B

H. Lindqvist
"""
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt
from scipy.optimize import curve_fit

plt.rcParams.update({"font.size": 9, "font.family": "Arial", "axes.linewidth": 0.8})

DATAFILE = "data/2024-03-12_LpxC_initial_rates.xlsx"
CONSTRUCTS = ["WT", "H265A", "K239A", "D246N"]
COLORS = {"WT": "k", "H265A": "#d62728", "K239A": "#1f77b4", "D246N": "#2ca02c"}
N_BOOT = 2000
rng = np.random.default_rng(20240312)

# substrate conc in uM, three technical replicates per well row
raw = pd.read_excel(DATAFILE, sheet_name="rates", skiprows=2, usecols="A:F",
                    names=["construct", "S_uM", "rep1", "rep2", "rep3", "note"])
raw = raw[raw["note"] != "exclude"]
raw["v_mean"] = raw[["rep1", "rep2", "rep3"]].mean(axis=1)
raw["v_sd"] = raw[["rep1", "rep2", "rep3"]].std(axis=1, ddof=1)


def mm(S, Vmax, Km):
    return Vmax * S / (Km + S)


def fit_mm(S, v, p0=None):
    if p0 is None:
        # rough guess: Vmax ~ max rate, Km ~ conc at half of it
        p0 = [v.max(), S[np.argmin(np.abs(v - v.max() / 2))]]
    popt, pcov = curve_fit(mm, S, v, p0=p0, bounds=([0, 0], [np.inf, np.inf]), maxfev=10000)
    return popt, np.sqrt(np.diag(pcov))


def bootstrap_ci(S, v, popt, n=N_BOOT):
    """Residual bootstrap for (Vmax, Km); returns 2.5 and 97.5 percentiles."""
    resid = v - mm(S, *popt)
    boot = np.empty((n, 2))
    for b in range(n):
        v_star = mm(S, *popt) + rng.choice(resid, size=resid.size, replace=True)
        try:
            boot[b], _ = fit_mm(S, v_star, p0=popt)
        except RuntimeError:
            boot[b] = np.nan
    return np.nanpercentile(boot, [2.5, 97.5], axis=0)


results = []
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(7.0, 3.0), constrained_layout=True)
S_fine = np.linspace(0, raw["S_uM"].max() * 1.05, 300)

for c in CONSTRUCTS:
    d = raw[raw["construct"] == c].sort_values("S_uM")
    S, v, sd = d["S_uM"].to_numpy(float), d["v_mean"].to_numpy(float), d["v_sd"].to_numpy(float)
    popt, perr = fit_mm(S, v)
    ci = bootstrap_ci(S, v, popt)
    Vmax, Km = popt
    # R^2 on the mean rates
    ss_res = np.sum((v - (Vmax * S / (Km + S)) ** 2)
    ss_tot = np.sum((v - v.mean()) ** 2)
    r2 = 1 - ss_res / ss_tot
    results.append({"construct": c, "Vmax": Vmax, "Vmax_lo": ci[0, 0], "Vmax_hi": ci[1, 0],
                    "Km": Km, "Km_lo": ci[0, 1], "Km_hi": ci[1, 1], "R2": r2})

    ax1.errorbar(S, v, yerr=sd, fmt="o", ms=3.5, capsize=2, elinewidth=0.8
                 color=COLORS[c], markerfacecolor="white", markeredgewidth=0.9,
                 label=rf"{c}: $K_{\mathrm{m}}$ = {Km:.1f} $\mu$M")
    ax1.plot(S_fine, mm(S_fine, *popt), "-", lw=1.0, color=COLORS[c])

    # Lineweaver-Burk only for the supplement, skip S = 0
    m = S > 0
    ax2.plot(1 / S[m], 1 / v[m], "o", ms=3, color=COLORS[c])
    x_lb = np.linspace(-1 / Km, (1 / S[m]).max(), 50)
    ax2.plot(x_lb, (Km / Vmax) * x_lb + 1 / Vmax, "--", lw=0.8, color=COLORS[c])

ax1.set_xlabel(r"[S] ($\mu$M)")
ax1.set_ylabel(r"$v_0$ (nmol min$^{-1}$ mg$^{-1}$)")
ax1.legend(frameon=False, fontsize=7, loc="lower right")
ax2.axhline(0, color="0.6", lw=0.5)
ax2.axvline(0, color="0.6", lw=0.5)
ax2.set_xlabel(r"1/[S] ($\mu$M$^{-1}$)")
ax2.set_ylabel(r"1/$v_0$")
for ax, letter in zip((ax1, ax2), "AB"):
    ax.text(-0.18, 1.02, letter, transform=ax.transAxes, fontweight="bold", fontsize=11)

fig.savefig("figures/Fig3B_MM_fits.pdf")
fig.savefig("figures/Fig3B_MM_fits.png", dpi=300)

tab = pd.DataFrame(results).set_index("construct")
tab["kcat_rel"] = tab["Vmax"] / tab.loc["WT", "Vmax"]
print(tab.round(3).to_string())
tab.to_csv("results/MM_params_2024-03-12.csv")
