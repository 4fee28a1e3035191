# Personal budget tracker
# Week 7 lab - Priya S.

expenses = []

def add_expense(category, amount, note="")
    """Record one expense."""
    if amount <= 0:
        print("Amount must be positive")
        return
    expenses.append({"category": category, "amount": amount, "note": note)

def total_by_category():
    totals = {}
    for e in expenses
        cat = e["category"]
        totals[cat] = totals.get(cat 0) + e["amount"]
    return totals

def biggest_category():
    totals = total_by_category()
    if not totals
        return None
    return max(totals, key=totals.get)

def report():
    print("=== Budget report ===")
    for cat, amount in sorted(total_by_category().items()):
        print(f"{cat:<12}{amount:>8.2f}"
    print("Biggest:", biggest_category())

add_expense("food", 12.5, "lunch")
add_expense("transport" 3.2)
add_expense("food", 30.0, "groceries")
report()
