# Eenheden omrekenen met een Enum
from enum import Enum


class Lengte(Enum)
    MILLIMETER = 0.001
    CENTIMETER = 0.01
    METER = 1.0
    KILOMETER = 1000.0
    MIJL = 1609.344


def omrekenen(waarde, van, naar)
    """Rekent `waarde` om van de ene eenheid naar de andere."""
    if not isinstance(van, Lengte) or not isinstance(naar, Lengte):
        raise TypeError("gebruik Lengte-waarden
    meters = waarde * van.value
    return meters / naar.value


def tabel(waarden, van):
    regels = []
    for w in waarden
        rij = [f"{w:>8} {van.name.lower():<10}"]
        for doel in Lengte:
            if doel is van
                continue
            rij.append(f"{omrekenen(w, van, doel):>14.4f} {doel.name[:2].lower()}"
        regels.append(" |".join(rij))
    return "\n".join(regels)


print(tabel([1, 5, 42.195], Lengte.KILOMETER))
print(round(omrekenen(10, Lengte.MIJL, Lengte.KILOMETER, 3))
