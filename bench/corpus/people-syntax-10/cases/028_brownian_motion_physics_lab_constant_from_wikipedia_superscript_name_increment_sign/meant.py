# Brownian motion of a 1 um bead in water - Langevin simulation vs. Einstein
# PHY2 computational lab, exercise 4
import numpy as np
import matplotlib.pyplot as plt

k_B = 1.380649e-23        # J/K
T = 293.15                # K
eta = 1.002e-3            # Pa s (water at 20 C)
a = 0.5e-6                # bead radius in m
gamma = 6 * np.pi * eta * a
D = k_B * T / gamma       # Einstein-Stokes
Δt = 1e-3                 # s
N_steps = 5000
N_beads = 200

rng = np.random.default_rng(42)
steps = rng.normal(0.0, np.sqrt(2 * D * Δt), size=(N_beads, N_steps, 2))
paths = np.cumsum(steps, axis=1)

t = np.arange(1, N_steps + 1) * Δt
r2 = (paths ** 2).sum(axis=2)        # squared displacement of every bead
msd = r2.mean(axis=0)
D_fit = np.polyfit(t, msd, 1)[0] / 4

print(f"D (Einstein)  = {D:.3e} m^2/s")
print(f"D (from MSD)  = {D_fit:.3e} m^2/s")
print(f"rel. error    = {abs(D_fit - D) / D:.2%}")

fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.5))
for path in paths[:5]:
    ax1.plot(path[:, 0] * 1e6, path[:, 1] * 1e6, lw=0.7)
ax1.set_xlabel("x (um)")
ax1.set_ylabel("y (um)")
ax1.set_aspect("equal")
ax2.plot(t, msd * 1e12, label="simulation")
ax2.plot(t, 4 * D * t * 1e12, "--", label="4Dt (Einstein)")
ax2.set_xlabel("t (s)")
ax2.set_ylabel("MSD (um^2)")
ax2.legend()
fig.tight_layout()
plt.savefig("brownian.png", dpi=150)
