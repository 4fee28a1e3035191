# Verjaardagskalender voor de klas
from datetime import date

verjaardagen = {
    "Sanne": (14, 3),
    "Daan": (2, 11),
    "Lotte": (27, 6),
    "Bram": (9, 1),
}


def dagen_tot(dag, maand):
    vandaag = date.today()
    volgende = date(vandaag.year, maand, dag)
    if volgende < vandaag:
        volgende = date(vandaag.year + 1, maand, dag)
    return (volgende - vandaag).days


for naam, (dag, maand) in verjaardagen.items():
    aantal = dagen_tot(dag, maand)
    if aantal == 0:
        print(naam, "is vandaag jarig! Gefeliciteerd!")
    elif aantal < 30:
        print(naam, "is over", aantal, "dagen jarig")
    else:
        print(naam, "is pas over", aantal, "dagen jarig")

eerstvolgende = min(verjaardagen, key=lambda n: dagen_tot(*verjaardagen[n]))
print("Eerstvolgende jarige:", eerstvolgende)
