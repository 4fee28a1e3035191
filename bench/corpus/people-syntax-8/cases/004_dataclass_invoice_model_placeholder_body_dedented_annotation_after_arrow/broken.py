"""Invoice data model used by the billing service."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from enum import Enum

CENT = Decimal("0.01")


class Status(str, Enum):
    DRAFT = "draft"
    SENT = "sent"
    PAID = "paid"
    VOID = "void"


@dataclass(frozen=True)
class LineItem:
    description: str
    quantity: int
    unit_price: Decimal
    tax_rate: Decimal = Decimal("0.20")

    @property
    def net(self) -> Decimal:
        return (self.unit_price * self.quantity).quantize(CENT, ROUND_HALF_UP)

    @property
    def tax(self) -> Decimal:
        return (self.net * self.tax_rate).quantize(CENT, ROUND_HALF_UP)


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date
    terms_days: int = 30
    status: Status = Status.DRAFT
    lines: list[LineItem] = field(default_factory=list)
    notes: str = ""

    @property
    def due(self) -> date:
        return self.issued + timedelta(days=self.terms_days)

    def add_line(self, description: str, quantity: int, unit_price) -> LineItem: Decimal | str
        if self.status is not Status.DRAFT:
            raise ValueError(f"invoice {self.number} is {self.status.value}, not editable")
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        item = LineItem(description, quantity, Decimal(unit_price))
        self.lines.append(item)
        return item

    ... rest of the class unchanged ...

    def subtotal(self) -> Decimal:
        return sum((line.net for line in self.lines), Decimal("0"))

    def tax_total(self) -> Decimal:
        return sum((line.tax for line in self.lines), Decimal("0"))

    def total(self) -> Decimal:
        return self.subtotal() + self.tax_total()

    def is_overdue(self, today: date | None = None) -> bool:
today = today or date.today()
return self.status is Status.SENT and today > self.due

    def mark_sent(self) -> None:
        if not self.lines:
            raise ValueError("cannot send an empty invoice")
        self.status = Status.SENT

    def mark_paid(self, paid_on: date | None = None) -> None:
        if self.status is not Status.SENT:
            raise ValueError("only sent invoices can be paid")
        self.status = Status.PAID
        self.notes = (self.notes + f"\nPaid on {(paid_on or date.today()).isoformat()}").strip()
