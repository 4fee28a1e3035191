# Simply supported beam under a UDL + point load: deflection by superposition,
# checked against a finite-difference solution of EI w'''' = q.
# (rewritten from beam.m for the structures lab; units N, m, Pa)
import numpy as np

E = 210e9            # steel
I = 8.36e-5          # IPE 300, strong axis [m^4]
L = 6.0
Q = 12e3             # UDL [N/m]
P = 25e3             # point load [N]
A_P = 2.0            # position of P from the left support [m]


def w_udl(x):
    return Q * x * (L ** 3 - 2 * L * x ** 2 + x ** 3) / (24 * E * I)


def w_point(x, a=A_P):
    b = L - a
    left = P * b * x * (L ** 2 - b ** 2 - x ** 2) / (6 * E * I * L)
    right = P * a * (L - x) * (L ** 2 - a ** 2 - (L - x) ** 2) / (6 * E * I * L)
    return np.where(x <= a, left, right)


def fd_deflection(n=201):
    """Solve EI w'''' = q with w = w'' = 0 at both ends (pinned)."""
    x = np.linspace(0.0, L, n)
    h = x[1] - x[0]
    q = np.full(n, Q)
    k = int(round(A_P / h))
    q[k] += P / h
    # M'' = -q, then EI w'' = -M ... two second-order solves
    D2 = (np.diag(np.ones(n - 3), -1) - 2 * np.eye(n - 2)
          + np.diag(np.ones(n - 3), 1)) / h ** 2
    M = np.zeros(n)
    M[1:-1] = np.linalg.solve(D2, -q[1:-1])
    w = np.zeros(n)
    w[1:-1] = np.linalg.solve(D2, -M[1:-1] / (E * I))
    return x, w


def main():
    x, w_fd = fd_deflection()
    w_an = w_udl(x) + w_point(x)
    err = np.max(np.abs(w_fd - w_an)) / np.max(np.abs(w_an))
    i = np.argmax(w_an)
    print(f"max deflection {w_an[i] * 1e3:.2f} mm at x = {x[i]:.2f} m (L/{L / w_an[i]:.0f})")
    print(f"FD vs analytical: relative error {err:.2e}")
    if L / w_an[i] < 300:
        print("fails the L/300 serviceability limit")
    checks = np.array([1.0, 2.0, 3.0, 4.5])
    for xc, wc in zip(checks, w_udl(checks) + w_point(checks)):
        print(f"  w({xc:.1f}) = {wc * 1e3:6.2f} mm")


if __name__ == "__main__":
    main()
