# Lid-driven cavity, stream function / vorticity, Re = 100, uniform grid.
# Mechanical engineering CFD course, assignment 2 (compare with Ghia et al. 1982).
import numpy as np

N = 41
RE = 100.0
DT = 0.001
MAX_IT = 20000
TOL = 1e-6

PROBES = {
    "centre": (N // 2, N // 2),
    "quarter": (N // 4, N // 4),
    "top_third": (2 * N // 3, N // 2),
}


def step(psi, w, h, dt=DT, re=RE, sor=1.7, **kwargs):
    # boundary vorticity (Thom), lid moving at u = 1 on top
    w[0, :] = -2 * psi[1, :] / h ** 2
    w[-1, :] = -2 * psi[-2, :] / h ** 2 - 2 / h
    w[:, 0] = -2 * psi[:, 1] / h ** 2
    w[:, -1] = -2 * psi[:, -2] / h ** 2
    u = (psi[2:, 1:-1] - psi[:-2, 1:-1]) / (2 * h)
    v = -(psi[1:-1, 2:] - psi[1:-1, :-2]) / (2 * h)
    lap = (w[2:, 1:-1] + w[:-2, 1:-1] + w[1:-1, 2:] + w[1:-1, :-2] - 4 * w[1:-1, 1:-1]) / h ** 2
    adv = (u * (w[1:-1, 2:] - w[1:-1, :-2]) + v * (w[2:, 1:-1] - w[:-2, 1:-1])) / (2 * h)
    w_new = w.copy()
    w_new[1:-1, 1:-1] = w[1:-1, 1:-1] + dt * (lap / re - adv)
    for _ in range(kwargs.get("sweeps", 5)):
        for i in range(1, N - 1):
            for j in range(1, N - 1):
                gs = 0.25 * (psi[i + 1, j] + psi[i - 1, j] + psi[i, j + 1] + psi[i, j - 1] + h * h * w_new[i, j])
                psi[i, j] += sor * (gs - psi[i, j])
    return psi, w_new


def main():
    h = 1.0 / (N - 1)
    psi = np.zeros((N, N))
    w = np.zeros((N, N))
    np.seterr(all="raise")
    try:
        for it in range(1, MAX_IT + 1):
            w_old = w
            psi, w = step(psi, w, h)
            change = np.max(np.abs(w - w_old))
            if change < TOL:
                print(f"converged after {it} iterations")
                break
    except KeyboardInterrupt:
        print(f"stopped by hand at iteration {it}")
    except FloatingPointError:
        print("diverged -- reduce DT")
        return
    cols = [f"{name}={psi[ij]:.5f}" for name, ij in PROBES.items()]
    print("probes:", "\t".join(cols))
    print(f"psi_min = {psi.min():.5f} (Ghia: -0.1034)")


if __name__ == "__main__":
    main()
