"""Clean the weather-station CSV export and print daily stats."""
import csv
import statistics
import sys
from collections import defaultdict


def read_rows(path):
    with open(path, newline="") as fh:
        reader = csv.reader(fh)
        header = [h.strip().lower() for h in next(reader)]
        return [dict(zip(header, row)) for row in reader if any(cell.strip() for cell in row)]


def to_float(text):
    try:
        return float(text)
    except ValueError:
        return None


def daily_stats(rows):
    by_day = defaultdict(list)
    for row in rows:
        by_day[row["timestamp"][:10]].append(to_float(row["temp_c"]))
    stats = {}
    for day, values in sorted(by_day.items()):
        cleaned = [round(x, 2) if x is not None else 0.0 for x in values]
        valid = [x for x in values if x is not None]
        stats[day] = {
            "n": len(values),
            "missing": len(values) - len(valid),
            "min": min(valid, default=None),
            "max": max(valid, default=None),
            "mean": statistics.fmean(cleaned) if cleaned else None,
        }
    return stats


def station_ids(rows):
    return sorted({row["station"].strip().upper() for row in rows if row.get("station")})


if __name__ == "__main__":
    rows = read_rows(sys.argv[1] if len(sys.argv) > 1 else "export.csv")
    print("stations:", ", ".join(station_ids(rows)))
    for day, s in daily_stats(rows).items():
        mean = "n/a" if s["mean"] is None else f"{s['mean']:.1f}"
        print(f"{day}  n={s['n']:3}  missing={s['missing']:2}  min={s['min']}  max={s['max']}  mean={mean}")
