# -*- coding: utf-8 -*-
"""
Figure 3 de l'article (résistivité et susceptibilité AC de l'échantillon NbTiN-12)

(a) rho(T) sous champ, de 0 à 9 T, avec le zoom sur la transition en encart
(b) Hc2(T) extrait à 50 % de rho_n, ajusté par WHH et par la loi empirique
(c) chi' et chi'' en fonction de T
Sortie : PDF vectoriel au format PRB (une colonne double, 7 pouces de large).

Julien D., post-doc - Institut Néel, Grenoble
"""
import numpy as np
import matplotlib as mpl
import matplotlib.pyplot as plt
from mpl_toolkits.axes_grid1.inset_locator import inset_axes
from scipy.optimize import curve_fit

mpl.rcParams.update({
    "text.usetex": True,
    "text.latex.preamble": r"\usepackage{amsmath}\usepackage{upgreek}",
    "font.family": "serif",
    "font.size": 9,
    "axes.linewidth": 0.6,
    "xtick.direction": "in",
    "ytick.direction": "in",
    "xtick.top": True,
    "ytick.right": True,
    "legend.frameon": False,

CHAMPS_T = [0, 0.5, 1, 2, 3, 5, 7, 9]
COULEURS = plt.cm.viridis(np.linspace(0, 0.9, len(CHAMPS_T)))
PHI0 = 2.067833848e-15    # Wb


def charger(champ):
    d = np.loadtxt(f"donnees/RT_{champ:g}T.dat", comments="#")
    return d[:, 0], d[:, 1] * 1e6    # K, µOhm.cm


def t_demi(T, rho, rho_n):
    """Température où rho = rho_n / 2 (interpolation linéaire sur la transition)."""
    i = np.argmax(rho > rho_n / 2)
    return np.interp(rho_n / 2, rho[i - 1:i + 1], T[i - 1:i + 1])


def loi_empirique(T, Hc2_0, Tc):
    return Hc2_0 * (1 - (T / Tc) ** 2) / (1 + (T / Tc) ** 2)


fig = plt.figure(figsize=(7.0, 2.6))
gs = fig.add_gridspec(1, 3, wspace=0.38, left=0.07, right=0.98, bottom=0.17, top=0.93)
ax_a, ax_b, ax_c = (fig.add_subplot(gs[0, k]) for k in range(3))

# (a) rho(T)
encart = inset_axes(ax_a, width="45%", height="40%", loc="lower right", borderpad=1.2)
tc_points = []
for champ, couleur in zip(CHAMPS_T, COULEURS):
    T, rho = charger(champ)
    rho_n = np.median(rho[T > 16])
    ax_a.plot(T, rho, color=couleur, lw=0.9, label=rf"${champ:g}\,\mathrm{{T}}$")
    encart.plot(T, rho / rho_n, color=couleur, lw=0.7)
    tc_points.append((champ, t_demi(T, rho, rho_n)))
ax_a.set_xlim(2, 20)
ax_a.set_xlabel(r"$T$ (K)")
ax_a.set_ylabel("$\rho$ ($\upmu\Omega\,$cm)")
ax_a.legend(loc="upper left", fontsize=6, ncol=2, handlelength=1.2, columnspacing=0.8)
encart.set_xlim(10, 15)
encart.set_ylim(-0.05, 1.1)
encart.tick_params(labelsize=6)
encart.set_ylabel(r"$\rho/\rho_n$", fontsize=6, labelpad=1)

# (b) Hc2(T)
H = np.array([p[0] for p in tc_points])
Tc_H = np.array([p[1] for p in tc_points])
popt, pcov = curve_fit(loi_empirique, Tc_H, H, p0=[15, Tc_H[0]])
T_fit = np.linspace(0, popt[1], 200)
pente = np.polyfit(Tc_H[H <= 3], H[H <= 3], 1)[0]
Hc2_whh = -0.69 * pente * popt[1]
xi_GL_nm = np.sqrt(PHI0 / (2 * np.pi * popt[0])) * 1e9
ax_b.plot(Tc_H, H, "o", ms=3.5, mfc="white", mec="k", mew=0.7, label="données")
ax_b.plot(T_fit, loi_empirique(T_fit, *popt), "-", color="C3", lw=1,
          label=rf"$H_{{c2}}(0) = {popt[0]:.1f}$ T")
ax_b.axhline(Hc2_whh, color="0.5", ls="--", lw=0.8, label=r"WHH")
ax_b.set_xlabel(r"$T_c(H)$ (K)")
ax_b.set_ylabel(r"$\mu_0 H_{c2}$ (T)")
ax_b.text(0.05, 0.08, rf"$\xi_{\mathrm{GL}} = {xi_GL_nm:.1f}$ nm", transform=ax_b.transAxes, fontsize 8)
ax_b.legend(loc="upper right", fontsize=7)

# (c) susceptibilité AC
T_ac, chi1, chi2 = np.loadtxt("donnees/ACsus_0T.dat", unpack=True, usecols=(0, 2, 3))
ax_c.plot(T_ac, chi1 / abs(chi1.min()), "-", color="C0", lw=1, label=r"$\chi'$")
ax_c.plot(T_ac, chi2 / abs(chi1.min()) * 5, "-", color="C1", lw=1, label=r"$5\times\chi''$")
ax_c.set_xlabel(r"$T$ (K)")
ax_c.set_ylabel(r"$\chi_{\mathrm{AC}}$ (u. a.)")
ax_c.set_xlim(8, 16)
ax_c.legend(loc="center right", fontsize=7)

for ax, lettre in zip((ax_a, ax_b, ax_c), "abc"):
    ax.text(-0.22, 1.02, rf"\textbf{{({lettre})}}", transform=ax.transAxes, fontsize=10, va="bottom")

fig.savefig("figure3_NbTiN12.pdf", bbox_inches="tight", pad_inches=0.02)

# tableau pour le matériel supplémentaire (LaTeX, à coller tel quel)
lignes = [r"\begin{tabular}{ccc}", r"\hline", r"$\mu_0 H$ (T) & $T_c$ (K) & $\Delta T_c$ (K) \\", r"\hline"]
for champ, tc in tc_points:
    T, rho = charger(champ)
    rho_n = np.median(rho[T > 16])
    t10 = np.interp(0.1 * rho_n, rho, T)
    t90 = np.interp(0.9 * rho_n, rho, T)
    lignes.append(rf"{champ:g} & {tc:.2f} & {t90 - t10:.2f} \\")
lignes += [r"\hline", r"\end{tabular}"]
with open("table_S2.tex", "w", encoding="utf-8") as f:
    f.write("\n".join(lignes) + "\n")
print(f"Tc(0) = {tc_points[0][1]:.2f} K, Hc2(0) = {popt[0]:.1f} T (WHH : {Hc2_whh:.1f} T), xi = {xi_GL_nm:.1f} nm")
