"""
PID-Regler für den Sinterofen im Werkstofflabor (Eurotherm ersetzt durch Raspberry Pi)

- Istwert: Typ-S-Thermoelement über MAX31856 (SPI), hier als Funktion gekapselt
- Stellgröße: Thyristorsteller 0-10 V über MCP4725 (I2C)
- Temperaturprogramm aus Rampen und Haltezeiten, Anti-Windup durch Rückrechnung
- Mit --sim läuft das Ganze gegen ein PT1-Modell mit Totzeit (zum Einstellen der Parameter)

Dr.-Ing. Stefan K., Institut für Werkstoffanwendungen, Aachen
"""
import argparse
import collections
import csv
import math
import time

DT = 0.5                      # s, Abtastzeit
U_MIN, U_MAX = 0.0, 100.0     # % Leistung
T_NOT_AUS = 1350.0            # °C, Übertemperatur-Abschaltung

PARAMETER = {"kp": 2.8, "ti": 240.0, "td": 35.0, "tt": 120.0, "n_filter": 8.0}

# Temperaturprogramm: (Zieltemperatur °C, Rampe K/min, Haltezeit min)
PROGRAMM = [
    (400.0, 5.0, 30.0),      # Entbindern
    (1000.0, 8.0, 0.0),
    (1250.0, 3.0, 120.0),    # Sintern
    (600.0, -4.0, 0.0),      # kontrolliert abkühlen, danach Ofen aus
]


class PID:
    def __init__(self, kp, ti, td, tt, n_filter, u_min, u_max):
        self.kp, self.ti, self.td, self.tt, self.n = kp, ti, td, tt, n_filter
        self.u_min, self.u_max = u_min, u_max
        self.i_anteil = 0.0
        self.d_anteil = 0.0
        self.y_alt = None

    def schritt(self, w, y, dt):
        e = w - y
        p_anteil = self.kp * e
        # D-Anteil auf den Istwert (kein Sprung bei Sollwertänderung), gefiltert
        if self.y_alt is not None and self.td > 0:
            a = self.td / (self.td + self.n * dt)
            self.d_anteil = a * self.d_anteil - self.kp * self.n * (1 - a) * (y - self.y_alt)
        self.y_alt = y
        v = p_anteil + self.i_anteil + self.d_anteil
        u = min(max(v, self.u_min), self.u_max)
        # I-Anteil mit Rückrechnung (back-calculation), tt = Nachführzeitkonstante
        self.i_anteil += (self.kp * dt / self.ti * e
                          + dt / self.tt * (u - v))
        return u


def sollwertverlauf(programm, t_start_temp):
    """Erzeugt (Zeit in s, Sollwert) für das ganze Programm in Schritten von DT."""
    t, w = 0.0, t_start_temp
    for ziel, rampe, halten in programm:
        steigung = rampe / 60.0
        while (steigung > 0 and w < ziel) or (steigung < 0 and w > ziel):
            w = min(w + steigung * DT, ziel) if steigung > 0 else max(w + steigung * DT, ziel)
            yield t, w
            t += DT
        for _ in range(int(halten * 60 / DT)):
            yield t, w
            t += DT


class OfenModell:
    """PT1 mit Totzeit und temperaturabhängigen Verlusten (Strahlung ~ T^4)."""

    def __init__(self, t_umgebung=22.0, k=13.5, tau=900.0, totzeit=40.0):
        self.T = t_umgebung
        self.t_u = t_umgebung
        self.k, self.tau = k, tau
        self.puffer = collections.deque([0.0] * int(totzeit / DT))

    def schritt(self, u, dt):
        self.puffer.append(u)
        u_verz = self.puffer.popleft()
        verlust = 2.2e-11 * ((self.T + 273.15) ** 4 - (self.t_u + 273.15) ** 4)
        dT = (self.k * u_verz - (self.T - self.t_u) - verlust) / self.tau
        self.T += dT * dt
        return self.T


def lauf(sim, logdatei):
    regler = PID(**PARAMETER, u_min=U_MIN, u_max=U_MAX)
    if sim:
        ofen = OfenModell()
        messen, stellen = (lambda: ofen.T), (lambda u: ofen.schritt(u, DT))
    else:
        from ofen_hw import lies_thermoelement, setze_leistung
        messen, stellen = lies_thermoelement, setze_leistung
    with open(logdatei, "w", newline="") as f:
        log = csv.writer(f)
        log.writerow(["t_s", "soll_C", "ist_C", "stell_pct"])
        for t, w in sollwertverlauf(PROGRAMM, messen()):
            y = messen()
            if y > T_NOT_AUS or math.isnan(y):
                stellen(0.0)
                raise SystemExit(f"NOT-AUS: Istwert {y:.0f} °C")
            u = regler.schritt(w, y, DT)
            stellen(u)
            log.writerow([f"{t:.1f}", f"{w:.1f}", f"{y:.1f}", f"{u:.1f}"])
            if int(t) % 60 == 0 and t == int(t):
                print(f"{t / 60:6.1f} min  soll {w:7.1f}  ist {y:7.1f}  u {u:5.1f} %")
            if not sim:
                time.sleep(DT)
    stellen(0.0)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description="PID Sinterofen")
    ap.add_argument("--sim", action="store_true", help="gegen das Ofenmodell laufen lassen")
    ap.add_argument("--log", default="ofen_log.csv")
    args = ap.parse_args()
    lauf(args.sim, args.log)
