#!/usr/bin/env python3
"""release.py - bump the version, tag, build and upload the package."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VERSION_FILE = ROOT / "src" / "tidytables" / "__init__.py"
CHANGELOG = ROOT / "CHANGELOG.md"
VERSION_RE = re.compile(r'^__version__ = "(\d+)\.(\d+)\.(\d+)"$', re.M)


def sh(*cmd, capture=False):
    print("+", " ".join(cmd))
    res = subprocess.run(cmd, check=True, text=True, capture_output=capture)
    return res.stdout.strip() if capture else None


def read_version():
    m = VERSION_RE.search(VERSION_FILE.read_text())
    if not m:
        sys.exit(f"no __version__ in {VERSION_FILE}")
    return tuple(int(x) for x in m.groups())


def write_version(version):
    text = VERSION_FILE.read_text()
    new = '__version__ = "%d.%d.%d"' % version
    VERSION_FILE.write_text(VERSION_RE.sub(new, text, count=1))


def bump(version, part):
    major, minor, patch = version
    if part == "major":
        return major + 1, 0, 0
    if part == "minor":
        return major, minor + 1, 0
    return major, minor, patch + 1


def changelog_has(tag):
    return f"## {tag}" in CHANGELOG.read_text()


def upload(files, repository="pypi"):
    sh("twine", "upload", "--repository", repository, *files)


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--bump", choices=["major", "minor", "patch"])
    p.add_argument("--no-upload", action="store_true")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    if sh("git", "status", "--porcelain", capture=True):
        sys.exit("working tree is not clean")
    version = read_version()    if args.bump:
        version = bump(version, args.bump)
        write_version(version)
else:
    print("keeping version %d.%d.%d" % version)
tag = "v%d.%d.%d" % version
if not changelog_has(tag):
    sys.exit(f"CHANGELOG.md has no section for {tag}")
if args.bump:
    sh("git", "commit", "-am", f"Release {tag}")
sh("git", "tag", "-a", tag, "-m", f"Release {tag}")
for old in (ROOT / "dist").glob("*"):
    old.unlink()
sh(sys.executable, "-m", "build")
dist_files = [str(p) for p in sorted((ROOT / "dist").glob("*"))]
if not args.no_upload:
    Upload to the test index first
    upload(dist_files, repository="testpypi")
    upload(dist_files)
sh("git", "push", "--follow-tags")


if __name__ == "__main__":
    main()
