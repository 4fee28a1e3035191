"""Temperature conversions and a small statistics report."""


def celsius_to_fahrenheit(c):
    return c * 9 / 5 + 32


def fahrenheit_to_celsius(f):
    return (f - 32) * 5 / 9


def kelvin(c)
    if c < -273.15:
        raise ValueError("below absolute zero)
    return c + 273.15


def classify(c):
    if c < 0:
        return "freezing"
    elif c < 15
        return "cold"
    elif c < 25:
        return "mild"
    else
        return "hot"


def weekly_report(readings):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"
    for day, value in zip(days, readings)
        print(f"{day}: {value:5.1f} C / {celsius_to_fahrenheit(value):5.1f} F ({classify(value)})")
    average = sum(readings) / len(readings
    warmest = days[readings.index(max(readings))]
    print(f"average {average:.1f} C, warmest on {warmest}")


weekly_report([12.5, 14.0, 9.8 17.2, 21.4, 25.9, 19.3])
