# rk4_pendulo.py
# Péndulo amortiguado con forzamiento - traducción del script de MATLAB del curso
# (pendulo_rk4.m). Comparo mi RK4 con scipy.integrate.solve_ivp.
import numpy as np
import matplotlib.pyplot as plt
from scipy.integrate import solve_ivp

# parámetros físicos
g = 9.81        # m/s^2
L = 0.75        # m
b = 0.35        # amortiguamiento
A = 1.2         # amplitud del forzamiento
w_f = 2.0 / 3.0 # frecuencia del forzamiento


def rhs(t, y):
    theta, omega = y[0], y[1]
    dtheta = omega
    domega = -(g / L) * np.sin(theta) - b * omega + A * np.cos(w_f * t)
    return np.array([dtheta, domega])


def rk4(f, tspan, y0, h):
    t0, tf = tspan
    n = int(np.ceil((tf - t0) / h))
    t = np.zeros(n + 1)
    y = np.zeros((n + 1, len(y0)))
    t[0] = t0
    y[0, :] = y0
    for i in range(n):
        k1 = f(t[i], y[i, :])
        k2 = f(t[i] + h / 2, y[i, :] + h / 2 * k1)
        k3 = f(t[i] + h / 2, y[i, :] + h / 2 * k2)
        k4 = f(t[i] + h, y[i, :] + h * k3)
        y[i + 1, :] = y[i, :] + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        t[i + 1] = t[i] + h
    return t, y


def envolver(theta):
    # llevar el ángulo a [-pi, pi)
    return (theta + np.pi) % (2 * np.pi) - np.pi


def clasificar(omega_final):
    if abs(omega_final) < 1e-3:
        return "reposo"
    elif omega_final > 0:
        return "gira antihorario"
    else:
        return "gira horario"


# condiciones iniciales
y0 = np.array([0.2, 0.0])
tspan = (0.0, 60.0)
pasos = [0.1, 0.05, 0.01]

plt.figure(1)
for h in pasos:
    t, y = rk4(rhs, tspan, y0, h)
    plt.plot(t, envolver(y[:, 0]), label="RK4 h=%g" % h)

# referencia con solve_ivp (tolerancias estrictas)
sol = solve_ivp(rhs, tspan, y0, method="RK45", rtol=1e-10, atol=1e-12, dense_output=True)
if sol.status != 0:
    print("solve_ivp no convergió:", sol.message)
t_ref = np.linspace(tspan[0], tspan[1], 2000)
plt.plot(t_ref, envolver(sol.sol(t_ref)[0]), "k--", label="solve_ivp")
plt.xlabel("t [s]")
plt.ylabel("theta [rad]")
plt.legend()
plt.grid(True)

# error global en t final vs h (debería caer como h^4)
errores = []
for h in pasos:
    t, y = rk4(rhs, tspan, y0, h)
    err = abs(y[-1, 0] - sol.sol(t[-1])[0])
    errores.append(err)
    print("h = %6.3f   error = %.3e" % (h, err))

orden = np.polyfit(np.log(pasos), np.log(errores), 1)[0]
print("orden observado: %.2f" % orden)
if abs(orden - 4) > 0.5:
    print("ojo: el orden no es 4, revisar h o el rhs")

# retrato de fase
plt.figure(2)
t, y = rk4(rhs, (0.0, 300.0), y0, 0.01)
plt.plot(envolver(y[:, 0]), y[:, 1], lw=0.3)
plt.xlabel("theta")
plt.ylabel("omega")
plt.title("Retrato de fase (h = 0.01), final: " + clasificar(y[-1, 1]))
plt.show()
