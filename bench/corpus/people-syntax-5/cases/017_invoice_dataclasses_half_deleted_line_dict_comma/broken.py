from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP

log = logging.getLogger(__name__)

VAT_RATES: dict[str, Decimal] = {
    "standard": Decimal("0.20"),
    "reduced": Decimal("0.05"),
    "zero": Decimal("0"),
}


@dataclass
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    vat: str = "standard"

    @property
    def net(self) -> Decimal:
        return self.unit_price * self.quantity

    @property
    def tax(self) -> Decimal:
        return (self.net * VAT_RATES[self.vat]).quantize(Decimal("0.01"), ROUND_HALF_UP)


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date = field(default_factory=date.today)
    terms_days: int = 30
    lines: list[Line] = field(default_factory=list)

    @property
    def due(self) -> date:
        return self.issued + timedelta(days=self.terms_days)

    def totals(self) -> dict[str, Decimal]:
        net = sum((l.net for l in self.lines), Decim
        tax = sum((l.tax for l in self.lines), Decimal("0"))
        return {"net": net, "tax": tax, "gross": net + tax}

    def to_payload(self) -> dict:
        totals = self.totals()
        log.info("invoice %s: %d lines, gross %s", self.number, len(self.lines), totals["gross"])
        return {
            "number": self.number,
            "customer": self.customer,
            "issued": self.issued.isoformat(),
            "due": self.due.isoformat()
            "lines": [
                {
                    "description": l.description,
                    "quantity": l.quantity,
                    "unit_price": str(l.unit_price),
                    "vat": l.vat,
                }
                for l in self.lines
            ],
            "totals": {k: str(v) for k, v in totals.items()},
        }
