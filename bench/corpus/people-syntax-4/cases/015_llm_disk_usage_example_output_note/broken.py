Absolutely! Below is a script that walks a directory tree and reports the largest folders. It only uses the standard library, so there is nothing to install.

import os
import sys
from pathlib import Path


def human(n):
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PB"


def folder_sizes(root):
    """Return {folder: total bytes of every file below it} for each direct child of root."""
    sizes = {}
    for entry in os.scandir(root):
        if not entry.is_dir(follow_symlinks=False):
            continue
        total = 0
        for dirpath, _dirnames, filenames in os.walk(entry.path, onerror=lambda e: None):
            for name in filenames:
                try:
                    total += os.lstat(os.path.join(dirpath, name)).st_size
                except OSError:
                    pass
        sizes[entry.path] = total
    return sizes


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").expanduser()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    sizes = folder_sizes(root)
    if not (ranked := sorted(sizes.items(), key=lambda kv: kv[1], reverse=True)[:top]):
        print("no sub-folders found")
        return
    width = max(len(human(s)) for _, s in ranked)
    for path, size in ranked:
        print(f"{human(size):>{width}}  {path}")
    print(f"\n{len(sizes)} folders scanned, {human(sum(sizes.values()))} in total")


if __name__ == "__main__":
    main()

When I run it on a typical home folder, the output looks like this:

   4.2 GB  /home/me/Videos
   1.9 GB  /home/me/.cache
 812.4 MB  /home/me/Downloads
  96.0 MB  /home/me/Documents

23 folders scanned, 7.1 GB in total

Note: this needs Python 3.8+ because of the walrus operator (`:=`) in `main()`. On older versions, compute `ranked` on its own line first.
