"""Rotate the nightly exports, keeping the newest few."""
import os
import sys
from pathlib import Path

KEEP = 5


def exports(folder: Path) -> list[Path]:
    return sorted(folder.glob("export-*.csv"), key=os.path.getmtime)


def rotate(folder: Path, keep: int = KEEP) -> int:
    files = exports(folder)
    removed = 0
    while len(files) > keep:
        oldest = files.pop(0)
        oldest.unlink()
        removed += 1
    return removed


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path.cwd()
    print(f"removed {rotate(target)} old exports")
