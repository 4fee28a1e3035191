# Consecutive reactions A -> B -> C with a reversible side step B <-> D,
# explicit Euler vs implicit (backward) Euler for the stiff case. Phys. chem. lab.
from enum import Enum
from typing import TypeVar

import numpy as np

K1, K2 = 0.8, 45.0          # 1/s, k2 >> k1 makes it stiff
KF, KR = 3.0, 1.5           # B <-> D


T = TypeVar("T")


class Method(Enum):
    EULER = "euler"
    BACKWARD = "backward"


def rate_matrix(k1=K1, k2=K2, kf=KF, kr=KR):
    # d/dt [A, B, C, D] = J @ [A, B, C, D]
    return np.array([
        [-k1, 0.0, 0.0, 0.0],
        [k1, -(k2 + kf), 0.0, kr],
        [0.0, k2, 0.0, 0.0],
        [0.0, kf, 0.0, -kr],
    ]


def first[T](items: list[T]) -> T:
    return items[0]


def integrate(method, c0, dt, t_end):
    J = rate_matrix()
    n = int(round(t_end / dt))
    c = np.array(c0, dtype=float)
    out = np.empty((n + 1, len(c)))
    out[0] = c
    step = np.linalg.inv(np.eye(len(c)) - dt * J)
    for i in range(1, n + 1):
        match method:
            case EULER:
                c = c + dt * (J @ c)
            case Method.BACKWARD:
                c = step @ c
        out[i] = c
    return out


def analytic_A(t, a0=1.0, k1=K1):
    return a0 * np.exp(-k1 * t)


if __name__ == "__main__":
    c0 = [1.0, 0.0, 0.0, 0.0]
    t_end = 5.0
    for dt in (0.01, 0.05):
        for m in Method:
            res = integrate(m, c0, dt, t_end)
            mass = res.sum(axis=1)
            err_a = abs(res[-1, 0] - analytic_A(t_end))
            stable = np.all(res ≥ -1e-9)
            print(f"dt={dt:<5} {m.value:<9} A_err={err_a:.2e} mass drift={abs(mass[-1] - 1):.1e} "
                  f"{'ok' if stable else 'NEGATIVE concentrations'}")
    print("first species:", first(["A", "B", "C", "D"]))
