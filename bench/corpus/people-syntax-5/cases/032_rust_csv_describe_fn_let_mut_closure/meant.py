import csv
import statistics
import sys
from dataclasses import dataclass


@dataclass
class Stats:
    name: str
    count: int
    mean: float
    median: float
    stdev: float


def column_values(rows: list[dict], name: str) -> list[float]:
    values = []
    for row in rows:
        raw = row.get(name, "").strip()
        if not raw:
            continue
        try:
            values.append(float(raw))
        except ValueError:
            pass
    return values


def describe(rows: list[dict], name: str) -> Stats | None:
    values = column_values(rows, name)
    if len(values) < 2:
        return None
    return Stats(
        name=name,
        count=len(values),
        mean=statistics.fmean(values),
        median=statistics.median(values),
        stdev=statistics.stdev(values),
    )


def main(path: str) -> None:
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    columns = rows[0].keys() if rows else []
    stats = [s for s in (describe(rows, c) for c in columns) if s is not None]
    stats.sort(key=lambda s: s.stdev, reverse=True)
    width = max((len(s.name) for s in stats), default=6)
    print(f"{'column':<{width}}  {'n':>6}  {'mean':>10}  {'median':>10}  {'stdev':>10}")
    for s in stats:
        print(f"{s.name:<{width}}  {s.count:>6}  {s.mean:>10.3f}  {s.median:>10.3f}  {s.stdev:>10.3f}")


if __name__ == "__main__":
    main(sys.argv[1])
