# Saimaannorpan (Pusa hispida saimensis) populaatiomalli - Leslie-matriisi
# Ikäluokat: 0, 1, 2, 3, 4+ (naaraat)
# Stokastinen versio: pesintämenestys vaihtelee vuosittain (lumipeite!)
#
# T. Heikkinen / harjoitustyö, ekologian jatkokurssi

import numpy as np
import matplotlib.pyplot as plt

# ---- parametrit -------------------------------------------------------------
# hedelmällisyys (naaraspoikasta / naaras / vuosi) ja eloonjäämiset
f = np.array([0.0, 0.0, 0.0, 0.22, 0.41])
s = np.array([0.80, 0.88, 0.91, 0.93])     # siirtymä luokasta i luokkaan i+1
s_aikuinen = 0.95                           # 4+ pysyy 4+

A = np.array([
    [f[0], f[1], f[2], f[3], f[4]],
    [s[0], 0,    0,    0,    0],
    [0,    s[1], 0,    0,    0],
    [0,    0,    s[2], 0,    0],
    [0,    0,    0,    s[3], s_aikuinen],
])

N0 = np.array([35, 28, 25, 22, 130], dtype=float)   # arvio 2023
VUODET = 50
TOISTOT = 2000
KYNNYS = 50          # "kvasi-sukupuutto": alle 50 naarasta

# ---- deterministinen analyysi ------------------------------------------------
arvot, vektorit = np.linalg.eig(A)
i_dom = np.argmax(np.abs(arvot))
lam1 = np.real(arvot[i_dom])
w = np.real(vektorit[:, i_dom])
w = w / w.sum()                      # vakaa ikärakenne
arvot_v, vektorit_v = np.linalg.eig(A.T)
v = np.real(vektorit_v[:, np.argmax(np.abs(arvot_v))])
v = v / v[0]                         # lisääntymisarvo

# herkkyys ja elastisuus (Caswell 2001)
herkkyys = np.outer(v, w) / (v @ w)
elastisuus = herkkyys * A / lam1
print(f"lambda_1 = {lam1:.4f}  (r = {np.log(lam1):+.4f} / v)")
print("vakaa ikärakenne:", np.round(w, 3))
print("elastisuudet (summa = %.3f):" % elastisuus.sum())
print(np.round(elastisuus, 3))

# ---- stokastinen simulointi ---------------------------------------------------
rng = np.random.default_rng(seed=2024)


def simuloi(N0, vuodet, sd_f=0.35, p_huono=0.2):
    """Ympäristöstokastisuus: huonona lumitalvena (todennäköisyys p_huono)
    hedelmällisyys putoaa 40 %, muuten lognormaali vaihtelu."""
    N = np.zeros((vuodet + 1, len(N0)))
    N[0] = N0
    for t in range(vuodet):
        kerroin = rng.lognormal(mean=-sd_f**2 / 2, sigma=sd_f)
        if rng.random() < p_huono:
            kerroin *= 0.6
        A_t = A.copy()
        A_t[0, :] = f * kerroin
        N[t + 1] = A_t @ N[t]
        # demografinen stokastisuus karkeasti: binomi jokaiselle luokalle
        N[t + 1] = rng.poisson(N[t + 1])
    return N


polut = np.array([simuloi(N0, VUODET) for _ in range(TOISTOT)])
yht = polut.sum(axis=2)                       # (toistot, vuodet+1)
p_sukupuutto = np.mean((yht < KYNNYS).any(axis=1))
lam_s = np.exp(np.mean(np.log(yht[:, -1] / yht[:, 0])) / VUODET)
print(f"stokastinen kasvunopeus lambda_s = {lam_s:.4f}")
print(f"P(alle {KYNNYS} naarasta {VUODET} vuodessa) = {p_sukupuutto:.3f}")

# ---- kuvat -------------------------------------------------------------------------
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
vuosi = 2023 + np.arange(VUODET + 1)
for k in range(40):
    ax1.plot(vuosi, yht[k], color="0.7", lw=0.5)
pros = np.percentile(yht, [5, 50, 95], axis=0)
ax1.fill_between(vuosi, pros[0], pros[2], color="C0", alpha=0.25, label="5-95 %")
ax1.plot(vuosi, pros[1], color="C0", lw=2, label="mediaani")
ax1.plot(vuosi, N0.sum() * lam1 ** np.arange(VUODET + 1), "k--", lw=1,
         label=rf"deterministinen, $\lambda_1$ = {lam1:.3f}")
ax1.axhline(KYNNYS, color="r", lw=0.8, ls=":")
ax1.set_yscale("log")
ax1.set_xlabel("vuosi")
ax1.set_ylabel("naaraita")
ax1.legend(fontsize=8, frameon=False)

luokat = ["0", "1", "2", "3", "4+"]
ax2.bar(luokat, elastisuus.sum(axis=0), color="C2")
ax2.set_ylabel("elastisuus (sarakesumma)")
ax2.set_title("Mihin ikäluokkaan suojelu kannattaa kohdistaa?", fontsize=10)
fig.tight_layout()
fig.savefig("norppa_leslie.png", dpi=180)
