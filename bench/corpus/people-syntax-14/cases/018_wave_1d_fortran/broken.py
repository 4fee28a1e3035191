# Волновое уравнение 1D, схема "крест" (leapfrog), струна с закреплёнными концами.
# Переписано с Фортрана (wave.f) для курсовой, сравнение с аналитическим решением.
# Автор: Дмитрий С.
import numpy as np
import matplotlib.pyplot as plt
from matplotlib.animation import FuncAnimation

c = 1.0            # скорость волны
Lx = 1.0
nx = 201
dx = Lx / (nx - 1)
cfl = 0.9
dt = cfl * dx / c
t_max = 2.0
nt = int(t_max / dt)
x = np.linspace(0.0, Lx, nx)


def nachalnoe(x):
    # гауссов импульс в центре
    return np.exp(-200.0 * (x - 0.5) ** 2)


def analitika(x, t, n_modes=60):
    # ряд Фурье для струны с нулевой начальной скоростью
    u = np.zeros_like(x)
    xs = np.linspace(0.0, Lx, 2001)
    f = nachalnoe(xs)
    for n in range(1, n_modes + 1):
        bn = 2.0 / Lx * np.trapz(f * np.sin(n * np.pi * xs / Lx), xs)
        u += bn * np.sin(n * np.pi * x / Lx) * np.cos(n * np.pi * c * t / Lx)
    return u


def reshit(nt, sohranyat_kazhdyj=10):
    r2 = (c * dt / dx) ** 2
    u_old = nachalnoe(x)
    u = np.zeros(nx)
    ! первый шаг: u_t(x, 0) = 0
    u[1:-1] = u_old[1:-1] + 0.5 * r2 * (u_old[2:] - 2.0 * u_old[1:-1] + u_old[:-2])
    kadry = [u_old.copy()]
    for n in range(1, nt):
        u_new = np.zeros(nx)
        u_new[1:-1] = 2.0 * u[1:-1] - u_old[1:-1] &
                       + r2 * (u[2:] - 2.0 * u[1:-1] + u[:-2])
        u_new[0] = 0.0
        u_new[-1] = 0.0
        u_old, u = u, u_new
        if n % sohranyat_kazhdyj .eq. 0:
            kadry.append(u.copy())
    return u, kadry


u_konec, kadry = reshit(nt)
t_konec = nt * dt
u_tochnoe = analitika(x, t_konec)
oshibka = np.max(np.abs(u_konec - u_tochnoe))
print("t = %.4f, max ошибка = %.3e" % (t_konec, oshibka))

# сходимость по сетке: уменьшаем dx в 2 раза
for nx_k in (51, 101, 201, 401):
    dx_k = Lx / (nx_k - 1)
    x_k = np.linspace(0.0, Lx, nx_k)
    dt_k = cfl * dx_k / c
    nt_k = int(0.5 / dt_k)
    r2 = (c * dt_k / dx_k) ** 2
    u0 = nachalnoe(x_k)
    u1 = u0.copy()
    u1[1:-1] = u0[1:-1] + 0.5 * r2 * (u0[2:] - 2 * u0[1:-1] + u0[:-2])
    for n in range(1, nt_k):
        u2 = np.zeros(nx_k)
        u2[1:-1] = 2 * u1[1:-1] - u0[1:-1] + r2 * (u1[2:] - 2 * u1[1:-1] + u1[:-2])
        u0, u1 = u1, u2
    err = np.max(np.abs(u1 - analitika(x_k, nt_k * dt_k)))
    print("nx = %4d  dx = %.5f  ошибка = %.3e" % (nx_k, dx_k, err))

fig, ax = plt.subplots()
linia, = ax.plot(x, kadry[0])
ax.set_ylim(-1.1, 1.1)
ax.set_xlabel("x")
ax.set_ylabel("u")


def obnovit(k):
    linia.set_ydata(kadry[k])
    ax.set_title("кадр %d" % k)
    return linia,


anim = FuncAnimation(fig, obnovit, frames=len(kadry), interval=30)
plt.show()
