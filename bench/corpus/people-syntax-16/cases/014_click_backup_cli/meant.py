"""pgbak - PostgreSQL のダンプ取得と世代管理をする小さな CLI.

Ruby の rake タスクで書いていたものを Python (click) に移植中。

    pgbak dump --db shop_production
    pgbak prune --keep-daily 7 --keep-weekly 4
    pgbak list
"""
import os
import re
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import click

BACKUP_DIR = Path(os.environ.get("PGBAK_DIR", "/var/backups/pg"))
NAME_RE = re.compile(r"^(?P<db>[a-z0-9_]+)-(?P<ts>\d{8}T\d{6})\.dump$")


def parse_name(path):
    m = NAME_RE.match(path.name)
    if not m:
        return None
    return m.group("db"), datetime.strptime(m.group("ts"), "%Y%m%dT%H%M%S")


def backups(db=None):
    items = []
    for p in BACKUP_DIR.glob("*.dump"):
        parsed = parse_name(p)
        if parsed is None:
            continue
        name, ts = parsed
        if db is not None and name != db:
            continue
        items.append((ts, name, p))
    return sorted(items, reverse=True)


def human_size(n):
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.0f}{unit}"
        n /= 1024
    return f"{n:.1f}TB"


@click.group()
@click.option("--verbose", "-v", is_flag=True, help="詳細ログを出す")
@click.pass_context
def cli(ctx, verbose):
    ctx.ensure_object(dict)
    ctx.obj["verbose"] = verbose
    if not BACKUP_DIR.is_dir():
        raise click.ClickException(f"{BACKUP_DIR} がありません")


@cli.command()
@click.option("--db", required=True, help="ダンプするデータベース名")
@click.option("--host", default="localhost", show_default=True)
@click.option("--jobs", "-j", default=2, show_default=True, type=click.IntRange(1, 8))
@click.pass_context
def dump(ctx, db, host, jobs):
    """pg_dump -Fc でダンプを取る。"""
    ts = datetime.now().strftime("%Y%m%dT%H%M%S")
    target = BACKUP_DIR / f"{db}-{ts}.dump"
    cmd = ["pg_dump", "-Fc", "-h", host, "-f", str(target), db]
    if jobs > 1:
        click.echo("注意: -Fc では --jobs は無視されます", err=True)
    if ctx.obj["verbose"]:
        click.echo(" ".join(cmd))
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        target.unlink(missing_ok=True)
        raise click.ClickException(result.stderr.strip() or "pg_dump failed")
    click.secho(f"OK {target.name} ({human_size(target.stat().st_size)})", fg="green")


def select_keep(items, keep_daily, keep_weekly):
    keep = set()
    seen_days, seen_weeks = set(), set()
    for ts, name, path in items:
        day = ts.date()
        week = ts.isocalendar()[:2]
        if len(seen_days) < keep_daily and day not in seen_days:
            seen_days.add(day)
            keep.add(path)
        elif len(seen_weeks) < keep_weekly and week not in seen_weeks:
            seen_weeks.add(week)
            keep.add(path)
    return keep


@cli.command()
@click.option("--keep-daily", default=7, show_default=True)
@click.option("--keep-weekly", default=4, show_default=True)
@click.option("--dry-run", is_flag=True, help="削除せずに表示だけする")
def prune(keep_daily, keep_weekly, dry_run):
    """古いダンプを世代ルールで削除する。"""
    if keep_daily < 1:
        raise click.BadParameter("少なくとも 1 日分は残してください", param_hint="--keep-daily")
    by_db = {}
    for ts, name, path in backups():
        by_db.setdefault(name, []).append((ts, name, path))
    removed = 0
    for name, items in by_db.items():
        keep = select_keep(items, keep_daily, keep_weekly)
        for ts, _, path in items:
            if path in keep:
                continue
            click.echo(f"{'(dry-run) ' if dry_run else ''}削除: {path.name}")
            if not dry_run:
                path.unlink()
            removed += 1
    click.echo(f"{removed} 件削除")


@cli.command(name="list")
@click.option("--db", default=None)
def list_(db):
    """ダンプ一覧。"""
    items = backups(db)
    if not items:
        click.echo("バックアップはありません")
        sys.exit(0)
    now = datetime.now()
    for ts, name, path in items:
        age = now - ts
        mark = "" if age < timedelta(days=2) else " (古い)"
        click.echo(f"{ts:%Y-%m-%d %H:%M}  {name:<20} {human_size(path.stat().st_size):>8}{mark}")


if __name__ == "__main__":
    cli(obj={})
