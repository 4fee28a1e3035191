"""Library loans: who has which book, what is overdue (rewrite of our Kotlin tool)."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Optional

LOAN_DAYS = 21
FINE_PER_DAY = 0.25


@dataclass
class Book:
    isbn: str
    title: str
    author: str


@dataclass
class Member:
    id: int
    name: str
    email: Optional[str] = None


@dataclass
class Loan:
    book: Book
    member: Member
    start: date
    returned: Optional[date] = None

    @property
    def due(self) -> date:
        return self.start + timedelta(days=LOAN_DAYS)

    def days_late(self, today: date) -> int:
        end = self.returned or today
        return max(0, (end - self.due).days)


@dataclass
class Library:
    books: dict[str, Book] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    loans: list[Loan] = field(default_factory=list)

    def lend(self, isbn: str, member_id: int, today: date) -> Loan:
        book = self.books[isbn]
        member = self.members[member_id]
        if any(l.book.isbn == isbn and l.returned is None for l in self.loans):
            raise ValueError(f"{book.title} is already lent out")
        loan = Loan(book, member, today)
        self.loans.append(loan)
        return loan

    def find_open_loan(self, isbn: str) -> Loan?:
        for loan in self.loans:
            if loan.book.isbn == isbn and loan.returned is None:
                return loan
        return None

    def give_back(self, isbn: str, today: date) -> float:
        loan = self.find_open_loan(isbn)!!
        loan.returned = today
        return loan.days_late(today) * FINE_PER_DAY


def status(loan: Loan, today: date) -> str:
    late = loan.days_late(today)
    match late:
        case 0:
            return "on time"
        case 1 | 2 | 3:
            return f"{late} days late (grace)"
        else:
            return f"{late} days late, fine {late * FINE_PER_DAY:.2f}"


def load(path: str) -> Library:
    with open(path, encoding="utf-8") as fh:
        raw = json.load(fh)
    lib = Library()
    for b in raw["books"]:
        lib.books[b["isbn"]] = Book(b["isbn"], b["title"], b["author"])
    for m in raw["members"]:
        lib.members[m["id"]] = Member(m["id"], m["name"], m.get("email"))
    for l in raw["loans"]:
        returned = date.fromisoformat(l["returned"]) if l.get("returned") else None
        lib.loans.append(Loan(lib.books[l["isbn"]], lib.members[l["member"]],
                              date.fromisoformat(l["start"]), returned))
    return lib


def main() -> None:
    lib = load(sys.argv[1] if len(sys.argv) > 1 else "library.json")
    today = date.today()
    open_loans = [l for l in lib.loans if l.returned is None]
    print(f"{len(open_loans)} books out, {len(lib.books) - len(open_loans)} on the shelf")
    for loan in sorted(open_loans, key=lambda l: l.due):
        contact = loan.member.email or "no e-mail"
        print(f"{loan.book.title[:30]:30} {loan.member.name:15} due {loan.due}  {status(loan, today)}  ({contact})")


if __name__ == "__main__":
    main()
