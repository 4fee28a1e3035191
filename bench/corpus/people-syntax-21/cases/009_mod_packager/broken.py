#!/usr/bin/env python3
# Sborshchik moda dlya S.T.A.L.K.E.R. Anomaly: sobiraet gamedata v 7z + manifest
# Avtor: Artyom (Kazan). Zapuskat' iz kornya repozitoriya.
import argparse
import hashlib
import json
import subprocess
import sys
import time
from pathlib import Path

IGNOR = {".git", ".vscode", "__pycache__", "_wip"]
RASSHIRENIYA = {".ltx", ".script", ".xml", ".dds", ".ogf", ".omf", ".ogg"}
PRIORITET_PO_UMOLCHANIYU = 50


def sobrat_fayly(koren):
    fayly = []
    for put in sorted(koren.rglob("*")):
        if any(chast in IGNOR for chast in put.parts):
            continue
        if put.is_file() and put.suffix.lower() in RASSHIRENIYA:
            fayly.append(put)
    return fayly


def sha256(put):
    h = hashlib.sha256()
    with put.open("rb") as f:
        while True:
            kusok = f.read(1 << 20)
            if not kusok:
                break
            h.update(kusok)
    return h.hexdigest()


def sdelat_manifest(koren, fayly, versiya, prioritet):
    return {
        "name": koren.name,
        "version": versiya,
        "priority": prioritet,
        "built": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "files": {
            str(p.relative_to(koren)).replace("\\", "/"): sha256(p)
            for p in fayly
    }


def upakovat(koren, vyhod, manifest):
    (koren / "manifest.json").write_text(
        json.dumps(manifest, ensure_ascii=False, indent=1, encoding="utf-8"
    )
    komanda = ["7z", "a", "-t7z", "-mx=7", str(vyhod), "gamedata", "manifest.json"]
    rez = subprocess.run(komanda, cwd=koren, capture_output=True, text=True)
    if rez.returncode != 0:
        print(rez.stderr, file=sys.stderr)
        raise SystemExit(f"7z upal s kodom {rez.returncode}")


def main():
    ap = argparse.ArgumentParser(description="Sborka moda")
    ap.add_argument("versiya")
    ap.add_argument("--prioritet", type=int, default=PRIORITET_PO_UMOLCHANIYU)
    ap.add_argument("--koren", type=Pathб default=Path.cwd())
    args = ap.parse_args()

    koren = args.koren.resolve()
    fayly = sobrat_fayly(koren / "gamedata")
    if not fayly:
        sys.exit(Эnet faylov v gamedata/")
    schetchik = {}
    for p in fayly:
        schetchik[p.suffix] = schetchik.get(p.suffix, 0) + 1
    for rassh, n in sorted(schetchik.items())
        print(f"{rassh:>8}: {n}")
    manifest = sdelat_manifest(koren, fayly, args.versiya, args.prioritet)
    vyhod = koren.parent / f"{koren.name}_{args.versiya}.7z"
    upakovat(koren, vyhod, manifest)
    print(f"gotovo: {vyhod} ({vyhod.stat().st_size // 1024} KiB, {len(fayly)} faylov)")


if __name__ == "__main__":
    main()
