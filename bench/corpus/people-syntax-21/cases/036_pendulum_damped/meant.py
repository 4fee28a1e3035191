"""Damped driven pendulum: phase portraits for three damping ratios.

theta'' + 2 xi w0 theta' + w0^2 sin(theta) = F cos(wd t)
"""
import matplotlib.pyplot as plt
import numpy as np
from scipy.integrate import solve_ivp

W0 = 2 * np.pi * 0.8     # natural angular frequency [rad/s]
F_DRIVE = 1.2
W_DRIVE = 2 * np.pi * 0.55
n_calls = 0


def rhs(t, y, xi):
    global n_calls
    n_calls += 1
    theta, omega = y
    return [omega, -2 * xi * W0 * omega - W0 ** 2 * np.sin(theta) + F_DRIVE * np.cos(W_DRIVE * t)]


def simulate(xi, *, t_end=60.0, y0=(0.2, 0.0)):
    t = np.linspace(0, t_end, 6000)
    sol = solve_ivp(rhs, (0, t_end), y0, t_eval=t, args=(xi,), rtol=1e-8, atol=1e-10)
    return sol.t, sol.y


def main():
    fig, axes = plt.subplots(1, 3, figsize=(13, 4), sharey=True)
    for ax, xi in zip(axes, (0.02, 0.1, 0.5)):
        t, (theta, omega) = simulate(xi)
        keep = t > 20.0    # drop the transient
        ax.plot(theta[keep], omega[keep], lw=0.5)
        ax.set_title(r"$\xi = %.2f$" % xi)
        ax.set_xlabel(r"$\theta$ [rad]")
    axes[0].set_ylabel(r"$\dot\theta$ [rad/s]")
    fig.suptitle(r"$\ddot\theta + 2\xi\omega_0\dot\theta + \omega_0^2\sin\theta = F\cos\omega_d t$")
    fig.tight_layout()
    fig.savefig("pendulum_phase.png", dpi=150)
    print(f"rhs evaluations: {n_calls}")


if __name__ == "__main__":
    main()
