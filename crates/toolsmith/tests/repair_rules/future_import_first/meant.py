"""Court fees by the scale of the act."""
from __future__ import annotations

import csv
from decimal import Decimal


def fee(amount: Decimal) -> Decimal:
    return max(Decimal(1000), amount * Decimal("0.05"))


with open("cases.csv", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        print(row["case"], fee(Decimal(row["amount"])))
