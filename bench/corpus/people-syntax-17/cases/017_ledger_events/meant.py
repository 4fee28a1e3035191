"""
Event-sourced savings account, a small kata for our Python guild evening.

Everything is an immutable event; the account state is a fold over the events. Commands
validate against the current state and return new events (or raise). A projection keeps
a monthly interest statement. Run the module to replay the sample history.

Reto B., Zürich. Day job: Scala/Akka, so the style is what it is.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal, ROUND_HALF_EVEN
from functools import reduce
from typing import Iterable, Union

CHF = Decimal("0.01")
ANNUAL_RATE = Decimal("0.0075")
OVERDRAFT_LIMIT = Decimal("0")


@dataclass(frozen=True)
class Opened:
    account_id: str
    owner: str
    on: date


@dataclass(frozen=True)
class Deposited:
    amount: Decimal
    on: date


@dataclass(frozen=True)
class Withdrawn:
    amount: Decimal
    on: date


@dataclass(frozen=True)
class InterestCredited:
    amount: Decimal
    on: date


@dataclass(frozen=True)
class Closed:
    on: date


Event = Union[Opened, Deposited, Withdrawn, InterestCredited, Closed]


@dataclass(frozen=True)
class Account:
    account_id: str = ""
    owner: str = ""
    balance: Decimal = Decimal("0")
    is_open: bool = False
    last_change: date | None = None


class DomainError(Exception):
    pass


def apply(state: Account, event: Event) -> Account:
    match event:
        case Opened(account_id, owner, on):
            return Account(account_id, owner, Decimal("0"), True, on)
        case Deposited(amount, on) | InterestCredited(amount, on):
            return replace(state, balance=state.balance + amount, last_change=on)
        case Withdrawn(amount, on):
            return replace(state, balance=state.balance - amount, last_change=on)
        case Closed(on):
            return replace(state, is_open=False, last_change=on)
    raise DomainError(f"unknown event {event!r}")


def replay(events: Iterable[Event]) -> Account:
    return reduce(apply, events, Account())


def deposit(state: Account, amount: Decimal, on: date) -> list[Event]:
    if not state.is_open:
        raise DomainError("account is closed")
    if amount <= 0:
        raise DomainError("deposit must be positive")
    return [Deposited(amount.quantize(CHF), on)]


def withdraw(state: Account, amount: Decimal, on: date) -> list[Event]:
    if not state.is_open:
        raise DomainError("account is closed")
    if state.balance - amount < -OVERDRAFT_LIMIT:
        raise DomainError(f"insufficient funds: balance {state.balance}, wanted {amount}")
    return [Withdrawn(amount.quantize(CHF), on)]


def close(state: Account, on: date) -> list[Event]:
    if state.balance != 0:
        raise DomainError("withdraw the balance before closing")
    return [Closed(on)]


def monthly_interest(state: Account, month_end: date) -> list[Event]:
    interest = (state.balance * ANNUAL_RATE / 12).quantize(CHF, rounding=ROUND_HALF_EVEN)
    if interest <= 0:
        return []
    return [InterestCredited(interest, month_end)]


def statement(events: list[Event]) -> list[str]:
    lines = []
    state = Account()
    for e in events:
        state = apply(state, e)
        label = type(e).__name__
        amount = getattr(e, "amount", None)
        shown = f"{amount:>10}" if amount is not None else " " * 10
        lines.append(f"{e.on.isoformat()}  {label:<17}{shown}  {state.balance:>10}")
    return lines


def main() -> None:
    history: list[Event] = [Opened("CH93-0076-2011-6238-5295-7", "R. Brunner", date(2024, 1, 3))]

    def run(command, *args) -> None:
        state = replay(history)
        history.extend(command(state, *args))

    run(deposit, Decimal("2500.00"), date(2024, 1, 5))
    run(withdraw, Decimal("120.40"), date(2024, 1, 19))
    run(monthly_interest, date(2024, 1, 31))
    run(deposit, Decimal("800"), date(2024, 2, 2))
    run(monthly_interest, date(2024, 2, 29))
    try:
        run(withdraw, Decimal("99999"), date(2024, 3, 1))
    except DomainError as err:
        print("rejected:", err)

    for line in statement(history):
        print(line)
    final = replay(history)
    print(f"final balance for {final.owner}: CHF {final.balance}")


if __name__ == "__main__":
    main()
