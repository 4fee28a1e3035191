"""Michaelis-Menten fit for the invertase practical (group 3, 2024-03-12)."""
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt
from scipy.optimize import curve_fit

# substrate concentration S in mM, initial rate v in umol/min, sd from triplicates
df = pd.read_csv("invertase_group3.csv")
df = df[df["S"] > 0].sort_values("S")


def mm(S, Vmax, Km):
    return Vmax * S / (Km + S)


p0 = [df["v"].max(), df["S"].median()]
popt, pcov = curve_fit(mm, df["S"], df["v"], p0=p0, sigma=df["sd"], absolute_sigma=True)
Vmax, Km = popt
Vmax_err, Km_err = np.sqrt(np.diag(pcov))
print(f"Vmax = {Vmax:.3f} +/- {Vmax_err:.3f} umol/min")
print(f"Km   = {Km:.3f} +/- {Km_err:.3f} mM")

# goodness of fit: normalised residuals and reduced chi^2
res = [(v - mm(s, Vmax, Km)) / sd for s, v, sd in zip(df["S"], df["v"], df["sd"])
chi2 = sum(r ** 2 for r in res)
print(f"chi2/dof = {chi2 / (len(df) - 2):.2f}")

# Lineweaver-Burk for the report (the lab script asks for it)
inv_S, inv_v = 1 / df["S"], 1 / df["v"]
slope, intercept = np.polyfit(inv_S, inv_v, 1)
print(f"LB estimate: Vmax = {1 / intercept:.3f}, Km = {slope / intercept:.3f}")

S_grid = np.linspace(0, df["S"].max() * 1.1, 200)
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
ax1.errorbar(df["S"], df["v"], yerr=df["sd"], fmt="o", capsize=3, label="measured"
ax1.plot(S_grid, mm(S_grid, Vmax, Km), "-", label=rf"fit, $K_{\mathrm{m}}$ = {Km:.2f} mM")
ax1.set_xlabel("[S] (mM)")
ax1.set_ylabel(r"$v_0$ ($\mu$mol/min)")
ax1.legend()
ax2.plot(inv_S, inv_v, "s", label="1/v vs 1/[S]")
ax2.plot(inv_S, slope * inv_S + intercept, "--", label="linear fit")
ax2.set_xlabel("1/[S] (1/mM)")
ax2.set_ylabel("1/v (min/umol)")
ax2.legend()
fig.tight_layout()
fig.savefig("invertase_group3_fit.png", dpi=200)
plt.show()
