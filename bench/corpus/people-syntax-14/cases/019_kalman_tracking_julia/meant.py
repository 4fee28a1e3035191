"""
Φίλτρο Kalman για παρακολούθηση θέσης/ταχύτητας από θορυβώδεις μετρήσεις GPS.

Μεταφορά από Julia (kalman.jl) - Νίκος Π., ΕΜΠ, εργαστήριο αυτομάτου ελέγχου.
Μοντέλο σταθερής επιτάχυνσης σε 2Δ, κατάσταση [x, y, vx, vy, ax, ay].
"""
import numpy as np
import matplotlib.pyplot as plt
from dataclasses import dataclass


@dataclass
class Kalman:
    F: np.ndarray
    H: np.ndarray
    Q: np.ndarray
    R: np.ndarray
    x: np.ndarray
    P: np.ndarray

    def predict(self):
        self.x = self.F @ self.x
        self.P = self.F @ self.P @ self.F.T + self.Q

    def update(self, z):
        y = z - self.H @ self.x
        S = self.H @ self.P @ self.H.T + self.R
        K = self.P @ self.H.T @ np.linalg.inv(S)
        self.x = self.x + K @ y
        self.P = (np.eye(len(self.x)) - K @ self.H) @ self.P
        return y, S


def pinakes(dt, sigma_a, sigma_gps):
    F = np.eye(6)
    for i in range(2):
        F[i, i + 2] = dt
        F[i, i + 4] = 0.5 * dt**2
        F[i + 2, i + 4] = dt
    H = np.zeros((2, 6))
    H[0, 0] = 1.0
    H[1, 1] = 1.0
    # G: πώς η τυχαία επιτάχυνση μπαίνει στην κατάσταση
    # (διακριτό μοντέλο λευκού θορύβου επιτάχυνσης, όπως στο kalman.jl)
    G = np.array([0.5 * dt**2, 0.5 * dt**2, dt, dt, 1.0, 1.0])
    Q = np.outer(G, G) * sigma_a**2
    R = np.eye(2) * sigma_gps**2
    return F, H, Q, R


def prosomoiosi(n, dt, sigma_gps, seed=7):
    rng = np.random.default_rng(seed)
    t = np.arange(n) * dt
    x_true = np.column_stack([20 * np.cos(0.05 * t) + 0.5 * t, 15 * np.sin(0.08 * t)])
    z = x_true + rng.normal(0.0, sigma_gps, size=x_true.shape)
    # χαμένες μετρήσεις (τούνελ)
    z[120:150, :] = np.nan
    return t, x_true, z


dt = 0.5
n = 400
sigma_gps = 3.0
t, x_true, z = prosomoiosi(n, dt, sigma_gps)
F, H, Q, R = pinakes(dt, sigma_a=0.2, sigma_gps=sigma_gps)
kf = Kalman(F, H, Q, R, x=np.zeros(6), P=np.eye(6) * 100.0)

ektimiseis = np.zeros((n, 6))
nis = []
for k in range(n):
    kf.predict()
    if not np.any(np.isnan(z[k])):
        y, S = kf.update(z[k])
        nis.append(float(y @ np.linalg.solve(S, y)))
    ektimiseis[k] = kf.x

rmse_gps = np.sqrt(np.nanmean(np.sum((z - x_true) ** 2, axis=1)))
rmse_kf = np.sqrt(np.mean(np.sum((ektimiseis[:, :2] - x_true) ** 2, axis=1)))
print(f"RMSE GPS: {rmse_gps:.2f} m, RMSE Kalman: {rmse_kf:.2f} m")
print(f"μέσο NIS: {np.mean(nis):.2f} (αναμένεται ~2)")

plt.figure(figsize=(8, 6))
plt.plot(x_true[:, 0], x_true[:, 1], "k-", label="αληθινή")
plt.plot(z[:, 0], z[:, 1], ".", ms=3, alpha=0.4, label="GPS")
plt.plot(ektimiseis[:, 0], ektimiseis[:, 1], "r-", label="Kalman")
plt.axis("equal")
plt.legend()
plt.title("Παρακολούθηση 2Δ")
plt.show()
