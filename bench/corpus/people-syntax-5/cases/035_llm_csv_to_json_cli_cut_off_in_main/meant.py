import argparse
import csv
import json
from pathlib import Path


def coerce(value: str):
    v = value.strip()
    if v == "":
        return None
    if v.lower() in ("true", "false"):
        return v.lower() == "true"
    try:
        return int(v)
    except ValueError:
        pass
    try:
        return float(v)
    except ValueError:
        return v


def convert(src: Path, dst: Path, delimiter: str = ",", indent: int = 2) -> int:
    with src.open(newline="", encoding="utf-8-sig") as f:
        rows = [
            {key: coerce(value or "") for key, value in row.items()}
            for row in csv.DictReader(f, delimiter=delimiter)
        ]
    dst.write_text(json.dumps(rows, indent=indent, ensure_ascii=False), encoding="utf-8")
    return len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description="Convert a CSV file to a JSON array.")
    parser.add_argument("src", type=Path, help="input CSV file")
    parser.add_argument("-o", "--output", type=Path, help="output file (default: SRC with .json)")
    parser.add_argument("-d", "--delimiter", default=",", help="field separator")
    parser.add_argument("--indent", type=int, default=2, help="JSON indent")
