from units import convert


def marathon_in_meters():
    return convert(42.195, "km", "m")


def height_in_cm(feet, inches):
    return convert(feet, "ft", "cm") + convert(inches, "in", "cm")


def summary():
    return f"{marathon_in_meters():.0f} m, {height_in_cm(5, 11):.1f} cm"
