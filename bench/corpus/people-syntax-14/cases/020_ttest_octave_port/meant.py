# Mittausdatan tilastollinen vertailu: kaksi valmistuserää, vetolujuus (MPa).
# Käännetty Octave-skriptistä vertailu.m, jota käytettiin laboratoriossa 2015-2023.
# Tekijä: Juha L., materiaalitekniikka
import sys
import numpy as np
from scipy import stats
import matplotlib.pyplot as plt

ALFA = 0.05
tiedosto = sys.argv[1] if len(sys.argv) > 1 else "vetokokeet_2024.csv"

data = np.genfromtxt(tiedosto, delimiter=";", skip_header=1)
era = data[:, 0].astype(int)
lujuus = data[:, 1]

a = lujuus[era == 1]
b = lujuus[era == 2]
a = a[~np.isnan(a)]
b = b[~np.isnan(b)]

print("erä 1: n = %d, ka = %.1f, kh = %.1f" % (len(a), np.mean(a), np.std(a, ddof=1)))
print("erä 2: n = %d, ka = %.1f, kh = %.1f" % (len(b), np.mean(b), np.std(b, ddof=1)))


def grubbs(x, alfa=ALFA):
    """Poistaa yhden poikkeavan havainnon kerrallaan (kaksisuuntainen Grubbs)."""
    x = np.asarray(x, dtype=float)
    poistettuja = 0
    while len(x) > 2:
        n = len(x)
        k = np.argmax(np.abs(x - x.mean()))
        G = abs(x[k] - x.mean()) / x.std(ddof=1)
        t_krit = stats.t.ppf(1 - alfa / (2 * n), n - 2)
        G_krit = (n - 1) / np.sqrt(n) * np.sqrt(t_krit**2 / (n - 2 + t_krit**2))
        if G > G_krit:
            print("  poistetaan %.1f (G = %.2f > %.2f)" % (x[k], G, G_krit))
            x = np.delete(x, k)
            poistettuja += 1
        else:
            break
    print("  poistettu %d havaintoa" % poistettuja)
    return x


print("Grubbs, erä 1:")
a = grubbs(a)
print("Grubbs, erä 2:")
b = grubbs(b)

# normaalisuus
for nimi, x in (("erä 1", a), ("erä 2", b)):
    W, p = stats.shapiro(x)
    print("%s: Shapiro-Wilk W = %.3f, p = %.3f" % (nimi, W, p))

# varianssien yhtäsuuruus -> valitaan t-testin muoto kuten Octavessa
F_p = stats.levene(a, b).pvalue
if F_p < ALFA:
    t, p = stats.ttest_ind(a, b, equal_var=False)
    testi = "Welch"
else:
    t, p = stats.ttest_ind(a, b, equal_var=True)
    testi = "Student"
print("%s t = %.3f, p = %.4f" % (testi, t, p))

# efektikoko (Cohenin d) ja luottamusväli keskiarvojen erotukselle
sp = np.sqrt(((len(a) - 1) * np.var(a, ddof=1) + (len(b) - 1) * np.var(b, ddof=1))
             / (len(a) + len(b) - 2))
d = (np.mean(b) - np.mean(a)) / sp
ero = np.mean(b) - np.mean(a)
se = sp * np.sqrt(1 / len(a) + 1 / len(b))
t_k = stats.t.ppf(1 - ALFA / 2, len(a) + len(b) - 2)
print("ero = %.1f MPa, 95 %% LV [%.1f, %.1f], d = %.2f" % (ero, ero - t_k * se, ero + t_k * se, d))

if p < ALFA and abs(d) > 0.5:
    print("=> erät eroavat merkitsevästi ja käytännössä")
elif p < ALFA:
    print("=> ero merkitsevä mutta pieni")
else:
    print("=> ei merkitsevää eroa")

plt.boxplot([a, b], labels=["erä 1", "erä 2"])
plt.ylabel("vetolujuus [MPa]")
plt.title("%s: p = %.4f" % (testi, p))
plt.savefig("vertailu.png", dpi=120)
