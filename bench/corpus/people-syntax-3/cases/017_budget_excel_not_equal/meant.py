# my monthly budget - converting my spreadsheet to python
# columns were: category, budget, spent

budget = {
    "rent": 950,
    "groceries": 320,
    "transport": 110,
    "eating out": 150,
    "utilities": 140,
    "savings": 300,
}

spent = {}
for category in budget:
    value = input("Spent on " + category + ": ")
    if value == "":
        value = "0"
    spent[category] = float(value)

income = float(input("Monthly income after tax: "))
print()
print("CATEGORY        BUDGET    SPENT     LEFT")
total_budget = 0
total_spent = 0
for category in budget:
    left = budget[category] - spent[category]
    total_budget += budget[category]
    total_spent += spent[category]
    flag = ""
    if left < 0:
        flag = "  OVER"
    print(category.ljust(15), str(budget[category]).rjust(6), str(spent[category]).rjust(8), str(left).rjust(8) + flag)

print()
print("Total budget:", total_budget)
print("Total spent:", total_spent)
difference = income - total_spent
if difference != 0:
    print("Money left this month:", round(difference, 2))
savings_share = spent["savings"] / income
print("Savings rate:", round(savings_share * 100, 1), "%")
