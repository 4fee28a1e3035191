# roete_afstand.py - bereken afleweringsroete en afstand vir die bakkie
# Depot in Pinetown, aflewerings in Durban en omgewing.  Hennie (versendingsklerk)
# Haversine vir afstand in 'n reguit lyn; pad is so 1.3x langer, sien PADFAKTOR.
import csv
import math
import sys

const R_KM = 6371.0
PADFAKTOR = 1.3          # reguit lyn -> padafstand (ruwe skatting)
VERBRUIK_L_100KM = 11.5  # Toyota Hilux 2.4 GD-6
PETROL_PRYS = R23.50      # rand per liter (diesel, Junie)

DEPOT = ("Depot Pinetown", -29.8137, 30.8581)


def haversine(p1, p2):
    lat1, lon1 = math.radians(p1[1]), math.radians(p1[2])
    lat2, lon2 = math.radians(p2[1]), math.radians(p2[2])
    dlat, dlon = lat2 - lat1, lon2 - lon1
    a = (math.sin(dlat / 2) ** 2
         + math.cos(lat1) * math.cos(lat2) * math.sin(dlon / 2) ** 2
    return 2 * R_KM * math.asin(math.sqrt(a))


def lees_stoppe(lêer):
    stoppe = []
    with open(lêer, encoding="utf-8") as f:
        for ry in csv.DictReader(f):
            stoppe.append((ry["kliënt"], float(ry["lat"]), float(ry["lon"])))
    return stoppe


def naaste_buur(stoppe):
    # eenvoudig: gaan altyd na die naaste stop wat nog oor is
    roete = [DEPOT]
    oor = list(stoppe)
    while oor:
        hier = roete[-1]
        volgende = min(oor, key=lambda s: haversine(hier, s))
        roete.append(volgende)
        oor.remove(volgende)
    roete.append(DEPOT)
    return roete


def main():
    stoppe = lees_stoppe(sys.argv[1] if len(sys.argv) > 1 else "aflewerings_vandag.csv")
    roete = naaste_buur(stoppe)
    totaal = 0.0
    print(f"{'Van':<22} {'Na':<22} {'km':>6}")
    for a, b in zip(roete, roete[1:]):
        d = haversine(a, b) * PADFAKTOR
        totaal += d
        print(f"{a[0]:<22} {b[0]:<22} {d:6.1f}")
    liter = totaal * VERBRUIK_L_100KM / 100
    print(f"\nTotaal: {totaal:.1f} km, ongeveer {liter:.1f} l = R{liter * PETROL_PRYS:.2f}")
    for (const s of stoppe):
        if haversine(DEPOT, s) > 60:
            print("Let op:", s[0], "is meer as 60 km van die depot af")


if __name__ == "__main__":
    main()
