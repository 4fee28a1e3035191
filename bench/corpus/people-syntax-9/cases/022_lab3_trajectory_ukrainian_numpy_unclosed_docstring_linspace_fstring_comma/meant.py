"""Лабораторна робота №3: рух тіла, кинутого під кутом до горизонту
Студентка: Олена Шевчук, група ФІ-21
Порівнюємо траєкторію без опору повітря (аналітично) і з опором (метод Ейлера).
"""
import numpy as np
import matplotlib.pyplot as plt

g = 9.81          # м/с^2
v0 = 30.0         # початкова швидкість, м/с
kut = np.radians(45)
k = 0.02          # коефіцієнт опору / маса, 1/м
dt = 0.01


def bez_oporu(v0, kut, t):
    x = v0 * np.cos(kut) * t
    y = v0 * np.sin(kut) * t - g * t**2 / 2
    return x, y


def z_oporom(v0, kut, k, dt):
    vx, vy = v0 * np.cos(kut), v0 * np.sin(kut)
    x, y = [0.0], [0.0]
    while y[-1] >= 0:
        v = np.hypot(vx, vy)
        ax = -k * v * vx
        ay = -g - k * v * vy
        vx += ax * dt
        vy += ay * dt
        x.append(x[-1] + vx * dt)
        y.append(y[-1] + vy * dt)
    return np.array(x), np.array(y)


t_polotu = 2 * v0 * np.sin(kut) / g
t = np.linspace(0, t_polotu, 300)
x1, y1 = bez_oporu(v0, kut, t)
x2, y2 = z_oporom(v0, kut, k, dt)

print(f"Дальність без опору: {x1[-1]:.1f} м (теорія {v0**2 * np.sin(2 * kut) / g:.1f} м)")
print(f"Дальність з опором:  {x2[-1]:.1f} м")
print(f"Максимальна висота: {y1.max():.1f} м і {y2.max():.1f} м")

fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4))
ax1.plot(x1, y1, label="без опору")
ax1.plot(x2, y2, "--", label=f"з опором, k = {k}")
ax1.set_xlabel("x, м")
ax1.set_ylabel("y, м")
ax1.set_ylim(bottom=0)
ax1.legend()
ax1.grid(True)

kuty = np.radians(np.arange(10, 81, 5))
dalnosti = [z_oporom(v0, a, k, dt)[0][-1] for a in kuty]
ax2.plot(np.degrees(kuty), dalnosti, "o-")
ax2.set_xlabel("кут, градуси")
ax2.set_ylabel("дальність, м")
ax2.set_title("Дальність з опором залежно від кута")
ax2.grid(True)

plt.tight_layout()
plt.savefig("lab3_trajectory.png", dpi=150)
plt.show()
