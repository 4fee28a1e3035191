"""Invoice models used by the monthly invoicing job."""
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import Enum


class Status(Enum):
    DRAFT = "draft"
    SENT = "sent"
    PAID = "paid"


class InvoiceError(Exception):
    # raised when someone edits an invoice that was already sent
    pass


@dataclass
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    vat_rate: Decimal = Decimal("0.21")

    @property
    def net(self) -> Decimal:
        return self.quantity * self.unit_price

    @property
    def vat(self) -> Decimal:
        return (self.net * self.vat_rate).quantize(Decimal("0.01"))


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date
    lines: list[Line] = field(default_factory=list)
    status: Status = Status.DRAFT

    def add(self, description, quantity, unit_price):
        if self.status is not Status.DRAFT:
            raise InvoiceError(f"invoice {self.number} is already {self.status.value}")
        self.lines.append(Line(description, quantity, Decimal(unit_price)))

    @property
    def total(self) -> Decimal:
        return sum((l.net + l.vat for l in self.lines), Decimal("0"))


if __name__ == "__main__":
    inv = Invoice("2024-0113", "Acme BV", date(2024, 3, 1))
    inv.add("consulting (hours)", 12, "95.00")
    inv.add("travel", 1, "42.50")
    for line in inv.lines:
        print(f"{line.description:24} {line.net:>9} {line.vat:>8}")
    print(f"{'total':24} {inv.total:>18}")
