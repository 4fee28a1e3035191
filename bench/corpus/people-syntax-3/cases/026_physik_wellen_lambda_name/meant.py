# Physik-Hausaufgabe: Wellen
# Lena Hoffmann, Klasse 10b
import math

c = 343.0          # Schallgeschwindigkeit in m/s
f = 440.0          # Frequenz in Hz (Kammerton a)

lambda_ = c / f    # Wellenlänge
print("Wellenlänge:", round(lambda_, 3), "m")

T = 1 / f          # Periodendauer
print("Periodendauer:", T, "s")

# Tabelle: Frequenzen der Tonleiter
noten = ["a", "h", "cis", "d", "e", "fis", "gis", "a'"]
halbtoene = [0, 2, 4, 5, 7, 9, 11, 12]
print()
print("Note  Frequenz  Wellenlänge")
for i in range(len(noten)):
    fi = f * 2 ** (halbtoene[i] / 12)
    li = c / fi
    print(noten[i].ljust(5), round(fi, 1), " ", round(li, 3))

# Doppler-Effekt: Auto fährt mit v auf uns zu
v = float(input("Geschwindigkeit des Autos in km/h: "))
v = v / 3.6
f_neu = f * c / (c - v)
print("Gehörte Frequenz:", round(f_neu, 1), "Hz")
if f_neu > 466:
    print("Das ist schon mehr als ein Halbton höher!")

# Schwebung zweier Töne
f2 = 444.0
schwebung = abs(f2 - f)
print("Schwebungsfrequenz:", schwebung, "Hz")
print("Lautstärke schwankt", schwebung, "mal pro Sekunde")
omega = 2 * math.pi * f
print("Kreisfrequenz:", round(omega, 1), "1/s")
