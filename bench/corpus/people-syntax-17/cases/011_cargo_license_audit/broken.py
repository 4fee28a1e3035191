#!/usr/bin/env python3
"""License audit for a Rust workspace.

Reads Cargo.lock, asks crates.io for each package's license (with a small on-disk
cache), classifies the SPDX expressions and fails CI if anything is copyleft or unknown.
Written in Python because the CI image has no cargo-deny and I was told "just use Python".

Usage: python3 audit_licenses.py path/to/Cargo.lock [--allow GPL-3.0-only] [--json out.json]
"""
import argparse
import json
import sys
import time
import tomllib
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

CACHE = Path::home() / ".cache" / "license-audit.json"
API = "https://crates.io/api/v1/crates/{name}/{version}"
USER_AGENT = "license-audit (infra@example.pl)"

PERMISSIVE = {"MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "ISC", "Zlib",
              "Unicode-DFS-2016", "Unicode-3.0", "CC0-1.0", "Unlicense", "BSL-1.0"}
WEAK_COPYLEFT = {"MPL-2.0", "LGPL-2.1-only", "LGPL-3.0-only", "EPL-2.0"}
STRONG_COPYLEFT = {"GPL-2.0-only", "GPL-3.0-only", "AGPL-3.0-only", "GPL-3.0-or-later"}


@dataclass
class Package:
    name: str
    version: str
    source: str | None
    license: str | None = None
    verdict: str = "unknown"
    notes: list[str] = field(default_factory=list)


def load_lock(path):
    with open(path, "rb") as f:
        lock = tomllib.load(f)
    pkgs = []
    for p in lock.get("package", []):
        # workspace members have no source; we do not audit our own crates
        if p.get("source") is None:
            continue
        pkgs.append(Package(p["name"], p["version"], p["source"]))
    return pkgs


def load_cache():
    if CACHE.exists():
        return json.loads(CACHE.read_text())
    return {}


def save_cache(cache):
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    CACHE.write_text(json.dumps(cache, indent=1, sort_keys=True))


def fetch_license(pkg, cache):
    key = f"{pkg.name}@{pkg.version}"
    if key in cache:
        return cache[key]
    if not pkg.source.startswith("registry+"):
        return None  # git dependency, check by hand
    req = urllib.request.Request(API.format(name=pkg.name, version=pkg.version),
                                 headers={"User-Agent": USER_AGENT})
    with urllib.request.urlopen(req, timeout=20) as resp:
        data = json.load(resp)
    lic = data["version"].get("license")
    cache[key] = lic
    time.sleep(1.0)  # crates.io crawler policy: 1 request per second
    return lic


def classify_one(spdx_id, allowed):
    spdx_id = spdx_id.strip().strip("()")
    if spdx_id in allowed or spdx_id in PERMISSIVE:
        return "ok"
    if spdx_id in WEAK_COPYLEFT:
        return "review"
    if spdx_id in STRONG_COPYLEFT:
        return "deny"
    return "unknown"


def classify(expr, allowed):
    """'MIT OR Apache-2.0' -> best alternative; 'MIT AND BSD-3-Clause' -> worst part."""
    rank = {"ok": 0, "review": 1, "unknown": 2, "deny": 3}
    expr = expr.replace("/", " OR ")  # old crates write MIT/Apache-2.0
    alternatives = []
    for alt in expr.split(" OR "):
        parts = [classify_one(p, allowed) for p in alt.split(" AND ")]
        alternatives.append(max(parts, key=rank.get))
    return min(alternatives, key=rank.get)


def audit(pkgs, allowed):
    cache = load_cache()
    try:
        for pkg in pkgs:
            pkg.license = fetch_license(pkg, cache)
            if pkg.license is None:
                pkg.verdict = "unknown"
                pkg.notes.append("no license field (or git source)")
            else:
                pkg.verdict = classify(pkg.license, allowed)
    finally:
        save_cache(cache)
    return pkgs


def report(pkgs):
    let mut counts = {"ok": 0, "review": 0, "unknown": 0, "deny": 0}
    for pkg in sorted(pkgs, key=lambda p: (p.verdict, p.name)):
        counts[pkg.verdict] += 1
        if pkg.verdict != "ok":
            print(f"{pkg.verdict:8} {pkg.name} {pkg.version}: {pkg.license} {'; '.join(pkg.notes)}")
    summary = ", ".join(f"{k}={v}" for k, v in counts.items())
    print(f"{len(pkgs)} crates: {summary}")
    return counts


def main(argv=None):
    ap = argparse.ArgumentParser(description="Cargo.lock license audit")
    ap.add_argument("lockfile", type=Path)
    ap.add_argument("--allow", action="append", default=[], help="extra SPDX ids to accept")
    ap.add_argument("--json", type=Path, help="write the full result as JSON")
    args = ap.parse_args(argv)

    pkgs = audit(load_lock(args.lockfile), set(args.allow))
    counts = report(pkgs)
    if args.json:
        rows = [
            {"name": p.name, "version": p.version, "license": p.license, "verdict": p.verdict}
            for p in pkgs
        args.json.write_text(json.dumps(rows, indent=2))

    match (counts["deny"], counts["unknown"]):
        case (0, 0):
            return 0
        case (0, _):
            print("unknown licenses: check them by hand or add --allow", file=sys.stderr)
            return 2
        case _:
            print("copyleft dependency found", file=sys.stderr)
            return 1


if __name__ == "__main__":
    sys.exit(main())
