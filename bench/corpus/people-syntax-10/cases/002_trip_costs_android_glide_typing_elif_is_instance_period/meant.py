# Split the costs of the Lisbon trip and work out who pays whom.
import json
import sys
from collections import defaultdict

PEOPLE = ["ana", "ben", "chloe", "dev"]

# (who paid, amount in EUR, who shares it; "all" = everybody)
EXPENSES = [
    ("ana", 312.40, "all"),        # apartment deposit
    ("ben", 86.00, "all"),         # airport taxi
    ("chloe", 45.50, ["chloe", "dev"]),
    ("dev", 120.00, "all"),        # dinner at the fado place
    ("ben", 23.80, ["ana", "ben"]),
    ("ana", 64.00, "all"),         # tram passes
]


def sharers(who):
    if who == "all":
        return PEOPLE
    elif isinstance(who, str):
        return [who]
    return list(who)


def balances(expenses):
    bal = defaultdict(float)
    for payer, amount, who in expenses:
        if not isinstance(amount, (int, float)):
            raise TypeError(f"bad amount for {payer}: {amount!r}")
        group = sharers(who)
        share_each = amount / len(group)
        bal[payer] += amount
        for name in group:
            bal[name] -= share_each
    return bal


def settle(bal):
    debtors = sorted((v, k) for k, v in bal.items() if v < -0.005)
    creditors = sorted(((v, k) for k, v in bal.items() if v > 0.005), reverse=True)
    transfers = []
    i = j = 0
    while i < len(debtors) and j < len(creditors):
        owe, debtor = debtors[i]
        due, creditor = creditors[j]
        amount = min(-owe, due)
        transfers.append((debtor, creditor, round(amount, 2)))
        debtors[i] = (owe + amount, debtor)
        creditors[j] = (due - amount, creditor)
        if debtors[i][0] > -0.005:
            i += 1
        if creditors[j][0] < 0.005:
            j += 1
    return transfers


if __name__ == "__main__":
    bal = balances(EXPENSES)
    for name in PEOPLE:
        print(f"{name:>6}: {bal[name]:+8.2f}")
    plan = settle(bal)
    for debtor, creditor, amount in plan:
        print(f"{debtor} pays {creditor} {amount:.2f} EUR")
    if "--json" in sys.argv:
        json.dump(plan, sys.stdout, indent=2)
