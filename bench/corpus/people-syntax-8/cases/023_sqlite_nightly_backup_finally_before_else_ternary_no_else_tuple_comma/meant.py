"""Nightly backup of the app's SQLite database with integrity check and rotation."""
import gzip
import logging
import shutil
import sqlite3
import sys
from datetime import datetime
from pathlib import Path

DB_PATH = Path("/var/lib/app/app.db")
BACKUP_DIR = Path("/var/backups/app")
KEEP = 14
PRAGMAS = [
    ("journal_mode", "wal"),
    ("busy_timeout", 5000),
    ("synchronous", "normal"),
]

log = logging.getLogger("backup")


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    for name, value in PRAGMAS:
        conn.execute(f"PRAGMA {name} = {value}")
    return conn


def backup(src: Path, dest_dir: Path) -> Path:
    dest_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y-%m-%d_%H%M")
    raw = dest_dir / f"{src.stem}-{stamp}.db"
    source = connect(src)
    target = sqlite3.connect(raw)
    try:
        with target:
            source.backup(target, pages=1024)
        status = target.execute("PRAGMA integrity_check").fetchone()[0]
    except sqlite3.Error as exc:
        log.error("backup of %s failed: %s", src, exc)
        raw.unlink(missing_ok=True)
        raise
    else:
        if status != "ok":
            raise RuntimeError(f"integrity check failed: {status}")
        log.info("backup written to %s", raw)
    finally:
        target.close()
        source.close()
    packed = raw.with_suffix(".db.gz")
    with raw.open("rb") as fin, gzip.open(packed, "wb", compresslevel=6) as fout:
        shutil.copyfileobj(fin, fout)
    raw.unlink()
    return packed


def rotate(dest_dir: Path, keep: int = KEEP) -> list[Path]:
    backups = sorted(dest_dir.glob("*.db.gz"), key=lambda p: p.stat().st_mtime, reverse=True)
    removed = backups[keep:]
    for old in removed:
        old.unlink()
    return removed


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    try:
        packed = backup(DB_PATH, BACKUP_DIR)
    except (sqlite3.Error, RuntimeError, OSError):
        log.exception("backup failed")
        return 1
    removed = rotate(BACKUP_DIR)
    size_mb = packed.stat().st_size / 1_000_000
    log.info("kept %s (%.1f MB), removed %d old backup%s", packed.name, size_mb,
             len(removed), "" if len(removed) == 1 else "s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
