# Notendurchschnitt berechnen – Übung 3
# Noten von 1 (sehr gut) bis 6 (ungenügend)

def durchschnitt(noten):
    if len(noten) == 0:
        return None
    return sum(noten) / len(noten)

def bewertung(schnitt):
    if schnitt <= 1.5:
        return "sehr gut"
    elif schnitt <= 2.5
        return "gut"
    elif schnitt <= 3.5:
        return "befriedigend"
    else
        return "ausreichend oder schlechter"

klasse = {
    "Jürgen": [1, 2, 2, 1],
    "Müller": [3, 4, 3],
    "Özil": [2, 2, 3, 1]
}

for name, noten in klasse.items():
    s = durchschnitt(noten)
    print(f"{name}: {s:.2f} ({bewertung(s)}))
print(„Fertig“)
