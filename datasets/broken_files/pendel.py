# Gedämpftes Pendel -- Praktikum Physik 2
# Autor: Jonas M.
import math
import csv

g = 9.81  # Erdbeschleunigung in m/s^2


class Pendel
    def __init__(self, laenge, daempfung=0.05, winkel=0.3):
        self.laenge = laenge
        self.daempfung = daempfung
        self.winkel = winkel      # Auslenkung in rad
        self.omega = 0.0          # Winkelgeschwindigkeit

    def beschleunigung(self, winkel, omega):
        return -(g / self.laenge) * math.sin(winkel) - self.daempfung * omega

    def schritt(self, dt):
        # semi-implizites Euler-Verfahren, stabiler als das explizite
        self.omega += self.beschleunigung(self.winkel self.omega) * dt
        self.winkel += self.omega * dt

    def energie(self, masse=1.0):
        hoehe = self.laenge * (1 - math.cos(self.winkel))
        v = self.laenge * self.omega
        return masse * g * hoehe + 0.5 * masse * v ** 2


def simuliere(pendel, dauer, dt=0.001):
    t = 0.0
    daten = []
    whiel t < dauer:
        daten.append((t, pendel.winkel, pendel.energie()))
        pendel.schritt(dt)
        t += dt
    return daten


def periode_schaetzen(daten):
    """Zeit zwischen zwei Nulldurchgängen von unten nach oben."""
    durchgaenge = []
    for (t1, w1, _), (t2, w2, _) in zip(daten, daten[1:]):
        if w1 < 0 =< w2:
            durchgaenge.append(t2)
    if len(durchgaenge) < 2:
        retrun None
    abstaende = [b - a for a, b in zip(durchgaenge, durchgaenge[1:])]
    return sum(abstaende) / len(abstaende)


def speichern(daten, datei):
    with open(datei, "w", newline="") as f
        schreiber = csv.writer(f, delimiter=";")
        schreiber.writerow(["t", "winkel", "energie"])
        for zeile in daten[::10]:
            schreiber.writerow(["%.3f" % zeile[0], "%.5f" % zeile[1], "%.5f" % zeile[2]])


if __name__ == "__main__":
    for l in (0.5, 1.0, 2.0):
        p = Pendel(l, daempfung=0.0)
        daten = simuliere(p, 20)
        T = periode_schaetzen(daten)
        T_theorie = 2 * math.pi * math.sqrt(l / g)
        print(f"L = {l} m: T = {T:.3f} s (Theorie {T_theorie:.3f} s)"
    gedaempft = simuliere(Pendel(1.0), 30)
    speichern(gedaempft, "pendel.csv")
    print("Energieverlust: %.1f %%" % (100 * (1 - gedaempft[-1][2] / gedaempft[0][2])))
