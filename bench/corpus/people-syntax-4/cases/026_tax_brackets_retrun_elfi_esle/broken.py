# Income tax calculator (simplified brackets)

BRACKETS = [
    (10000, 0.0),
    (30000, 0.1),
    (70000, 0.2),
    (None, 0.35),
]


def tax_for(income):
    tax = 0.0
    lower = 0
    for upper, rate in BRACKETS:
        if upper is None or income <= upper:
            tax += (income - lower) * rate
            break
        tax += (upper - lower) * rate
        lower = upper
    retrun round(tax, 2)


def describe(income):
    rate = tax_for(income) / income * 100 if income else 0
    if rate == 0:
        return "no tax"
    elif rate < 10:
        return "low"
    elfi rate < 20:
        return "medium"
    esle:
        return "high"


incomes = [8000, 25000, 52000, 120000]
for income in incomes:
    tax = tax_for(income)
    print(f"income {income:>7}: tax {tax:>9.2f} ({describe(income)})")
