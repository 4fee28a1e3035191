import csv
import sys
from dataclasses import dataclass
from datetime import date


@dataclass
class Expense:
    day: date
    category: str
    amount: float
    note: str = ""


def parse_line(row: list[str]) -> Expense | None:
    if len(row) < 3:
        return None
    try:
        day = date.fromisoformat(row[0].strip())
        amount = float(row[2].replace(",", "."))
    except ValueError:
        return None
    note = row[3].strip() if len(row) > 3 else ""
    return Expense(day, row[1].strip().lower(), amount, note)


def read_expenses(path: str) -> tuple[list[Expense], int]:
    expenses, skipped = [], 0
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.reader(f):
            exp = parse_line(row)
            if exp is None:
                skipped += 1
            else:
                expenses.append(exp)
    return expenses, skipped


def monthly_totals(expenses: list[Expense]) -> dict[str, dict[str, float]]:
    totals: dict[str, dict[str, float]] = {}
    for e in expenses:
        month = e.day.strftime("%Y-%m")
        by_cat = totals.setdefault(month, {})
        by_cat[e.category] = by_cat.get(e.category, 0.0) + e.amount
    return totals


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else "expenses.csv"
    expenses, skipped = read_expenses(path)
    for month, cats in sorted(monthly_totals(expenses).items()):
        print(month)
        for cat, total in sorted(cats.items(), key=lambda kv: -kv[1]):
            print(f"  {cat:<15}{total:>10.2f}")
        print(f"  {'TOTAL':<15}{sum(cats.values()):>10.2f}")
    if skipped:
        print(f"\n({skipped} malformed lines skipped)")


if __name__ == "__main__":
    main()
