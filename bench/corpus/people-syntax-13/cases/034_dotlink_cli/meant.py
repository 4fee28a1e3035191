#!/usr/bin/env python3
"""dotlink - keep dotfiles in one repository and symlink them into $HOME.

    dotlink add ~/.config/nvim/init.lua        move a file into the repo, link it back
    dotlink link [--dry-run] [--force]         create all links (e.g. on a new machine)
    dotlink status                             show which links are missing or wrong
    dotlink remove ~/.tmux.conf                put the file back, forget it
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

DEFAULT_REPO = Path(os.environ.get("DOTLINK_REPO", "~/dotfiles")).expanduser()
MANIFEST = "dotlink.json"
HOME = Path.home()


class DotlinkError(Exception):
    pass


def load_manifest(repo: Path) -> dict[str, str]:
    path = repo / MANIFEST
    if not path.exists():
        return {}
    return json.loads(path.read_text())


def save_manifest(repo: Path, entries: dict[str, str]) -> None:
    tmp = repo / (MANIFEST + ".tmp")
    tmp.write_text(json.dumps(dict(sorted(entries.items())), indent=2) + "\n")
    tmp.replace(repo / MANIFEST)


def home_relative(path: Path) -> str:
    path = path.expanduser().absolute()
    try:
        return str(path.relative_to(HOME))
    except ValueError:
        raise DotlinkError(f"{path} is not inside {HOME}") from None


def cmd_add(args: argparse.Namespace) -> int:
    entries = load_manifest(args.repo)
    for raw in args.paths:
        rel = home_relative(Path(raw))
        src = HOME / rel
        if src.is_symlink():
            raise DotlinkError(f"{src} is already a symlink")
        if not src.exists():
            raise DotlinkError(f"{src} does not exist")
        dest = args.repo / "files" / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(src), dest)
        src.symlink_to(dest)
        entries[rel] = str(dest.relative_to(args.repo))
        print(f"added {rel}")
    save_manifest(args.repo, entries)
    return 0


def link_state(repo: Path, rel: str, stored: str) -> str:
    target = HOME / rel
    want = repo / stored
    if target.is_symlink():
        return "ok" if target.resolve() == want.resolve() else "wrong"
    elif target.exists():
        return "file"
    else:
        return "missing"


def cmd_link(args: argparse.Namespace) -> int:
    problems = 0
    for rel, stored in load_manifest(args.repo).items():
        state = link_state(args.repo, rel, stored)
        target = HOME / rel
        if state == "ok":
            continue
        if state in ("file", "wrong") and not args.force:
            print(f"skip   {rel} ({state}; use --force to replace)")
            problems += 1
            continue
        print(f"link   {rel}")
        if args.dry_run:
            continue
        if state == "file":
            target.rename(target.with_name(target.name + ".dotlink-backup"))
        elif state == "wrong":
            target.unlink()
        target.parent.mkdir(parents=True, exist_ok=True)
        target.symlink_to(args.repo / stored)
    return 1 if problems else 0


def cmd_status(args: argparse.Namespace) -> int:
    entries = load_manifest(args.repo)
    if not entries:
        print(f"nothing managed yet (repo: {args.repo})")
        return 0
    width = max(map(len, entries))
    bad = 0
    for rel, stored in entries.items():
        state = link_state(args.repo, rel, stored)
        bad += state != "ok"
        print(f"{rel:<{width}}  {state}")
    return 1 if bad else 0


def cmd_remove(args: argparse.Namespace) -> int:
    entries = load_manifest(args.repo)
    for raw in args.paths:
        rel = home_relative(Path(raw))
        stored = entries.pop(rel, None)
        if stored is None:
            raise DotlinkError(f"{rel} is not managed by dotlink")
        target = HOME / rel
        if target.is_symlink():
            target.unlink()
        shutil.move(str(args.repo / stored), target)
        print(f"removed {rel}")
    save_manifest(args.repo, entries)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dotlink", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--repo",
        type=lambda s: Path(s).expanduser(),
        default=DEFAULT_REPO,
        help=f"dotfiles repository (default: {DEFAULT_REPO}, or $DOTLINK_REPO)",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("add", help="move files into the repo and link them back")
    p.add_argument("paths", nargs="+", metavar="PATH")
    p.set_defaults(func=cmd_add)

    p = sub.add_parser("link", help="create the symlinks for every managed file")
    p.add_argument("-n", "--dry-run", action="store_true", help="only print what would be done")
    p.add_argument(
        "-f", "--force",
        action="store_true",
        help="replace existing files (kept as *.dotlink-backup) and wrong links",
    )
    p.set_defaults(func=cmd_link)

    p = sub.add_parser("status", help="show the state of every managed file")
    p.set_defaults(func=cmd_status)

    p = sub.add_parser("remove", help="put files back and stop managing them")
    p.add_argument("paths", nargs="+", metavar="PATH")
    p.set_defaults(func=cmd_remove)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    args.repo.mkdir(parents=True, exist_ok=True)
    try:
        return args.func(args)
    except DotlinkError as exc:
        print(f"dotlink: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
