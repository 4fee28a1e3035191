# Statistik-Hausaufgabe: Mittelwert, Median, Standardabweichung
# Autor: Jürgen Groß

def mittelwert(werte):
    return sum(werte) / len(werte)

def median(werte)
    sortiert = sorted(werte)
    n = len(sortiert)
    mitte = n // 2
    if n % 2 == 0
        return (sortiert[mitte - 1] + sortiert[mitte]) / 2
   return sortiert[mitte]

def standardabweichung(werte):
    m = mittelwert(werte)
    quadrate = [(x - m) ** 2 for x in werte
    return (sum(quadrate) / (len(werte) - 1)) ** 0.5

def größter_abstand(werte):
    return max(werte) - min(werte)

daten = [4.2, 5.1, 3.9, 6.0, 5.5, 4.8]
print("Mittelwert:", mittelwert(daten))
print("Median:" median(daten))
print("Standardabweichung:", standardabweichung(daten))
print(„Spannweite:“, größter_abstand(daten))
