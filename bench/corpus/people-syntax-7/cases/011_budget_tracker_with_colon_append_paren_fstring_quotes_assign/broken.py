# Monthly budget tracker
# Priya - evening course "Python for Everyone", week 6 project

import json
import os
from datetime import date

DATA_FILE = "budget.json"
CATEGORIES = ["rent", "food", "transport", "bills", "fun", "other"]
LIMITS = {
    "food": 400,
    "transport": 120,
    "fun": 150,
    "other": 100,
}


def load():
    if not os.path.exists(DATA_FILE):
        return {"income": 0, "expenses": []}
    with open(DATA_FILE) as f
        return json.load(f)


def save(data):
    with open(DATA_FILE, "w") as f:
        json.dump(data, f, indent=2)


def add_expense(data):
    print("Categories:", ", ".join(CATEGORIES))
    category = input("Category: ").strip().lower()
    if category not in CATEGORIES:
        print("Unknown category, saving it as 'other'")
        category = "other"
    amount = float(input("Amount: $"))
    note = input("Note (optional): ")
    data["expenses"].append({
        "date": date.today().isoformat(),
        "category": category,
        "amount": amount,
        "note": note,
    }
    save(data)
    print("Saved.")


def totals_by_category(data):
    totals = {}
    for e in data["expenses"]:
        totals[e["category"]] = totals.get(e["category"], 0) + e["amount"]
    return totals


def report(data):
    totals = totals_by_category(data)
    spent = sum(totals.values())
    print()
    print(f"Income:  ${data["income"]:.2f}")
    print(f"Spent:   ${spent:.2f}")
    print(f"Left:    ${data["income"] - spent:.2f}")
    print()
    for cat in CATEGORIES:
        amount = totals.get(cat, 0)
        line = f"  {cat:<10} ${amount:>8.2f}"
        if cat in LIMITS and amount > LIMITS[cat]:
            line += "  <-- over the limit!"
        print(line)
    if spent > data["income"]:
        print("\nWARNING: you spent more than you earned this month.")


def main():
    data = load()
    if data["income"] == 0:
        data["income"] = float(input("What is your monthly income? $"))
        save(data)
    while True:
        print("\n[a]dd expense  [r]eport  [c]lear month  [q]uit")
        cmd = input("> ").strip().lower()
        if cmd == "a":
            add_expense(data)
        elif cmd == "r":
            report(data)
        elif cmd == "c":
            sure = input("Delete all expenses? (yes/no) ")
            if sure = "yes":
                data["expenses"] = []
                save(data)
        elif cmd == "q":
            break


if __name__ == "__main__":
    main()
