# Umrechnung Celsius <-> Fahrenheit
def c_nach_f(c):
    return c * 9 / 5 + 32

def f_nach_c(f):
    return (f - 32) * 5 / 9

tabelle = {
    'Berlin' = 12.5,
    'München' = 9.0,
    'Hamburg' = 11.2,
}

for stadt, temp in tabelle.items():
    print(f"{stadt}: {temp} °C = {c_nach_f(temp):.1f} °F")

wert = float(input("Temperatur in °F: "))
print(f"Das sind {f_nach_c(wert):.1f °C")
