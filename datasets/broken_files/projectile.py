"""Trajectoire d'un projectile (TP de physique numérique)."""
import math

G = 9.81  # accélération de la pesanteur (m/s²)


def temps_de_vol(v0, angle):
    """Durée du vol pour une vitesse initiale v0 et un angle en degrés."""
    return 2 * v0 * math.sin(math.radians(angle) / G


def hauteur_max(v0, angle)
    # h = (v0 sin a)^2 / 2g
    vy = v0 * math.sin(math.radians(angle))
    return vy ** 2 / (2 * G)


def portee(v0, angle):
    return v0 ** 2 * math.sin(2 * math.radians(angle)) / G


def trajectoire(v0, angle, n_pas=20):
    """Liste des points (x, y) du vol, n_pas intervalles."""
    t_vol = temps_de_vol(v0, angle)
    dt = t_vol / n_pas
    a = math.radians(angle)
    points = []
    for k in range(n_pas + 1)
        t = k * dt
        x = v0 * math.cos(a) * t
        y = v0 * math.sin(a) * t - 0.5 * G * t ** 2
        if y < 0:
        y = 0.0
        points.append((round(x, 2), round(y, 2)))
    return points


def meilleur_angle(v0):
    # on teste tous les angles entiers
    meilleur, dmax = 0, 0.0
    for angle in range(1, 90):
        d = portee(v0, angle)
        if d = dmax:
            meilleur, dmax = angle, d
    return meilleur


if __name__ == "__main__":
    v0 = float(input("Vitesse initiale (m/s) : "))
    angle = float(input("Angle (degrés) : "))
    print("temps de vol :", round(temps_de_vol(v0, angle), 2), "s")
    print("hauteur max :", round(hauteur_max(v0, angle), 2), "m"
    print("portée :", round(portee(v0, angle), 2), "m")
    for x, y in trajectoire(v0, angle, 10):
        print(f"{x:8.2f} {y:8.2f})
    print("meilleur angle :", meilleur_angle(v0))
