"""Statistics on a week of temperature readings."""
import statistics

readings = {
    "mon": [12.1, 14.3, 9.8],
    "tue": [13.0, 15.2, 10.1],
    "wed": [11.5, 12.0 8.7],
    "thu": [14.8, 17.1, 12.2],
    "fri": [16.0, 18.4, 13.3],
}


def daily_summary(values):
    return {
        "min": min(values),
        "max": max(values)
        "mean": round(statistics.mean(values), 1),
    }


def warmest_day(data):
    best = None
    best_mean = float("-inf")
    for day, values in data.items()
        m = statistics.mean(values)
        if m > best_mean
            best, best_mean = day, m
    return best


def print_table(data)
    print(f"{'day':5}{'min':>6}{'max':>6}{'mean':>6}")
    for day, values in data.items():
        s = daily_summary(values)
        print(f"{day:5}{s['min']:6.1f}{s['max']:6.1f}{s['mean']:6.1f}"


print_table(readings)
print("warmest:", warmest_day(readings))
