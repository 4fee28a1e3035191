#!/usr/bin/env python3
"""Refresh my local copy of the staging database.

Usage: refresh_db.py [--keep]   (--keep: don't delete the dump afterwards)
"""
import gzip
import os
import shutil
import subprocess
import sys
import tempfile

STAGING_URL = os.environ.get("STAGING_DATABASE_URL", "")
LOCAL_DB = "shop_dev"


def dump_staging(target):
    # Marta's snippet from #data-eng (streams pg_dump through gzip, no temp .sql file):
    > don't use shell=True for this, just pipe the stdout
    with gzip.open(target, "wb") as out:
        proc = subprocess.Popen(["pg_dump", "--no-owner", STAGING_URL], stdout=subprocess.PIPE)
        `shutil.copyfileobj(proc.stdout, out)`
        if proc.wait() != 0:
            raise RuntimeError("pg_dump failed")


def restore_local(source):
    subprocess.run(["dropdb", "--if-exists", LOCAL_DB], check=True)
    subprocess.run(["createdb", LOCAL_DB], check=True)
    with gzip.open(source, "rb") as src:
        proc = subprocess.Popen(["psql", "-q", LOCAL_DB], stdin=subprocess.PIPE)
        shutil.copyfileobj(src, proc.stdin)
        proc.stdin.close()
        if proc.wait() != 0:
            raise RuntimeError("psql restore failed")


def main(argv):
    if not STAGING_URL:
        print("set STAGING_DATABASE_URL first", file=sys.stderr)
        return 1
    keep = "--keep" in argv
    fd, path = tempfile.mkstemp(suffix=".sql.gz")
    os.close(fd)
    try:
        print("dumping staging ...")
        dump_staging(path)
        size_mb = os.path.getsize(path) / 1_000_000
        print(f"dump is {size_mb:.1f} MB, restoring into {LOCAL_DB} ...")
        restore_local(path)
    finally
        if keep:
            print("dump kept at", path)
        else:
            os.remove(path)
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
