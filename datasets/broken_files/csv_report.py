import csv
import sys


def load(path):
    with open(path, newline="", encoding="utf-8") as f
        return list(csv.DictReader(f))


def column(rows, name, cast=float):
    values = []
    for row in rows:
        try
            values.append(cast(row[name]))
        except KeyError, ValueError:
            continue
    return values


def describe(values):
    if not values:
        return {"count": 0}
    values = sorted(values)
    n = len(values)
    return {
        "count": n,
        "min": values[0],
        "max": values[-1]
        "mean": sum(values) / n,
        "median": values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2,
    }


def main(argv):
    if len(argv) != 3:
        print("usage: csv_report.py FILE COLUMN", file=sys.stderr
        return 2
    rows = load(argv[1])
    stats = describe(column(rows, argv[2]))
    for key, value in stats.items()
        print(f"{key:>6}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
