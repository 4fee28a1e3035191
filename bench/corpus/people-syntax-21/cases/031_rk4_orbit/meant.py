"""Two-body orbit with a hand-written RK4, energy drift check, orbit plot.

For the exoplanet course tutorial (week 3). Units: AU, yr, M_sun, so G M = 4 pi^2.
"""
import math

import matplotlib.pyplot as plt
import numpy as np

Vector = list[float]
GM = 4 * math.pi ** 2


def deriv(t: float, s: Vector) -> Vector:
    x, y, vx, vy = s
    r3 = (x * x + y * y) ** 1.5
    return [vx, vy, -GM * x / r3, -GM * y / r3]


def rk4_step(f, t, s, h):
    k1 = f(t, s)
    k2 = f(t + h / 2, [si + h / 2 * ki for si, ki in zip(s, k1)])
    k3 = f(t + h / 2, [si + h / 2 * ki for si, ki in zip(s, k2)])
    k4 = f(t + h, [si + h * ki for si, ki in zip(s, k3)])
    return [si + h / 6 * (a + 2 * b + 2 * c + d)
            for si, a, b, c, d in zip(s, k1, k2, k3, k4)]


def energy(s: Vector) -> float:
    x, y, vx, vy = s
    return 0.5 * (vx * vx + vy * vy) - GM / math.hypot(x, y)


def integrate(s0: Vector, t_end: float, h: float):
    ts, states = [0.0], [s0]
    t, s = 0.0, s0
    while t < t_end:
        s = rk4_step(deriv, t, s, h)
        t += h
        ts.append(t)
        states.append(s)
    return np.array(ts), np.array(states)


if __name__ == "__main__":
    e = 0.3                      # eccentricity
    a = 1.0                      # semi-major axis [AU]
    r_p = a * (1 - e)
    v_p = math.sqrt(GM * (1 + e) / r_p)
    s0 = [r_p, 0.0, 0.0, v_p]
    results = {}
    for h in (1e-2, 5e-3, 1e-3):
        ts, S = integrate(s0, t_end=10.0, h=h)
        E = np.array([energy(s) for s in S])
        results[h] = abs(E[-1] - E[0]) / abs(E[0])
        print(f"h = {h:.0e} yr: relative energy drift {results[h]:.3e}")
    order = math.log(results[1e-2] / results[5e-3]) / math.log(2)
    print(f"observed order ~ {order:.2f} (RK4: 4, drift can look like 5)")
    fig, ax = plt.subplots(figsize=(5, 5))
    ax.plot(S[:, 0], S[:, 1], lw=0.8)
    ax.plot(0, 0, "o", color="orange")
    ax.set_aspect("equal")
    ax.set_xlabel(r"$x$ [AU]")
    ax.set_ylabel(r"$y$ [AU]")
    ax.set_title(rf"$e={e}$, $h=10^{{-3}}$ yr")
    fig.savefig("orbit.png", dpi=200)
