# Loan calculator — monthly payment for a fixed-rate loan


def monthly_payment(principal, annual_rate, years):
    rate = annual_rate / 12
    n = years * 12
    if rate == 0:
        return principal / n
    return principal * rate / (1 - (1 + rate) ** -n)


def balance_after(principal, annual_rate, years, months_paid):
    rate = annual_rate / 12
    p = monthly_payment(principal, annual_rate, years)
    return principal * (1 + rate) ** months_paid - p * ((1 + rate) ** months_paid - 1) / rate


print(round(monthly_payment(200000, 0.05, 30), 2))
print(round(balance_after(200000, 0.05, 30, 60), 2))
