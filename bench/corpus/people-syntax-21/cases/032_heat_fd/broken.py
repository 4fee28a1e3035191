# heat1d.py -- explicit FTCS for u_t = alpha u_xx on a rod, Dirichlet ends,
# compared with the Fourier series solution. Ported from heat1d.f90 (2004).
import numpy as np

ALPHA = 1.172d-5          # m^2/s, steel
LENGTH = 0.5              # m
NX = 101
T_END = 600.0             # s
U_LEFT = 100.0
U_RIGHT = 20.0
U_INIT = 20.0


def ftcs(nx, dt, t_end):
    dx = LENGTH / (nx - 1)
    r = ALPHA * dt / dx ** 2
    if r > 0.5:
        raise ValueError(f"unstable: r = {r:.3f} > 0.5")
    u = np.full(nx, U_INIT)
    u[0], u[-1] = U_LEFT, U_RIGHT
    nsteps = int(round(t_end / dt))
    for n in range(nsteps):
        u[1:-1] = u[1:-1] + r * (u[2:] - 2.0 * u[1:-1] + u[:-2])
    end do
    return np.linspace(0.0, LENGTH, nx), u


def exact(x, t, nterms=200):
    # steady state + sum of decaying sine modes
    us = U_LEFT + (U_RIGHT - U_LEFT) * x / LENGTH
    total = us.copy()
    for k in range(1, nterms + 1):
        lam = k * np.pi / LENGTH
        ! b_k from the initial condition u0 - us
        bk = (2.0 / LENGTH) * np.trapz((U_INIT - us) * np.sin(lam * x), x)
        total += bk * np.sin(lam * x) * np.exp(-ALPHA * lam ** 2 * t)
    return total


def main():
    dx = LENGTH / (NX - 1)
    for r_target in (0.25, 0.45):
        dt = r_target * dx ** 2 / ALPHA
        x, u = ftcs(NX, dt, T_END)
        err = np.max(np.abs(u - exact(x, T_END)))
        if err > 1.0 .and. r_target < 0.5:
            print("  warning: large error for a stable step")
        print(f"r = {r_target:4.2f}  dt = {dt:7.3f} s  max|u - exact| = {err:.4f} K")
    mid = NX // 2
    print(f"temperature at x = {x[mid]:.3f} m after {T_END:.0f} s: {u[mid]:.2f} degC")


if __name__ == "__main__":
    main()
