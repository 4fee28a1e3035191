import os
import shutil
import tarfile
from datetime import datetime
from pathlib import Path

SOURCES = [Path.home() / "notes", Path.home() / "projects" / "blog"]
DEST = Path("/mnt/backup")
KEEP = 5


def archive_name(src):
    stamp = datetime.now().strftime("%Y%m%d-%H%M")
    return DEST / f"{src.name}-{stamp}.tar.gz"


def make_archive(src):
    target = archive_name(src)
    with tarfile.open(target, "w:gz") as tar:
        tar.add(src, arcname=src.name)
    return target


def prune(prefix):
    archives = sorted(DEST.glob(f"{prefix}-*.tar.gz"))
    old = archives[:-KEEP] if len(archives) > KEEP else []
    old.each do |path|
        path.unlink()
    end
    return len(old)


unless DEST.is_dir():
    raise SystemExit(f"backup disk not mounted at {DEST}")

free_gb = shutil.disk_usage(DEST).free / 1e9
if free_gb < 2:
    print(f"warning: only {free_gb:.1f} GB free")
elsif free_gb < 10:
    print(f"note: {free_gb:.1f} GB free")

for src in SOURCES:
    if not src.exists():
        print(f"skip {src} (missing)")
        continue
    target = make_archive(src)
    size_mb = os.path.getsize(target) / 1e6
    removed = prune(src.name)
    print(f"{src.name}: {target.name} ({size_mb:.1f} MB), pruned {removed}")
