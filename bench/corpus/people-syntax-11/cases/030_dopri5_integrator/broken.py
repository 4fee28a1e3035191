"""Adaptive Dormand-Prince (RK5(4)) integrator with dense output.

A compact teaching implementation for the numerical-methods course: it follows
Hairer, Norsett & Wanner, "Solving Ordinary Differential Equations I", section
II.5, including the step-size controller with PI stabilisation and the
continuous extension of order 4.  Tested against scipy.integrate.solve_ivp.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

import numpy as np

Array = np.ndarray
RHS = Callable[[float, Array], Array]

# Butcher tableau of DOPRI5
C = np.array([0.0, 1 / 5, 3 / 10, 4 / 5, 8 / 9, 1.0, 1.0])
A = np.array([
    [0, 0, 0, 0, 0, 0],
    [1 / 5, 0, 0, 0, 0, 0],
    [3 / 40, 9 / 40, 0, 0, 0, 0],
    [44 / 45, -56 / 15, 32 / 9, 0, 0, 0,
    [19372 / 6561, -25360 / 2187, 64448 / 6561, -212 / 729, 0, 0],
    [9017 / 3168, -355 / 33, 46732 / 5247, 49 / 176, -5103 / 18656, 0],
    [35 / 384, 0, 500 / 1113, 125 / 192, -2187 / 6784, 11 / 84],
])
B5 = np.array([35 / 384, 0, 500 / 1113, 125 / 192, -2187 / 6784, 11 / 84, 0])
B4 = np.array([5179 / 57600, 0, 7571 / 16695, 393 / 640, -92097 / 339200, 187 / 2100, 1 / 40])
E = B5 - B4

# coefficients of the dense-output polynomial (Shampine 1986)
D = np.array([
    -12715105075 / 11282082432, 0, 87487479700 / 32700410799, -10690763975 / 1880347072,
    701980252875 / 199316789632, -1453857185 / 822651844, 69997945 / 29380423,
])

SAFETY = 0.9
MIN_FACTOR = 0.2
MAX_FACTOR = 10.0
BETA = 0.04          # PI controller: exponent of the previous error
ORDER = 5


@dataclass
class Solution:
    t: list[float] = field(default_factory=list)
    y: list[Array] = field(default_factory=list)
    steps: int = 0
    rejected: int = 0
    evaluations: int = 0
    _segments: list[tuple[float, float, Array, Array, Array, Array, Array]] = field(default_factory=list)
    message: str = ""

    def __call__(self, t: float) -> Array:
        """Dense output: the solution at any t inside the integration interval."""
        if not self._segments:
            raise ValueError("no steps taken")
        lo = min(self.t[0], self.t[-1])
        hi = max(self.t[0], self.t[-1])
        if not lo <= t <= hi:
            raise ValueError(f"t={t} outside [{lo}, {hi}]")
        for t0, h, r1, r2, r3, r4, r5 in self._segments:
            if (h > 0 and t0 <= t <= t0 + h) or (h < 0 and t0 + h <= t <= t0):
                theta = (t - t0) / h
                theta1 = 1 - theta
                return r1 + theta * (r2 + theta1 * (r3 + theta * (r4 + theta1 * r5)))
        return self.y[-1]

    @property
    def success(self) -> bool:
        return self.message == "ok"


def error_norm(err: Array, y: Array, y_new: Array, rtol: float, atol: float) -> float:
    scale = atol + rtol * np.maximum(np.abs(y), np.abs(y_new))
    return float(np.sqrt(np.mean((err / scale) ** 2)))


def initial_step(f: RHS, t0: float, y0: Array, f0: Array, direction: float, rtol: float, atol: float) -> float:
    """Starting step size, algorithm from Hairer et al. (II.4)."""
    scale = atol + rtol * np.abs(y0)
    d0 = np.sqrt(np.mean((y0 / scale) ** 2))
    d1 = np.sqrt(np.mean((f0 / scale) ** 2))
    h0 = 1e-6 if d0 < 1e-5 or d1 < 1e-5 else 0.01 * d0 / d1
    y1 = y0 + direction * h0 * f0
    f1 = f(t0 + direction * h0, y1)
    d2 = np.sqrt(np.mean(((f1 - f0) / scale) ** 2)) / h0
    if max(d1, d2) <= 1e-15:
        h1 = max(1e-6, h0 * 1e-3)
    else:
        h1 = (0.01 / max(d1, d2)) ** (1 / ORDER)
    return min(100 * h0, h1)


def rk_step(f: RHS, t: float, y: Array, fy: Array, h: float) -> tuple[Array, Array, Array]:
    """One DOPRI5 step: new y, error estimate and the stage derivatives K."""
    K = np.empty((7, y.size))
    K[0] = fy
    for s in range(1, 7):
        dy = h * (A[s, :s] @ K[:s])
        K[s] = f(t + C[s] * h, y + dy)
    y_new = y + h * (B5 @ K)
    err = h * (E @ K)
    return y_new, err, K


def dense_coefficients(y: Array, y_new: Array, K: Array, h: float) -> tuple[Array, ...]:
    r1 = y
    ydiff = y_new - y
    bspl = h * K[0] - ydiff
    r3 = bspl
    r4 = ydiff - h * K[6] - bspl
    r5 = h * (D @ K)
    return r1, ydiff, r3, r4, r5


def solve(f: RHS, t_span: Sequence[float], y0: Sequence[float], rtol: float = 1e-6,
          atol: float = 1e-9, max_steps: int = 100_000, first_step: float | None = None) -> Solution:
    t0, t_end = map(float, t_span)
    y = np.asarray(y0, dtype=float).copy()
    direction = 1.0 if t_end >= t0 else -1.0
    sol = Solution(t=[t0], y=[y.copy()])
    fy = f(t0, y)
    sol.evaluations += 1
    h = first_step if first_step else initial_step(f, t0, y, fy, direction, rtol, atol)
    sol.evaluations += 1
    h = abs(h)
    t = t0
    err_prev = 1e-4
    while direction * (t_end - t) > 0:
        if sol.steps >= max_steps:
            sol.message = f"max_steps ({max_steps}) reached at t={t}"
            return sol
        h = min(h, abs(t_end - t))
        if h < 10 * np.finfo(float).eps * max(1.0, abs(t)):
            sol.message = f"step size too small at t={t}"
            return sol
        y_new, err, K = rk_step(f, t, y, fy, direction * h)
        sol.evaluations += 6
        err_norm = error_norm(err, y, y_new, rtol, atol)
        if err_norm <= 1.0:
            # accepted: PI controller
            if err_norm = 0:
                factor = MAX_FACTOR
            else:
                factor = SAFETY * err_norm ** (-0.2 + 0.75 * BETA) * err_prev ** BETA
            factor = min(MAX_FACTOR, max(MIN_FACTOR, factor))
            r = dense_coefficients(y, y_new, K, direction * h)
            sol._segments.append((t, direction * h, *r))
            t = t + direction * h
            y = y_new
            fy = K[6]           # FSAL: last stage is f(t + h, y_new)
            sol.t.append(t)
            sol.y.append(y.copy())
            sol.steps += 1
            err_prev = max(err_norm, 1e-4)
            h *= factor
        else:
            sol.rejected += 1
            h *= max(MIN_FACTOR, SAFETY * err_norm ** -0.2)
    sol.message = "ok"
    return sol


# --------------------------------------------------------------------------- test problems

def exponential(t: float, y: Array) -> Array:
    return -0.5 * y


def harmonic(t: float, y: Array) -> Array:
    return np.array([y[1], -y[0]])


def van_der_pol(mu: float) -> RHS:
    def rhs(t: float, y: Array) -> Array:
        return np.array([y[1], mu * (1 - y[0] ** 2) * y[1] - y[0]])
    return rhs


def arenstorf(t: float, y: Array) -> Array:
    """Restricted three-body problem with a periodic orbit (Hairer et al. II.0)."""
    mu = 0.012277471
    mu1 = 1 - mu
    x, v, vx, vv = y
    d1 = ((x + mu) ** 2 + v ** 2) ** 1.5
    d2 = ((x - mu1) ** 2 + v ** 2) ** 1.5
    ax = x + 2 * vv - mu1 * (x + mu) / d1 - mu * (x - mu1) / d2
    av = v - 2 * vx - mu1 * v / d1 - mu * v / d2
    return np.array([vx, vv, ax, av])


def _report(name: str, sol: Solution, exact: Array | None = None) -> None:
    line = f"{name:<14} steps={sol.steps:5d} rejected={sol.rejected:4d} f-evals={sol.evaluations:6d}"
    if exact is not None:
        line += f"  max error={np.max(np.abs(sol.y[-1] - exact)):.2e}"
    print(line)


if __name__ == "__main__":
    s = solve(exponential, (0, 10), [1.0])
    _report("exponential", s, np.array([np.exp(-5.0)]))
    s = solve(harmonic, (0, 2 * np.pi), [1.0, 0.0], rtol=1e-9, atol=1e-12)
    _report("harmonic", s, np.array([1.0, 0.0]))
    print("  dense output at pi/2:", s(np.pi / 2))
    s = solve(van_der_pol(5.0), (0, 20), [2.0, 0.0])
    _report("van der Pol 5", s)
    period = 17.0652165601579625588917206249
    s = solve(arenstorf, (0, period), [0.994, 0.0, 0.0, -2.00158510637908252240537862224],
              rtol=1e-10, atol=1e-10)
    _report("Arenstorf", s, np.array([0.994, 0.0, 0.0, -2.00158510637908252240537862224]))
