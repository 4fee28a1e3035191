# -*- coding: utf-8 -*-
"""
Created on Tue Mar 12 14:05:31 2024

@author: lucas

Pendulum lab: period vs length, fit g.
"""

#%% imports
import numpy as np
import matplotlib.pyplot as plt
from scipy.optimize import curve_fit

#%% data
lengths = np.array([0.20, 0.30, 0.40, 0.50, 0.60, 0.70, 0.80])  # m
# ten swings timed three times each, in seconds
times = np.array([
    [8.95, 9.02, 8.99],
    [11.01, 10.97, 11.05],
    [12.70, 12.66, 12.74],
    [14.18, 14.22, 14.15],
    [15.55, 15.49, 15.60],
    [16.78, 16.81, 16.74],
    [17.95, 17.99, 17.92],
])
periods = times.mean(axis=1) / 10
errors = times.std(axis=1, ddof=1) / 10

#%% fit T = 2*pi*sqrt(L/g)
def model(L, g):
    return 2 * np.pi * np.sqrt(L / g)

popt, pcov = curve_fit(model, lengths, periods, p0=[9.8], sigma=errors)
g_fit = popt[0]
g_err = np.sqrt(pcov[0, 0])
print(f"g = {g_fit:.3f} ± {g_err:.3f} m/s²")

#%% plot
# %matplotlib qt
L_fine = np.linspace(0.15, 0.85, 200)
fig, ax = plt.subplots()
ax.errorbar(lengths, periods, yerr=errors, fmt="o", label="measured")
ax.plot(L_fine, model(L_fine, g_fit), label=f"fit, g = {g_fit:.2f}")
ax.set_xlabel("length L (m)")
ax.set_ylabel("period T (s)")
ax.legend()
plt.show()

#%% residuals
residuals = periods - model(lengths, g_fit)
for L, r in zip(lengths, residuals):
    flag = " <-- check" if abs(r) > 2 * errors.mean() else ""
    print(f"L = {L:.2f} m  residual = {r * 1000:+.1f} ms{flag}")
