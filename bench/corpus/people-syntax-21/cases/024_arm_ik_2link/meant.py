# 2-link planar arm: forward/inverse kinematics + workspace plot
# for the SCARA-ish pick-and-place demo (links 250 mm and 180 mm)
import math

import matplotlib.pyplot as plt
import numpy as np

L1, L2 = 0.250, 0.180
JOINT_LIMITS = {
    "q1": (math.radians(-135), math.radians(135)),
    "q2": (math.radians(-150), math.radians(150)),
}


def fk(q1, q2):
    x = L1 * math.cos(q1) + L2 * math.cos(q1 + q2)
    y = L1 * math.sin(q1) + L2 * math.sin(q1 + q2)
    return x, y


def ik(x, y, elbow_up=True):
    """Both solutions of the planar 2R IK; raises ValueError if unreachable."""
    d2 = x * x + y * y
    c2 = (d2 - L1 ** 2 - L2 ** 2) / (2 * L1 * L2)
    if abs(c2) > 1.0:
        raise ValueError(f"({x:.3f}, {y:.3f}) out of reach")
    s2 = math.sqrt(1.0 - c2 * c2)
    if elbow_up:
        s2 = -s2
    q2 = math.atan2(s2, c2)
    q1 = math.atan2(y, x) - math.atan2(L2 * s2,
                                       L1 + L2 * c2)
    return q1, q2


def within_limits(q1, q2):
    lo1, hi1 = JOINT_LIMITS["q1"]
    lo2, hi2 = JOINT_LIMITS["q2"]
    return lo1 <= q1 <= hi1 and lo2 <= q2 <= hi2


def check_roundtrip(n=500, seed=1):
    rng = np.random.default_rng(seed)
    worst = 0.0
    for _ in range(n):
        q = rng.uniform(-2.3, 2.3, size=2)
        x, y = fk(*q)
        for up in (True, False):
            q1, q2 = ik(x, y, elbow_up=up)
            xe, ye = fk(q1, q2)
            worst = max(worst, math.hypot(xe - x, ye - y))
    return worst


def plot_workspace(step_deg=3):
    pts = []
    for a in np.arange(-135, 136, step_deg):
        for b in np.arange(-150, 151, step_deg):
            pts.append(fk(math.radians(a), math.radians(b)))
    pts = np.array(pts)
    fig, ax = plt.subplots(figsize=(6, 6))
    ax.scatter(pts[:, 0], pts[:, 1], s=1, alpha=0.4)
    ax.add_patch(plt.Circle((0, 0), L1 + L2, fill=False, ls="--"))
    ax.set_aspect("equal")
    ax.set_xlabel("x [m]")
    ax.set_ylabel("y [m]")
    ax.set_title(f"Workspace, L1={L1 * 1000:.0f} mm, L2={L2 * 1000:.0f} mm")
    fig.savefig("workspace.png", dpi=150)


if __name__ == "__main__":
    print(f"max round-trip error: {check_roundtrip():.2e} m")
    for target in [(0.30, 0.10), (0.05, 0.40), (0.43, 0.0)]:
        q1, q2 = ik(*target)
        ok = "ok" if within_limits(q1, q2) else "LIMIT"
        print(f"{target} -> q1={math.degrees(q1):7.2f} deg, q2={math.degrees(q2):7.2f} deg  {ok}")
    plot_workspace()
