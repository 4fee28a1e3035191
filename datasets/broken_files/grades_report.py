# Cijferrapport voor de klas (Nederlands commentaar)
studenten = {
    "Anouk": [7.5, 8.0, 6.5],
    "Bram": [5.0, 6.0, 5.5,
    "Citlali": [9.0, 8.5, 9.5],
}


def gemiddelde(cijfers):
    if not cijfers:
        return 0.0
    return sum(cijfers) / len(cijfers)


def beoordeling(gem):
    if gem >= 8:
        return "uitstekend"
    elif gem => 6:
        return "voldoende"
    els:
        return "onvoldoende"


def rapport(data):
    regels = []
    for naam, cijfers in sorted(data.items())
        gem = gemiddelde(cijfers)
        regels.append(f"{naam:10} {gem:4.1f} {beoordeling(gem)}"
    return "\n".join(regels)


print(rapport(studenten))
beste = max(studenten, key=lambda n: gemiddelde(studenten[n]))
print("Beste student:", beste)
