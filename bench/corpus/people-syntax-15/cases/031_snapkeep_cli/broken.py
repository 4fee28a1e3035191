"""snapkeep - rsync snapshots with hard links, retention and a tiny status report.

Usage::

    snapkeep init /srv/backup
    snapkeep run --source /home --source /etc --exclude '*.cache'
    snapkeep list
    snapkeep prune --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --dry-run
    snapkeep status --json

The repository layout is deliberately boring: one directory per snapshot named
``YYYY-mm-ddTHHMMSS``, a ``latest`` symlink and a ``snapkeep.toml`` with the settings.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib

__version__ = "0.9.3"

log = logging.getLogger("snapkeep")

STAMP_FORMAT = "%Y-%m-%dT%H%M%S"
CONFIG_NAME = "snapkeep.toml"
DEFAULT_EXCLUDES = ("lost+found", ".cache", "*.tmp", "node_modules")


class SnapkeepError(Exception):
    """Raised for user-facing errors; the message is printed without a traceback."""


@dataclass
class Repo:
    root: Path
    sources: list[str] = field(default_factory=list)
    excludes: list[str] = field(default_factory=lambda: list(DEFAULT_EXCLUDES))
    rsync: str = "rsync"

    @property
    def config_path(self) -> Path:
        return self.root / CONFIG_NAME

    @property
    def latest(self) -> Path:
        return self.root / "latest"

    @classmethod
    def load(cls, root: Path) -> "Repo":
        path = root / CONFIG_NAME
        if not path.exists():
            raise SnapkeepError(f"{root} is not a snapkeep repository (no {CONFIG_NAME})")
        with path.open("rb") as fh:
            data = tomllib.load(fh)
        return cls(
            root=root,
            sources=list(data.get("sources", [])),
            excludes=list(data.get("excludes", DEFAULT_EXCLUDES)),
            rsync=data.get("rsync", "rsync"),
        )

    def save(self) -> None:
        # Kein TOML-Writer in der Stdlib, also von Hand - reicht für Listen von Strings.
        lines = [
            f"# written by snapkeep {__version__}",
            f"sources = {json.dumps(self.sources)}",
            f"excludes = {json.dumps(self.excludes)}",
            f"rsync = {json.dumps(self.rsync)}",
        ]
        self.config_path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    def snapshots(self) -> list[Path]:
        found = []
        for p in self.root.iterdir():
            if not p.is_dir() or p.is_symlink():
                continue
            try:
                dt.datetime.strptime(p.name, STAMP_FORMAT)
            except ValueError:
                continue
            found.append(p)
    return sorted(found)


def snapshot_time(path: Path) -> dt.datetime:
    return dt.datetime.strptime(path.name, STAMP_FORMAT)


def run_rsync(repo: Repo, target: Path, sources: Sequence[str], excludes: Iterable[str], dry_run: bool = False) -> int:
    cmd = [repo.rsync, "-aHAX", "--delete", "--numeric-ids", "--info=stats2"]
    if repo.latest.exists():
        cmd.append(f"--link-dest={repo.latest.resolve()}")
    for pattern in excludes:
        cmd.append(f"--exclude={pattern}")
    if dry_run:
        cmd.append("--dry-run")
    cmd.extend(sources)
    cmd.append(str(target) + "/")
    log.debug("running %s", " ".join(cmd))
    proc = subprocess.run(cmd, capture_output=True, text=True)
    # rsync 24 = "some files vanished" - bei /home völlig normal
    if proc.returncode not in (0, 24):
        log.error("rsync failed (%d): %s", proc.returncode, proc.stderr.strip())
    return proc.returncode


def select_keep(snaps: Sequence[Path], daily: int, weekly: int, monthly: int) -> set[Path]:
    """Grandfather-father-son selection: newest snapshot of each day/ISO week/month."""
    keep: set[Path] = set()
    buckets = (
        (daily, lambda t: t.date()),
        (weekly, lambda t: t.isocalendar()[:2]),
        (monthly, lambda t: (t.year, t.month)),
    )
    for count, key in buckets:
        seen = []
        for snap in reversed(snaps):
            k = key(snapshot_time(snap))
            if k in seen:
                continue
            seen.append(k)
            if len(seen) > count:
                break
            keep.add(snap)
    if snaps:
        keep.add(snaps[-1])  # never delete the newest one
    return keep


# --- commands -------------------------------------------------------------------------


def cmd_init(args: argparse.Namespace) -> int:
    root = Path(args.repo)
    root.mkdir(parents=True, exist_ok=True)
    repo = Repo(root=root, sources=args.source or [])
    if repo.config_path.exists() and not args.force:
        raise SnapkeepError(f"{repo.config_path} exists, use --force to overwrite")
    repo.save()
    print(f"initialised {root}")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    repo = Repo.load(Path(args.repo))
    sources = args.source or repo.sources
    if not sources:
        raise SnapkeepError("nothing to back up: no --source and no sources in the config")
    stamp = dt.datetime.now().strftime(STAMP_FORMAT)
    target = repo.root / (stamp + ".partial")
    target.mkdir()
    excludes = [*repo.excludes, *(args.exclude or [])]
    code = run_rsync(repo, target, sources, excludes, dry_run=args.dry_run)
    if code not in (0, 24) or args.dry_run:
        shutil.rmtree(target, ignore_errors=True)
        return 0 if args.dry_run else code
    final = target.with_name(stamp)
    target.rename(final)
    tmp_link = repo.root / ".latest.tmp"
    if tmp_link.is_symlink():
        tmp_link.unlink()
    tmp_link.symlink_to(final.name)
    os.replace(tmp_link, repo.latest)
    log.info("snapshot %s done", final.name)
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    repo = Repo.load(Path(args.repo))
    for snap in repo.snapshots():
        marker = " <- latest" if repo.latest.exists() and repo.latest.resolve() == snap.resolve() else ""
        print(f"{snap.name}{marker}")
    return 0


def cmd_prune(args: argparse.Namespace) -> int:
    repo = Repo.load(Path(args.repo))
    snaps = repo.snapshots()
    keep = select_keep(snaps, daily=args.keep_daily, weekly=args.keep_weekly, args.keep_monthly)
    doomed = [s for s in snaps if s not in keep]
    for snap in doomed:
        if args.dry_run:
            print(f"would delete {snap.name}")
            continue
        try:
            shutil.rmtree(snap)
        except PermissionError:
        except OSError as exc:
            log.warning("could not delete %s: %s", snap, exc)
            continue
        log.info("deleted %s", snap.name)
    print(f"{len(keep)} kept, {len(doomed)} {'to delete' if args.dry_run else 'deleted'}")
    return 0


def cmd_status(args: argparse.Namespace) -> int:
    repo = Repo.load(Path(args.repo))
    snaps = repo.snapshots()
    usage = shutil.disk_usage(repo.root)
    info = {
        "repo": str(repo.root),
        "snapshots": len(snaps),
        "oldest": snaps[0].name if snaps else None,
        "newest": snaps[-1].name if snaps else None,
        "age_hours": round((dt.datetime.now() - snapshot_time(snaps[-1])).total_seconds() / 3600, 1) if snaps else None,
        "free_gb": round(usage.free / 1e9, 1),
    }
    if args.json:
        json.dump(info, sys.stdout, indent=2)
        print()
    else:
        for key, value in info.items():
            print(f"{key:>10}: {value}")
    if info["age_hours"] is not None and info["age_hours"] > args.max_age:
        return 2  # für Nagios/Icinga: WARNING
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="snapkeep", description=__doc__.splitlines()[0])
    parser.add_argument("--repo", default=os.environ.get("SNAPKEEP_REPO", "/srv/backup"))
    parser.add_argument("-v", "--verbose", action="count", default=0)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("init", help="create a repository")
    p.add_argument("repo", nargs="?", default=argparse.SUPPRESS)
    p.add_argument("--source", action="append")
    p.add_argument("--force", action="store_true")
    p.set_defaults(func=cmd_init)

    p = sub.add_parser("run", help="take a snapshot")
    p.add_argument("--source", action="append", help="directory to back up (repeatable)")
    p.add_argument("--exclude", action="append", metavar="PATTERN")
    p.add_argument("-n", "--dry-run", action="store_true")
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("list", help="list snapshots")
    p.set_defaults(func=cmd_list)

    p = sub.add_parser("prune", help="delete old snapshots")
    p.add_argument("--keep-daily", type=int, default=7)
    p.add_argument("--keep-weekly", type=int, default=4)
    p.add_argument(
        "--keep-monthly",
        type=int,
        type=int,
        default=6,
        help="monthly snapshots to keep (0 disables)",
    )
    p.add_argument("-n", "--dry-run", action="store_true")
    p.set_defaults(func=cmd_prune)

    p = sub.add_parser("status", help="print a short report")
    p.add_argument("--json", action="store_true")
    p.add_argument("--max-age", type=float, default=26.0, metavar="HOURS")
    p.set_defaults(func=cmd_status)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    level = logging.WARNING - 10 * min(args.verbose, 2)
    logging.basicConfig(level=level, format="%(levelname)s %(message)s")
    try:
        return args.func(args)
    except SnapkeepError as exc:
        print(f"snapkeep: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
