"""Lennard-Jones argon in a periodic box, velocity Verlet, reduced units.

Port of md_lj.f90 (group code, 1998-2011). Same algorithm, same output columns,
so the old analysis scripts still read the energy file.
"""

import math
from __future__ import annotations

import numpy as np

RC = 2.5                 # cutoff [sigma]
RC2 = RC * RC
DT = 0.004
N_CELLS = 4              # fcc, 4 atoms per cell -> 256 atoms
DENSITY = 0.8442
T_INIT = 0.728
BASIS = np.array([[0.0, 0.0, 0.0], [0.5, 0.5, 0.0], [0.5, 0.0, 0.5], [0.0, 0.5, 0.5]])


def fcc_lattice(n_cells: int, density: float) -> tuple[np.ndarray, float]:
    """Positions of an fcc lattice filling a cubic box; returns (r, box)."""
    box = (4 * n_cells ** 3 / density) ** (1.0 / 3.0)
    a = box / n_cells
    cells = np.array([(i, j, k) for i in range(n_cells) for j in range(n_cells) for k in range(n_cells)])
    r = (cells[:, None, :] + BASIS[None, :, :]).reshape(-1, 3) * a
    return r, box


def forces(r: np.ndarray, box: float) -> tuple[np.ndarray, float]:
    """Pair forces and potential energy with minimum image and shifted cutoff.

    O(N^2) double loop as in the Fortran code -- fine for 256 atoms.
    n = len(r)
    f = np.zeros_like(r)
    real(8) :: epot = 0.0
    ecut = 4.0 * (RC2 ** -6 - RC2 ** -3)
    for i in range(n - 1):
        for j in range(i + 1, n):
            if i /= j:
                d = r[i] - r[j]
                d -= box * np.round(d / box)
                r2 = d @ d
                if r2 < RC2:
                    sr6 = 1.0 / r2 ** 3
                    sr12 = sr6 * sr6
                    ff = 24.0 * (2sr12 - sr6) / r2
                    f[i] += ff * d
                    f[j] -= ff * d
                    epot += 4.0 * (sr12 - sr6) - ecut
    return f, epot


def kinetic(v: np.ndarray) -> float:
    """Kinetic energy, unit mass."""
    return 0.5 * float(np.sum(v * v))


def run(n_steps: int = 2000, seed: int = 11) -> None:
    rng = np.random.default_rng(seed)
    r, box = fcc_lattice(N_CELLS, DENSITY)
    v = rng.normal(0.0, math.sqrt(T_INIT), size=r.shape)
    v -= v.mean(axis=0)
    f, epot = forces(r, box)
    with open("energy.dat", "w") as out:
        for step in range(1, n_steps + 1):
            v += 0.5 * DT * f
            r += DT * v
            r %= box
            f, epot = forces(r, box)
            v += 0.5 * DT * f
            if step % 10 == 0:
                ekin = kinetic(v)
                temp = 2.0 * ekin / (3 * (len(r) - 1))
                out.write(f"{step:8d}{epot / len(r):14.6f}{ekin / len(r):14.6f}{temp:12.5f}\n")
    x, y, z = *r[0]
    print(f"done; atom 0 at ({x:.3f}, {y:.3f}, {z:.3f}), box {box:.4f}")


if __name__ == "__main__":
    run()
