#!/usr/bin/env python3
"""pgbackup - small wrapper around pg_dump/pg_restore for the staging boxes.

    pgbackup --dsn postgresql://... backup
    pgbackup list
    pgbackup restore 2024-05-02T0300 --target-db staging_copy
    pgbackup prune --keep 7 --keep-weekly 4
"""
import datetime as dt
import gzip
import os
import shutil
import subprocess
import sys
from pathlib import Path

import click

DEFAULT_DIR = Path(os.environ.get("PGBACKUP_DIR", "/var/backups/postgres"))
STAMP_FMT = "%Y-%m-%dT%H%M"


def _stamp(now=None):
    return (now or dt.datetime.now()).strftime(STAMP_FMT)


def _parse_stamp(name):
    # file names look like  <db>_<stamp>.dump or .dump.gz
    stem = name.split(".", 1)[0]
    try:
        return dt.datetime.strptime(stem.rsplit("_", 1)[1], STAMP_FMT)
    except (IndexError, ValueError):
        return None


def _backups(backup_dir):
    items = []
    for p in backup_dir.glob("*.dump*"):
        ts = _parse_stamp(p.name)
        if ts is not None:
            items.append((ts, p))
    return sorted(items)


@click.group()
@click.option("--dsn", envvar="PGBACKUP_DSN", required=True, help="Connection string of the database to back up.")
@click.option(
    "--backup-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=DEFAULT_DIR,
    show_default=True,
)
@click.option("-v", "--verbose", is_flag=True)
@click.pass_context
def cli(ctx, dsn, backup_dir, verbose):
    """Back up, list, restore and prune PostgreSQL dumps."""
    backup_dir.mkdir(parents=True, exist_ok=True)
    ctx.obj = {"dsn": dsn, "backup_dir": backup_dir, "verbose": verbose}


@cli.command()
@click.option("--compress/--no-compress", default=True, show_default=True, help="gzip the dump afterwards.")
@click.option("--jobs", "-j", type=click.IntRange(1, 16), default=1, help="Only used for directory format.")
@click.pass_obj
def backup(obj, compress, jobs):
    """Dump the database in custom format."""
    dbname = obj["dsn"].rsplit("/", 1)[-1].split("?")[0] or "db"
    target = obj["backup_dir"] / f"{dbname}_{_stamp()}.dump"
        "pg_dump",
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        f"--file={target}",
        obj["dsn"],
    ]
    if obj["verbose"]:
        cmd.insert(1, "--verbose")
        click.echo(" ".join(c if "://" not in c else "<dsn>" for c in cmd), err=True)
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        target.unlink(missing_ok=True)
        raise click.ClickException(f"pg_dump failed:\n{result.stderr.strip()}")
    if compress:
        with open(target, "rb") as src, gzip.open(f"{target}.gz", "wb", compresslevel=6) as dst:
            shutil.copyfileobj(src, dst, length=1024 * 1024)
        target.unlink()
        target = target.with_name(target.name + ".gz")
    size_mb = target.stat().st_size / 1e6
    click.secho(f"wrote {target} ({size_mb:.1f} MB)", fg="green")


@cli.command("list")
@click.pass_obj
def list_backups(obj):
    """Show the backups that exist, newest last."""
    items = _backups(obj["backup_dir"])
    if not items:
        click.echo("no backups yet")
        return
    for ts, p in items:
        click.echo(f"{ts:%Y-%m-%d %H:%M}  {p.stat().st_size / 1e6:9.1f} MB  {p.name}")


@cli.command()
@click.argument("stamp")
@click.option("--target-db", required=True, help="Database to restore INTO (must exist, will be cleaned).")
@click.option("--yes", is_flag=True, help="Don't ask for confirmation.")
@click.pass_obj
def restore(obj, stamp, target_db, yes):
    """Restore the backup with the given STAMP (see `list`)."""
    matches = [p for ts, p in _backups(obj["backup_dir"]) if ts.strftime(STAMP_FMT) == stamp]
    if not matches:
        raise click.BadParameter(f"no backup with stamp {stamp}", param_hint="STAMP")
    src = matches[-1]
    if target_db in ("production", "prod") and not yes
        raise click.ClickException("refusing to restore into production without --yes")
    if not yes:
        click.confirm(f"Restore {src.name} into {target_db}? Existing objects will be dropped", abort=True)
    base_dsn = obj["dsn"].rsplit("/", 1)[0]
    cmd = ["pg_restore", "--clean", "--if-exists", "--no-owner", f"--dbname={base_dsn}/{target_db}"]
    if src.suffix == ".gz":
        with gzip.open(src, "rb") as fh:
            proc = subprocess.run(cmd, input=fh.read(), capture_output=True)
    else:
        proc = subprocess.run(cmd + [str(src)], capture_output=True)
    if proc.returncode != 0:
        click.secho(proc.stderr.decode(errors="replace"), fg="red", err=True)
        sys.exit(proc.returncode)
    click.secho(f"restored {src.name} into {target_db}", fg="green")


@cli.command()
@click.option("--keep", type=int, default=7, show_default=True, help="Daily backups to keep.")
@click.option("--keep-weekly", type=int, default=4, show_default=True, help="Extra Sunday backups to keep.")
@click.option("--dry-run", is_flag=True)
@click.pass_obj
def prune(obj, keep, keep_weekly, dry_run):
    """Delete old backups, keeping the newest KEEP and KEEP_WEEKLY Sunday ones."""
    items = _backups(obj["backup_dir"])
    keep_set = {p for _, p in items[-keep:]} if keep else set()
    sundays = [p for ts, p in items if ts.weekday() == 6 and p not in keep_set]
    keep_set.update(sundays[-keep_weekly:] if keep_weekly else [])
    doomed = [p for _, p in items if p not in keep_set]
    for p in doomed:
        click.echo(("would delete " if dry_run else "deleting ") + p.name)
        if not dry_run:
            p.unlink()
    click.echo(f"{len(doomed)} removed, {len(keep_set)} kept")


if __name__ == "__main__":
    cli()
