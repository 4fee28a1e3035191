"""Deflection checks of a beam at four points, against the code's limit."""

import numpy as np

LENGTH = 4.5
LIMIT = LENGTH / 300


def deflection(x, load=2.0e3, stiffness=8.1e6):
    return load * x ** 2 * (3 * LENGTH - x) / (6 * stiffness)


checks = np.array([1.0 2.0 3.0 4.5])
for x, w in zip(checks, deflection(checks)):
    print(f"w({x:.1f}) = {w * 1e3:.2f} mm", "ok" if w < LIMIT else "too much")
