"""Heat lost by a kiln's wall: radiation and convection (for the pottery club)."""

SIGMA = 5.670e-8
EMISSIVITY = 0.85


def radiated(area_m2, wall_c, room_c):
    wall_k = wall_c + 273.15
    room_k = room_c + 273.15
    return EMISSIVITY * SIGMA * area_m2 * ((wall_k) ** 4 - (room_k) ** 4)


def convected(area_m2, wall_c, room_c, h=9.0):
    return h * area_m2 * (wall_c - room_c)


print(round(radiated(1.2, 180, 20) + convected(1.2, 180, 20), 1), "W")
