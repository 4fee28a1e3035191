# Modèle d'Ising 2D - Metropolis, traduit de ma version Julia (ising.jl)
# parce que le labo veut tout en Python pour le cours PHY-3040.
# Mathieu, Université Laval
import numpy as np
import matplotlib.pyplot as plt
from numba import njit
import time

L = 32
J = 1.0
N_THERM = 2000      # balayages de thermalisation
N_MESURE = 5000     # balayages de mesure
TEMPERATURES = np.linspace(1.5, 3.5, 21)
T_C = 2.0 / np.log(1.0 + np.sqrt(2.0))  # Onsager


@njit
def energie(s):
    L = s.shape[0]
    E = 0.0
    for i in range(L):
        for j in range(L):
            E -= J * s[i, j] * (s[(i + 1) % L, j] + s[i, (j + 1) % L])
    return E


@njit
def balayage(s, beta):
    L = s.shape[0]
    for _ in range(L * L):
        i = np.random.randint(L)
        j = np.random.randint(L)
        voisins = s[(i + 1) % L, j] + s[(i - 1) % L, j] + s[i, (j + 1) % L] + s[i, (j - 1) % L]
        dE = 2.0 * J * s[i, j] * voisins
        if dE <= 0.0 or np.random.random() < np.exp(-beta * dE):
            s[i, j] = -s[i, j]


def simuler(T, L=L, graine=0):
    np.random.seed(graine)
    s = np.where(np.random.random((L, L)) < 0.5, -1, 1).astype(np.int64)
    beta = 1.0 / T
    for _ in range(N_THERM):
        balayage(s, beta)
    Es = np.empty(N_MESURE)
    Ms = np.empty(N_MESURE)
    for k in range(N_MESURE):
        balayage(s, beta)
        Es[k] = energie(s)
        Ms[k] = abs(s.sum())
    n = L * L
    e = Es.mean() / n
    m = Ms.mean() / n
    cv = beta**2 * Es.var() / n
    chi = beta * Ms.var() / n
    return e, m, cv, chi


debut = time.time()
resultats = np.array([simuler(T) for T in TEMPERATURES])
print(f"temps total: {time.time() - debut:.1f} s")

noms = ["énergie / spin", "|m|", "C_v", "χ"]
fig, axes = plt.subplots(2, 2, figsize=(10, 8))
for k, ax in enumerate(axes.flat):
    ax.plot(TEMPERATURES, resultats[:, k], "o-", ms=4)
    ax.axvline(T_C, color="gray", ls="--")
    ax.set_xlabel("T")
    ax.set_title(noms[k])
plt.tight_layout()
plt.savefig("ising_L32.png", dpi=150)

# pic de la susceptibilité -> estimation de Tc pour L fini
k_max = np.argmax(resultats[:, 3])
T_pic = TEMPERATURES[k_max]
print(f"T du pic de χ: {T_pic:.3f} (Onsager: {T_C:.3f})")
signe = "au-dessus" if T_pic > T_C else "en dessous"
print(f"le pic est {signe} de Tc, écart relatif {abs(T_pic - T_C) / T_C:.1%}")

# taille finie: quelques L autour de Tc
for Lk in [8, 16, 32]:
    chis = [simuler(T, L=Lk)[3] for T in np.linspace(2.1, 2.5, 9)]
    print(Lk, np.round(chis, 2))
