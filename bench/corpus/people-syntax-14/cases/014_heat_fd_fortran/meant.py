"""
1-D Wärmeleitung, explizites und Crank-Nicolson-Verfahren.

Umgeschrieben aus meinem alten Fortran-90-Programm waerme1d.f90 (Diplomarbeit 2003),
jetzt mit numpy/scipy.  Stab der Länge L, links T = 100 °C, rechts isoliert.
"""
import numpy as np
import scipy.sparse as sp
import scipy.sparse.linalg as spla
import matplotlib.pyplot as plt

# Stoffwerte Aluminium
lam = 237.0          # W/(m K)
rho = 2700.0         # kg/m^3
cp = 897.0           # J/(kg K)
alpha = lam / (rho * cp)

L = 0.5              # m
nx = 101
dx = L / (nx - 1)
x = np.linspace(0.0, L, nx)
t_end = 600.0        # s

T_links = 100.0
T0 = 20.0


def explizit(dt, nt):
    r = alpha * dt / dx**2
    if r > 0.5:
        raise ValueError("instabil: r = %.3f > 0.5" % r)
    T = np.full(nx, T0)
    T[0] = T_links
    for n in range(nt):
        Tn = T.copy()
        T[1:-1] = Tn[1:-1] + r * (Tn[2:] - 2.0 * Tn[1:-1] + Tn[:-2])
        # rechts isoliert: Geisterpunkt, dT/dx = 0
        T[-1] = Tn[-1] + 2.0 * r * (Tn[-2] - Tn[-1])
    return T


def crank_nicolson(dt, nt):
    r = alpha * dt / dx**2
    main = np.full(nx, 1.0 + r)
    off = np.full(nx - 1, -r / 2.0)
    A = sp.diags([off, main, off], [-1, 0, 1], format="lil")
    Bm = sp.diags([-off, np.full(nx, 1.0 - r), -off], [-1, 0, 1], format="lil")
    # Dirichlet links
    A[0, :] = 0.0
    A[0, 0] = 1.0
    Bm[0, :] = 0.0
    # Neumann rechts
    A[-1, -2] = -r
    Bm[-1, -2] = r
    A = A.tocsc()
    Bm = Bm.tocsr()
    lu = spla.splu(A)
    T = np.full(nx, T0)
    T[0] = T_links
    for n in range(nt):
        rhs = Bm @ T
        rhs[0] = T_links
        T = lu.solve(rhs)
    return T


def analytisch_halbraum(x, t):
    # halbunendlicher Stab als Näherung für kleine t
    from scipy.special import erfc
    return T0 + (T_links - T0) * erfc(x / (2.0 * np.sqrt(alpha * t)))


dt_ex = 0.4 * dx**2 / alpha
nt_ex = int(round(t_end / dt_ex))
T_ex = explizit(dt_ex, nt_ex)

ergebnisse = {}
for dt in (1.0, 5.0, 20.0):
    nt = int(round(t_end / dt))
    ergebnisse[dt] = crank_nicolson(dt, nt)
    diff = np.max(np.abs(ergebnisse[dt] - T_ex))
    print("CN dt = %5.1f s: max. Abweichung zu explizit = %.4f K" % (dt, diff))

if abs(ergebnisse[1.0][nx // 2] - T_ex[nx // 2]) > 0.05 and nt_ex > 1000:
    print("Warnung: CN und explizit weichen in der Mitte ab")

plt.plot(x, T_ex, "k-", lw=2, label="explizit")
for dt, T in ergebnisse.items():
    plt.plot(x, T, "--", label="CN dt=%g s" % dt)
plt.plot(x, analytisch_halbraum(x, t_end), ":", label="Halbraum (analytisch)")
plt.xlabel("x [m]")
plt.ylabel("T [°C]")
plt.legend()
plt.title("t = %.0f s" % t_end)
plt.show()
