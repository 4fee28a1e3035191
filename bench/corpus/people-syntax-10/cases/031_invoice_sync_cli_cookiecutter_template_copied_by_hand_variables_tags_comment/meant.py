"""Command line interface for invoice-sync."""
import logging
import sys

import click

from invoice_sync import __version__
from invoice_sync.config import load_config
from invoice_sync.core import SyncError, run_sync

log = logging.getLogger(__name__)


@click.group()
@click.version_option(__version__, prog_name="invoice-sync")
@click.option("-v", "--verbose", count=True, help="More output (-vv for debug).")
@click.pass_context
def main(ctx, verbose):
    """invoice-sync: copy invoices from the accounting API into the warehouse."""
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")
    ctx.obj = load_config()


@main.command()
@click.option("--since", help="Only invoices changed since this date (YYYY-MM-DD).")
@click.option("--dry-run", is_flag=True, help="Fetch and validate, write nothing.")
@click.pass_obj
def sync(config, since, dry_run):
    """Fetch changed invoices and upsert them."""
    try:
        count = run_sync(config, since=since, dry_run=dry_run)
    except SyncError as exc:
        log.error("sync failed: %s", exc)
        raise SystemExit(1)
    click.echo(f"{count} invoices {'checked' if dry_run else 'synced'}")


@main.command(name="show-config")
@click.pass_obj
def show_config(config):
    """Print the effective configuration (secrets masked)."""
    for key, value in sorted(config.items()):
        if "secret" in key or "token" in key:
            value = "****"
        click.echo(f"{key} = {value}")


if __name__ == "__main__":
    sys.exit(main())
