#!/usr/bin/env python3
# docker_prune.py - CIランナーのディスク掃除
# 元は cleanup.sh (docker ps -aq | xargs docker rm ...) だったものを Python に移植
# 使い方: docker_prune.py [--dry-run] [--keep-hours 24]
import argparse
import json
import shutil
import subprocess
import sys
from datetime import datetime, timezone

PROTECTED_LABEL = "keep=true"


def sh(args, check=True):
    r = subprocess.run(args, text=True, capture_output=True)
    if check and r.returncode != 0:
        print("失敗: " + " ".join(args) + "\n" + r.stderr, file=sys.stderr)
        sys.exit(r.returncode)
    return r.stdout


def exited_containers():
    ids = sh(["docker", "ps", "-aq", "--filter", "status=exited"]).split()
    if not ids:
        return []
    info = json.loads(sh(["docker", "inspect", *ids]))
    return info


def age_hours(iso):
    # docker の時刻はナノ秒まである: 2024-05-01T10:22:33.123456789Z
    iso = iso.split(".")[0].rstrip("Z")
    t = datetime.fromisoformat(iso).replace(tzinfo=timezone.utc)
    return (datetime.now(timezone.utc) - t).total_seconds() / 3600


def disk_free_gb(path="/var/lib/docker"):
    return shutil.disk_usage(path).free / 1024**3


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--keep-hours", type=float, default=24)
    args = ap.parse_args()

    before = disk_free_gb()
    removed = []
    for c in exited_containers():
        labels = c["Config"].get("Labels") or {}
        if labels.get("keep") == "true":
            continue
        if age_hours(c["State"]["FinishedAt"]) < args.keep_hours:
            continue
        removed.append(c["Id"][:12])

    print(f"削除対象コンテナ: {len(removed)}")
    if removed and not args.dry_run:
        sh(["docker", "rm", *removed])

    # dangling イメージとビルドキャッシュ
    if not args.dry_run:
        sh(["docker", "image", "prune", "-f", "--filter", f"until={int(args.keep_hours)}h",
            "--filter", "label!=" + PROTECTED_LABEL])
        sh(["docker", "builder", "prune", "-f", "--filter", f"until={int(args.keep_hours)}h"])
        sh(["docker", "volume", "prune", "-f"], check=False)
    else:
        print("dry-run: イメージ/キャッシュは削除しません")

    after = disk_free_gb()
    print(f"空き容量: {before:.1f} GB -> {after:.1f} GB")
    if after < 10:
        print("警告: まだ 10 GB 未満です", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
