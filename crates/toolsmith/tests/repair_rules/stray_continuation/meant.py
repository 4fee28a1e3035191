"""Running totals of a sensor's readings, printed once a minute."""


def summary(readings):
    count = 0
    total = 0.0
    for value in readings:
        total += value
        count += 1
    mean = total / count if count else 0.0
    return count, total, mean


if __name__ == "__main__":
    print(summary([20.5, 21.0, 19.75]))
