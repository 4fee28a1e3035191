# Linear regression of fuel consumption on speed, translated from fit_fuel.m
import numpy as np
import matplotlib.pyplot as plt


def load_trips(path):
    data = np.genfromtxt(path, delimiter=",", names=True)
    return data["speed_kmh"], data["litres_per_100km"]


def fit_poly(x, y, degree):
    # least squares via the Vandermonde matrix
    A = np.vander(x, degree + 1)
    coeffs, residuals, rank, sv = np.linalg.lstsq(A, y, rcond=None)
    y_hat = A @ coeffs
    ss_res = np.sum((y - y_hat) ** 2)
    ss_tot = np.sum((y - np.mean(y)) ** 2)
    r2 = 1 - ss_res / ss_tot
    return coeffs, r2


def normal_equations(x, y):
    X = np.column_stack([np.ones_like(x), x])
    beta = np.linalg.solve(X.T @ X, X.T @ y)
    return beta


speed, fuel = load_trips("trips.csv")
ok = ~np.isnan(speed) & ~np.isnan(fuel)
speed = speed[ok]
fuel = fuel[ok]
print("trips used:", len(speed))

beta = normal_equations(speed, fuel)
print("linear: fuel = %.3f + %.4f * speed" % (beta[0], beta[1]))

degrees = [1, 2, 3]
best_r2 = -np.inf
best_deg = 0
for i in range(1, len(degrees) + 1):
    coeffs, r2 = fit_poly(speed, fuel, degrees[i - 1])
    print("degree %d: R^2 = %.4f" % (degrees[i - 1], r2))
    if r2 > best_r2 + 0.01:
        best_r2 = r2
        best_deg = degrees[i - 1]

coeffs, r2 = fit_poly(speed, fuel, best_deg)
grid = np.linspace(speed.min(), speed.max(), 200)
plt.figure(figsize=(8, 5))
plt.scatter(speed, fuel, s=8, alpha=0.5, label="trips")
plt.plot(grid, np.polyval(coeffs, grid), "r-", label="degree %d fit" % best_deg)
plt.xlabel("speed [km/h]")
plt.ylabel("fuel [l/100km]")
plt.legend()
plt.grid(True)
plt.savefig("fuel_fit.png", dpi=150)

optimum = grid[np.argmin(np.polyval(coeffs, grid))]
print("most economical speed: %.0f km/h" % optimum)
