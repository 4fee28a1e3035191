#!/usr/bin/env python3
# Modello SEIR con vaccinazione - scenari per il report regionale
# (dott.ssa Chiara Benedetti, UO Epidemiologia)
#
# ATTENZIONE: parametri presi da letteratura, vedi tabella S2 del report.
# Le unità di tempo sono giorni.

import numpy as np
import matplotlib.pyplot as plt
from scipy.integrate import solve_ivp

N = 4_850_000          # popolazione della regione
incubazione = 5.2      # giorni (1/sigma)
infettivita = 7.0      # giorni (1/gamma)
sigma = 1 / incubazione
gamma = 1 / infettivita
I0, E0 = 120, 300
copertura_vacc = [0.0, 0.2, 0.4]       # frazione vaccinata al giorno 0
R0_valori = [1.3, 1.8, 2.5, 3.2]
efficacia = 0.85

t_fine = 300
t = np.linspace(0, t_fine, t_fine + 1)


def seir(t, y, beta, sigma, gamma, N):
    S, E, I, R = y
    nuove_infezioni = beta * S * I / N
    dS = -nuove_infezioni
    dE = nuove_infezioni - sigma * E
    dI = sigma * E - gamma * I
    dR = gamma * I
    return [dS, dE, dI, dR]


def simula(R0, vacc):
    beta = R0 * gamma
    immuni = vacc * efficacia * N
    S0 = N - I0 - E0 - immuni
    y0 = [S0, E0, I0, immuni]
    sol = solve_ivp(
        seir, (0, t_fine), y0,
        args=(beta, sigma, gamma, N),
        t_eval=t, method="LSODA", rtol=1e-8, atol=1e-6,
    )
    if not sol.success:
        raise RuntimeError(f"integrazione fallita per R0={R0}: {sol.message}")
    return sol


# --- figura 1: curve degli infetti, un pannello per R0 ---------------------
fig, axes = plt.subplots(2, 2, figsize=(9, 6.5), sharex=True)
riassunto = []
for ax, R0 in zip(axes.flat, R0_valori):
    for vacc, stile in zip(copertura_vacc, ["-", "--", ":"]):
        sol = simula(R0, vacc)
        S, E, I, R = sol.y
        picco = I.argmax()
        # attacco finale = frazione di chi si è infettato (esclusi i vaccinati immuni)
        attacco = (R[-1] - vacc * efficacia * N) / N
        riassunto.append((R0, vacc, sol.t[picco], I[picco], attacco))
        ax.plot(sol.t, I / 1000, stile, color="C3", lw=1.4,
                label=f"vaccinati {vacc:.0%}")
    # soglia di immunità di gregge 1 - 1/R0 nel titolo
    ax.set_title(rf"$\mathcal{{R}}_0$ = {R0}   (soglia $1-1/\mathcal{{R}}_0$ = {1 - 1 / R0:.0%})",
                 fontsize=10)
    ax.set_ylabel("Infetti (migliaia)")
    ax.grid(alpha=0.3)
for ax in axes[-1]:
    ax.set_xlabel("Giorni")
axes[0, 0].legend(fontsize=8, frameon=False)
fig.suptitle("Scenari SEIR - regione, con vaccinazione iniziale", fontsize=12)
fig.tight_layout()
fig.savefig("seir_scenari_infetti.png", dpi=200)

# --- figura 2: attacco finale vs R0 -----------------------------------------
R0_fine = np.linspace(1.05, 3.5, 40)
fig2, ax2 = plt.subplots(figsize=(5, 3.5))
for vacc, m in zip(copertura_vacc, "osd"):
    attacchi = [
        (simula(r, vacc).y[3][-1] - vacc * efficacia * N) / N
        for r in R0_fine
    ]
    ax2.plot(R0_fine, attacchi, marker=m, ms=3, lw=1, label=f"{vacc:.0%} vaccinati")
ax2.set_xlabel(r"$\mathcal{R}_0$")
ax2.set_ylabel("Tasso di attacco finale")
ax2.legend(frameon=False)
fig2.tight_layout()
fig2.savefig("seir_attacco_finale.png", dpi=200)

print(f"{'R0':>5} {'vacc':>6} {'giorno picco':>13} {'picco infetti':>14} {'attacco':>8}")
for R0, vacc, g, ip, att in riassunto:
    print(f"{R0:5.1f} {vacc:6.0%} {g:13.0f} {ip:14,.0f} {att:8.1%}")
