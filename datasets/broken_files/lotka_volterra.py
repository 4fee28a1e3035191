"""Simulation du modèle proie-prédateur de Lotka-Volterra.

TP de modélisation, L2 : on compare Euler explicite et RK4.
"""
import numpy as np
import matplotlib.pyplot as plt
from scipy.integrate import solve_ivp

# paramètres du modèle (valeurs du cours)
ALPHA, BETA, GAMMA, DELTA = 1.1, 0.4, 0.4, 0.1
X0, Y0 = 10.0, 10.0


def derivees(t, etat)
    x, y = etat
    dx = ALPHA * x - BETA * x * y
    dy = DELTA * x * y - GAMMA * y
    return np.array([dx, dy])


def euler(f, y0, t0, t1, n):
    """Méthode d'Euler explicite, n pas."""
    h = (t1 - t0) / n
    ts = np.linspace(t0, t1, n + 1)
    ys = np.zeros((n + 1, len(y0))
    ys[0] = y0
    for k in range(n):
        ys[k + 1] = ys[k] + h * f(ts[k], ys[k])
    return ts, ys


def rk4(f, y0, t0, t1, n):
    h = (t1 - t0) / n
    ts = np.linspace(t0, t1, n + 1)
    ys = np.zeros((n + 1, len(y0)))
    ys[0] = y0
    for k in range(n):
        t, y = ts[k], ys[k]
        k1 = f(t, y)
        k2 = f(t + h / 2, y + h / 2 * k1
        k3 = f(t + h / 2, y + h / 2 * k2)
        k4 = f(t + h, y + h * k3)
        ys[k + 1] = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    return ts, ys


def erreur_max(ys, reference):
    return float(np.max(np.abs(ys - reference)))


if __name__ == "__main__":
    t0, t1, n = 0.0, 50.0, 2000
    ts, ys_euler = euler(derivees, [X0, Y0], t0, t1, n)
    _, ys_rk4 = rk4(derivees, [X0, Y0], t0, t1, n)
    sol = solve_ivp(derivees, (t0, t1), [X0, Y0], t_eval=ts, rtol=1e-9, atol=1e-9)
    ref = sol.y.T

    for nom, ys in [("Euler", ys_euler), ("RK4", ys_rk4)]
        print(f"{nom:>6} : erreur max = {erreur_max(ys, ref):.3e}")

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4))
    ax1.plot(ts, ys_rk4[:, 0], label="proies")
    ax1.plot(ts, ys_rk4[:, 1], label="prédateurs)
    ax1.set_xlabel("temps")
    ax1.legend()
    ax2.plot(ys_rk4[:, 0], ys_rk4[:, 1], color="tab:green")
    ax2.set_xlabel("proies")
    ax2.set_ylabel("prédateurs")
    fig.suptitle("Lotka-Volterra (RK4, h = {:.3f})".format((t1 - t0) / n)
    plt.tight_layout()
    plt.show()
