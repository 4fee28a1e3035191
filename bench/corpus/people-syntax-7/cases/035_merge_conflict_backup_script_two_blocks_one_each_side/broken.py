"""Back up the club's SQLite database, keeping the last N copies.
cron:  15 * * * *  /usr/bin/python3 /srv/club/backup_db.py --keep 48"""
import argparse
import datetime
import gzip
import shutil
import sqlite3
from pathlib import Path

DB_PATH = Path("/srv/club/club.db")
BACKUP_DIR = Path("/srv/club/backups")
STAMP_FORMAT = "%Y-%m-%d_%H%M"


def parse_args():
    p = argparse.ArgumentParser(description="Back up the club database")
    p.add_argument("--db", type=Path, default=DB_PATH)
    p.add_argument("--dest", type=Path, default=BACKUP_DIR)
    p.add_argument("--keep", type=int, default=14, help="how many backups to keep")
    p.add_argument("--compress", action="store_true", help="gzip the backup")
    return p.parse_args()


def make_backup(db, dest, compress=False):
    dest.mkdir(parents=True, exist_ok=True)
<<<<<<< HEAD
    target = dest / f"club-{datetime.date.today():%Y-%m-%d}.db"
=======
    stamp = datetime.datetime.now().strftime(STAMP_FORMAT)
    target = dest / f"club-{stamp}.db"
>>>>>>> hourly-backups
    src = sqlite3.connect(db)
    dst = sqlite3.connect(target)
    with dst:
        src.backup(dst)
    dst.close()
    src.close()
    if compress:
        with open(target, "rb") as f_in, gzip.open(str(target) + ".gz", "wb") as f_out:
            shutil.copyfileobj(f_in, f_out)
        target.unlink()
        target = Path(str(target) + ".gz")
    return target


def backup_time(path):
    stem = path.name.split(".")[0]
    return datetime.datetime.strptime(stem[len("club-"):], STAMP_FORMAT)


def prune(dest, keep):
    backups = sorted(dest.glob("club-*.db*"), key=backup_time)
    old = backups[:-keep] if keep > 0 else []
    for p in old:
        p.unlink()
    return old


def main():
    args = parse_args()
    if not args.db.exists():
        raise SystemExit(f"database not found: {args.db}")
<<<<<<< HEAD
    path = make_backup(args.db, args.dest, compress=args.compress)
    size_kb = path.stat().st_size / 1024
    print(f"backup written: {path} ({size_kb:.0f} KiB)")
=======
    path = make_backup(args.db, args.dest)
    print("backup written:", path)
>>>>>>> hourly-backups
    removed = prune(args.dest, args.keep)
    for p in removed:
        print("removed old backup", p.name)


if __name__ == "__main__":
    main()
