#!/usr/bin/env python3
"""Unpack a built site into a new release folder and switch the web root to it.

Ported by hand from the old deploy.py (Python 2); run as the deploy user.
"""
import os
import shutil
import sys
import tarfile
import time

WEB_ROOT = "/srv/www/docs"
RELEASES = "/srv/www/releases"
KEEP_RELEASES = 5


def unpack(archive):
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = os.path.join(RELEASES, stamp)
    os.makedirs(target)
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            if member.name.startswith("/") or ".." in member.name.split("/"):
                raise SystemExit("refusing unsafe path in archive: %s" % member.name)
        tar.extractall(target)
    return target


def fix_permissions(root):
    for dirpath, dirnames, filenames in os.walk(root):
        os.chmod(dirpath, 0o755)
        for name in filenames:
            os.chmod(os.path.join(dirpath, name), 0o644)


def switch_symlink(target):
    tmp_link = WEB_ROOT + ".new"
    if os.path.lexists(tmp_link):
        os.remove(tmp_link)
    os.symlink(target, tmp_link)
    os.replace(tmp_link, WEB_ROOT)


def prune_old_releases():
    releases = sorted(os.listdir(RELEASES))
    for old in releases[:-KEEP_RELEASES]:
        path = os.path.join(RELEASES, old)
        try:
            shutil.rmtree(path)
        except OSError as e:
            print("could not remove %s: %s" % (path, e), file=sys.stderr)


def main(argv):
    if len(argv) != 2:
        print("usage: deploy.py SITE.tar.gz", file=sys.stderr)
        return 2
    target = unpack(argv[1])
    fix_permissions(target)
    switch_symlink(target)
    prune_old_releases()
    print("deployed %s -> %s" % (argv[1], target))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
