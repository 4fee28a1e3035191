from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
from typing import Iterable

CENT = Decimal("0.01")


@dataclass(frozen=True)
class Account:
    iban: str
    owner: str
    currency: str = "EUR"


@dataclass
class Transfer:
    from_: Account
    to: Account
    amount: Decimal
    booked: date = field(default_factory=date.today)
    reference: str = ""

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise ValueError("amount must be positive")
        if self.from_.currency != self.to.currency:
            raise ValueError("cross-currency transfers are not supported")
        self.amount = self.amount.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Ledger:
    transfers: list[Transfer] = field(default_factory=list)

    def add(self, t: Transfer) -> None:
        self.transfers.append(t)

    def balance(self, acct: Account) -> Decimal:
        incoming = sum((t.amount for t in self.transfers if t.to == acct), Decimal(0))
        outgoing = sum((t.amount for t in self.transfers if t.from_ == acct), Decimal(0))
        return incoming - outgoing

    def between(self, start: date, end: date) -> Iterable[Transfer]:
        return (t for t in self.transfers if start <= t.booked <= end)


if __name__ == "__main__":
    a = Account("DE02120300000000202051", "Alice")
    b = Account("DE02500105170137075030", "Bob")
    ledger = Ledger()
    ledger.add(Transfer(a, b, Decimal("120.50"), reference="rent share"))
    ledger.add(Transfer(b, a, Decimal("19.999"), reference="pizza"))
    print(a.owner, ledger.balance(a))
    print(b.owner, ledger.balance(b))
