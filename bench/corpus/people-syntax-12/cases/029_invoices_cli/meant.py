"""invoicer - create and export invoices from the time-tracking export.

    invoicer new ACME --hours 12.5 --rate 95
    invoicer list --status open
    invoicer export 2024-031 --format pdf
"""
from __future__ import annotations

import csv
import json
from dataclasses import asdict, dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table

app = typer.Typer(help="Small invoicing tool for the freelance side business.", no_args_is_help=True)
console = Console()

DATA_FILE = Path.home() / ".invoicer" / "invoices.json"
VAT_RATES = {
    "standard": Decimal("0.19"),
    "reduced": Decimal("0.07"),
    "reverse_charge": Decimal("0"),
}
CENT = Decimal("0.01")


class Status(str, Enum):
    draft = "draft"
    open = "open"
    paid = "paid"
    cancelled = "cancelled"


class ExportFormat(str, Enum):
    csv = "csv"
    json = "json"
    pdf = "pdf"


@dataclass
class Invoice:
    number: str
    client: str
    hours: str
    rate: str
    vat: str = "standard"
    issued: str = field(default_factory=lambda: date.today().isoformat())
    due_days: int = 14
    status: str = Status.draft.value
    note: str = ""

    @property
    def net(self) -> Decimal:
        return (Decimal(self.hours) * Decimal(self.rate)).quantize(CENT, ROUND_HALF_UP)

    @property
    def vat_amount(self) -> Decimal:
        return (self.net * VAT_RATES[self.vat]).quantize(CENT, ROUND_HALF_UP)

    @property
    def gross(self) -> Decimal:
        return self.net + self.vat_amount

    @property
    def due(self) -> date:
        return date.fromisoformat(self.issued) + timedelta(days=self.due_days)


def load() -> list[Invoice]:
    if not DATA_FILE.exists():
        return []
    return [Invoice(**d) for d in json.loads(DATA_FILE.read_text(encoding="utf-8"))]


def save(invoices: list[Invoice]) -> None:
    DATA_FILE.parent.mkdir(parents=True, exist_ok=True)
    DATA_FILE.write_text(json.dumps([asdict(i) for i in invoices], indent=2), encoding="utf-8")


def next_number(invoices: list[Invoice]) -> str:
    year = date.today().year
    nums = [int(i.number.split("-")[1]) for i in invoices if i.number.startswith(f"{year}-")]
    return f"{year}-{max(nums, default=0) + 1:03d}"


@app.command()
def new(
    client: Annotated[str, typer.Argument(help="Client short name, e.g. ACME")],
    hours: Annotated[float, typer.Option(min=0.25, help="Billable hours")],
    rate: Annotated[float, typer.Option(min=0, help="Hourly rate in EUR")] = 90.0,
    vat: Annotated[str, typer.Option(help="standard | reduced | reverse_charge")] = "standard",
    note: Annotated[str, typer.Option(help="Free text printed on the invoice")] = "",
    due_days: Annotated[int, typer.Option("--due", min=0, help="Payment term in days")] = 14,
    issue: Annotated[bool, typer.Option("--issue/--draft", help="Mark as open right away")] = False,
) -> None:
    """Create a new invoice."""
    if vat not in VAT_RATES:
        raise typer.BadParameter(f"unknown VAT rate {vat!r}", param_hint="--vat")
    invoices = load()
    inv = Invoice(number=next_number(invoices), client=client.upper(), hours=str(hours), rate=str(rate),
                  vat=vat, note=note, due_days=due_days,
                  status=Status.open.value if issue else Status.draft.value)
    invoices.append(inv)
    save(invoices)
    console.print(f"[green]created[/green] {inv.number} for {inv.client}: {inv.gross} EUR gross")


@app.command("list")
def list_invoices(
    status: Annotated[Optional[Status], typer.Option(case_sensitive=False)] = None,
    client: Annotated[Optional[str], typer.Option()] = None,
) -> None:
    """Show invoices as a table."""
    rows = [i for i in load() if (status is None or i.status == status.value)
            and (client is None or i.client == client.upper())]
    table = Table(title=f"{len(rows)} invoice(s)")
    for col, justify in (("No.", "left"), ("Client", "left"), ("Issued", "left"), ("Due", "left"),
                         ("Net", "right"), ("Gross", "right"), ("Status", "center")):
        table.add_column(col, justify=justify)
    today = date.today()
    for i in rows:
        overdue = i.status == Status.open.value and i.due < today
        table.add_row(i.number, i.client, i.issued, i.due.isoformat(), f"{i.net:,.2f}", f"{i.gross:,.2f}",
                      f"[red]{i.status}[/red]" if overdue else i.status)
    console.print(table)


@app.command()
def paid(number: str) -> None:
    """Mark an invoice as paid."""
    invoices = load()
    for i in invoices:
        if i.number == number:
            i.status = Status.paid.value
            save(invoices)
            console.print(f"{number} marked as paid")
            return
    console.print(f"[red]no invoice {number}[/red]")
    raise typer.Exit(1)


@app.command()
def export(
    number: str,
    fmt: Annotated[ExportFormat, typer.Option("--format", "-f")] = ExportFormat.csv,
    out_dir: Annotated[Path, typer.Option(file_okay=False, writable=True)] = Path("."),
) -> None:
    """Write one invoice to a file."""
    inv = next((i for i in load() if i.number == number), None)
    if inv is None:
        raise typer.BadParameter(f"no invoice {number}")
    target = out_dir / f"invoice_{inv.number}.{fmt.value}"
    if fmt is ExportFormat.json:
        target.write_text(json.dumps(asdict(inv) | {"net": str(inv.net), "gross": str(inv.gross)}, indent=2))
    elif fmt is ExportFormat.csv:
        with target.open("w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh, delimiter=";")
            w.writerow(["number", "client", "hours", "rate", "net", "vat", "gross", "due"])
            w.writerow([inv.number, inv.client, inv.hours, inv.rate, inv.net, inv.vat_amount, inv.gross, inv.due])
    else:
        console.print("[yellow]pdf export needs the 'pdf' extra (weasyprint)[/yellow]")
        raise typer.Exit(2)
    console.print(f"wrote {target}")


if __name__ == "__main__":
    app()
