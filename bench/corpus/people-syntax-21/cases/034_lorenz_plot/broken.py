# Lorenz system with scipy, butterfly + time series, for the nonlinear dynamics seminar
import matplotlib.pyplot as plt
import numpy as np
from scipy.integrate import solve_ivp

plt.rcParams.update({"text.usetex": False, "font.size": 11})

SIGMA, RHO, BETA = 10.0, 28.0, 8.0 / 3.0


def lorenz(t, s, sigma=SIGMA, rho=RHO, beta=BETA):
    x, y, z = s
    return [sigma * (y - x), x * (rho - z) - y, x * y - beta * z]


def run(s0, t_end=40.0, n=20000):
    t_eval = np.linspace(0.0, t_end, n)
    sol = solve_ivp(lorenz, (0.0, t_end), s0, t_eval=t_eval, rtol=1e-9, atol=1e-12)
    return sol.t, sol.y


def main():
    t, (x, y, z) = run([1.0, 1.0, 1.0])
    t2, (x2, _, _) = run([1.0 + 1e-8, 1.0, 1.0])
    print(f"final state: {", ".join(f'{v:.3f}' for v in (x[-1], y[-1], z[-1]))}")
    fig = plt.figure(figsize=(11, 4.5))
    ax3 = fig.add_subplot(1, 2, 1, projection=3d)
    ax3.plot(x, y, z, lw=0.4)
    ax3.set_xlabel(r"$x$")
    ax3.set_ylabel(r"$y$")
    ax3.set_zlabel(r"$z$")
    ax3.set_title(rf"$\sigma={SIGMA:g},\ \rho={RHO:g},\ \beta={BETA:.3f}$")
    ax = fig.add_subplot(1, 2, 2)
    ax.semilogy(t, np.abs(x - x2) + 1e-16, lw=0.8)
    ax.set_xlabel(r"$t$")
    ax.set_ylabel(r"$|x_1(t) - x_2(t)|$")
    ax.set_title(r"Sensitivity, $\delta_0 = 10^{-8}$")
    fit = slice(200, 8000)
    lam = np.polyfit(t[fit], np.log(np.abs(x[fit] - x2[fit]) + 1e-16), 1)[0]
    ax.text(0.05, 0.9, rf"$\lambda_{\max} \approx {lam:.2f}$", transform=ax.transAxes)
    fig.tight_layout()
    fig.savefig("lorenz.pdf")
    print(f"estimated largest Lyapunov exponent: {lam:.3f} (literature: 0.906)")


if __name__ == "__main__":
    main()
