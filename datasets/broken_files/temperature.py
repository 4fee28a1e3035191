# Conversion de températures - TP noté
# Ne pas modifier les noms des fonctions !

def celsius_vers_fahrenheit(c):
    return c * 9 / 5 + 32

def fahrenheit_vers_celsius(f)
    return (f - 32) * 5 / 9

def classer(temperature):
    if temperature < 0:
        return "glacial"
    elif temperature < 15
        return "froid"
    elif temperature < 25:
        return "doux"
    else
        return "chaud"

def moyenne(valeurs):
    total = 0
    for v in valeurs:
        total += v
    return total / len(valeurs)

releves = [12.5, 18.0, 22.3, -3.1]
for r in releves:
    print(r, "°C =", celsius_vers_fahrenheit(r), "°F", classer(r)
print("moyenne :", moyenne(releves))
