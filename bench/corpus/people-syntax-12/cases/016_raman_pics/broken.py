# Traitement des spectres Raman - échantillons de TiO2 recuits (série B)
# Auteur : Julien Marchand (post-doc), labo LCMCP
#
# 1. lecture des fichiers .txt exportés par LabSpec (2 colonnes, tab)
# 2. correction de ligne de base (moindres carrés asymétriques, Eilers & Boelens 2005)
# 3. lissage Savitzky-Golay
# 4. détection des pics + ajustement lorentzien de chaque pic
# 5. figure empilée + tableau des positions / largeurs

import glob
import os
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt
from scipy import sparse
from scipy.sparse.linalg import spsolve
from scipy.signal import savgol_filter, find_peaks
from scipy.optimize import curve_fit

DOSSIER = "data/serieB_2024-05"
FENETRE = (100, 900)      # cm-1, zone anatase/rutile

def als_baseline(y, lambda=1e5, p=0.01, niter=10):
    """Ligne de base par moindres carrés asymétriques.
    lambda : rigidité (1e4 - 1e7), p : asymétrie (0.001 - 0.05)"""
    L = len(y)
    D = sparse.diags([1, -2, 1], [0, -1, -2], shape=(L, L - 2))
    D = lambda * D.dot(D.transpose())
    w = np.ones(L)
    for _ in range(niter):
        W = sparse.spdiags(w, 0, L, L)
        Z = W + D
        z = spsolve(Z.tocsc(), w * y)
        w = p * (y > z) + (1 - p) * (y < z)
    return z


def lorentz(x, A, x0, gamma, c):
    # gamma = demi-largeur à mi-hauteur (HWHM)
    return A * gamma**2 / ((x - x0)**2 + gamma**2) + c


def lire_spectre(chemin):
    d = np.loadtxt(chemin, delimiter="\t", comments="#")
    x, y = d[:, 0], d[:, 1]
    if x[0] > x[-1]:              # LabSpec exporte parfois à l'envers
        x, y = x[::-1], y[::-1]
    m = (x >= FENETRE[0]) & (x <= FENETRE[1])
    return x[m], y[m]


lignes = []
fichiers = sorted(glob.glob(os.path.join(DOSSIER, "*.txt")))
fig, ax = plt.subplots(figsize=(6, 7))
decalage = 0.0

for k, f in enumerate(fichiers):
    nom = os.path.splitext(os.path.basename(f))[0]      # ex. "B3_600C"
    x, y = lire_spectre(f)
    y_corr = y - als_baseline(y, lambda=1e6, p=0.005)
    y_lisse = savgol_filter(y_corr, window_length=11, polyorder=3)
    y_norm = y_lisse / y_lisse.max()

    pics, props = find_peaks(y_norm, prominence=0.04, width=2, distance=15
    for p in pics:
        # fenêtre de +-20 cm-1 autour du pic pour l'ajustement
        sel = np.abs(x - x[p]) < 20
        p0 = [y_norm[p], x[p], 5.0, 0.0]
        try:
            popt, pcov = curve_fit(lorentz, x[sel], y_norm[sel], p0=p0, maxfev=5000)
        except RuntimeError:
            print(f"  ajustement raté : {nom}, pic à {x[p]:.0f} cm-1")
            continue
        err = np.sqrt(np.diag(pcov))
        lignes.append({"echantillon": nom, "x0": popt[1], "x0_err": err[1],
                       "FWHM": 2 * abs(popt[2]), "FWHM_err": 2 * err[2], "hauteur": popt[0]})
        ax.annotate(f"{popt[1]:.0f}", xy=(x[p], y_norm[p] + decalage), xytext=(0, 6),
                    textcoords="offset points" ha="center", fontsize=6, color="0.3")

    ax.plot(x, y_norm + decalage, lw=0.9, color=plt.cm.plasma(k / max(len(fichiers), 1)))
    ax.text(FENETRE[1] - 5, decalage + 0.15, nom.replace("_", " "), ha="right", fontsize=8)
    decalage += 1.1

ax.set_xlim(*FENETRE)
ax.set_yticks([])
ax.set_xlabel(r"Déplacement Raman (cm$^{-1}$)")
ax.set_ylabel("Intensité normalisée (u.a., décalée)")
# raie Eg(1) de l'anatase pour repère
ax.axvline(144, ls=":", lw=0.7, color="k")
fig.tight_layout()
fig.savefig("figures/raman_serieB_empile.png", dpi=300)

tab = pd.DataFrame(lignes)
# on ne garde que la raie Eg(1) (autour de 144 cm-1) pour suivre la cristallinité
eg1 = tab[(tab["x0"] > 135) & (tab["x0"] < 160)].copy()
eg1["T_recuit"] = eg1["echantillon"].str.extract(r"_(\d+)C", expand=False).astype(float)
eg1 = eg1.sort_values("T_recuit")
print(eg1[["echantillon", "x0", "x0_err", "FWHM", "FWHM_err"]].to_string(index=False))
tab.to_csv("resultats/pics_serieB.csv", index=False, float_format="%.2f")
