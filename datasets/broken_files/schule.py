# Notenverwaltung für eine Schulklasse
# Informatik 10b, Aufgabe 3

schüler = {}

def hinzufügen(name, note):
    if not 1 <= note <= 6:
        print("Ungültige Note:", note)
        return
    schüler.setdefault(name, []).append(note)

def durchschnitt(name):
    noten = schüler.get(name, [])
    if len(noten) == 0:
        return None
    return sum(noten) / len(noten)

def zeugnis():
    for name in sorted(schüler):
        d = durchschnitt(name)
        if d <= 1.5:
            urteil = "sehr gut"
        elif d <= 2.5
            urteil = "gut"
        elif d <= 3.5:
            urteil = "befriedigend"
        else:
            urteil = "ausreichend oder schlechter"
        print(f"{name:10} {d:.2f} {urteil}")

hinzufügen("Lena", 1)
hinzufügen("Lena", 2)
hinzufügen("Paul", 3)
hinzufügen("Paul", 4
hinzufügen("Jörg", 2)
hinzufügen("Jörg", 7)
zeugnis()
print("Klassenschnitt:", round(sum(durchschnitt(n) for n in schüler) / len(schüler), 2)
