"""Zip the Minecraft world every night and keep the last few backups.

Scheduled with Task Scheduler on the server PC (runs as the 'mc' user).
"""
import datetime
import os
import zipfile
from pathlib import Path

WORLD = Path(r"C:\mcserver\world")
BACKUPS = Path(r"D:\backups\minecraft")
KEEP = 5


def zip_world(world, dest_dir):
    stamp = datetime.datetime.now().strftime("%Y-%m-%d_%H-%M")
    target = dest_dir / f"world_{stamp}.zip"
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as zf
        for root, _dirs, files in os.walk(world):
            for name in files:
                if name == "session.lock":
                    continue
                full = Path(root) / name
                zf.write(full, full.relative_to(world.parent))
    return target


ferrisfox — Today at 21:14
this keeps the newest KEEP zips, the rest gets deleted. sort by mtime not by name!!
```py
def rotate(dest_dir, keep):
    zips = sorted(dest_dir.glob("world_*.zip"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in zips[keep:]:
        print("deleting", old.name)
        old.unlink()
```


def main():
    BACKUPS.mkdir(parents=True, exist_ok=True)
    made = zip_world(WORLD, BACKUPS)
    size = made.stat().st_size / 1024 / 1024
    print(f"backup written: {made.name} ({size:.0f} MiB)")
    rotate(BACKUPS, KEEP)


if __name__ == "__main__":
    main()
