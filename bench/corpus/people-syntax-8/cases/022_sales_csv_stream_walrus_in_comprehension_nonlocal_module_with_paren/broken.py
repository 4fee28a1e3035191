"""Stream a large sales CSV, normalise it and write one file per region."""
import csv
import sys
from contextlib import ExitStack, contextmanager
from datetime import datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Iterator

COLUMNS = [
    ("order_id", str),
    ("date", lambda s: datetime.strptime(s, "%d/%m/%Y").date()),
    ("region", str.strip),
    ("amount", Decimal),
    ("currency", str.upper),
]

processed = 0
skipped = 0


@contextmanager
def progress(label: str) -> Iterator[None]:
    start = datetime.now()
    try:
        yield
    finally:
        secs = (datetime.now() - start).total_seconds()
        print(f"{label}: {processed} rows, {skipped} skipped, {secs:.1f}s", file=sys.stderr)


def convert(row: dict) -> dict | None:
    try:
        return {name: conv(row[name]) for name, conv in COLUMNS}
    except (KeyError, ValueError, InvalidOperation):
        return None


def rows(path: Path) -> Iterator[dict]:
    nonlocal processed, skipped
    with path.open(newline="", encoding="utf-8") as f:
        for raw in csv.DictReader(f):
            processed += 1
            if (row := convert(raw)) is None:
                skipped += 1
                continue
            yield row


def split_by_region(src: Path, out_dir: Path, currency: str = "EUR") -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    writers = {}
    with (ExitStack() as stack, progress(src.name):
        for row in rows(src):
            if row["currency"] != currency:
                continue
            region = row["region"] or "unknown"
            if region not in writers:
                f = stack.enter_context((out_dir / f"{region}.csv").open("w", newline="", encoding="utf-8"))
                writers[region] = csv.DictWriter(f, fieldnames=[name for name, _ in COLUMNS])
                writers[region].writeheader()
            writers[region].writerow(row)
    return sorted(out_dir / f"{r}.csv" for r in writers)


def totals(paths: list[Path]) -> dict[str, Decimal]:
    result = {}
    for p in paths:
        with p.open(newline="", encoding="utf-8") as f:
            amounts = [a for r in csv.DictReader(f) if a := Decimal(r["amount"]) > 0]
        result[p.stem] = sum(amounts, Decimal(0))
    return result


if __name__ == "__main__":
    files = split_by_region(Path(sys.argv[1]), Path(sys.argv[2]))
    for region, total in sorted(totals(files).items()):
        print(f"{region:<12} {total:>14,.2f}")
