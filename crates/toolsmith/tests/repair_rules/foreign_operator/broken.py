import numpy as np


def converged(residual, steps, tolerance=1e-6):
    """Whether the iteration may stop."""
    if residual < tolerance .and. steps > 10:
        return True
    return False


r = np.linalg.norm(np.ones(3))
print(converged(r, 12))
