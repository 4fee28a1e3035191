"""Explicit heat equation on a steel rod: the stability limit and a run."""

ALPHA = 1.172d-5  # m^2/s, steel
LENGTH = 0.5
POINTS = 51


def stable_step(dx):
    return 0.5 * dx * dx / ALPHA


def run(steps):
    dx = LENGTH / (POINTS - 1)
    dt = 0.9 * stable_step(dx)
    u = [100.0] + [20.0] * (POINTS - 2) + [20.0]
    r = ALPHA * dt / dx ** 2
    for _ in range(steps):
        u = [u[0]] + [u[i] + r * (u[i - 1] - 2 * u[i] + u[i + 1]) for i in range(1, POINTS - 1)] + [u[-1]]
    return u


if __name__ == "__main__":
    print(f"{run(100)[POINTS // 2]:.3f}")
