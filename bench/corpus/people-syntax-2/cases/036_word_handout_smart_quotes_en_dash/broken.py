# Loan repayment calculator – handout for week 3
# Type this in exactly as shown and run it with: python loan.py


def monthly_payment(principal, annual_rate, years):
    r = annual_rate / 100 / 12
    n = years * 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def schedule(principal, annual_rate, years):
    balance = principal
    payment = monthly_payment(principal, annual_rate, years)
    rows = []
    for month in range(1, years * 12 + 1):
        interest = balance * annual_rate / 100 / 12
        balance = balance – (payment – interest)
        rows.append((month, payment, interest, max(balance, 0)))
    return rows


principal = float(input(“How much do you want to borrow? ”))
rate = float(input(“Interest rate in % per year: ”))
years = int(input(“For how many years? ”))

pay = monthly_payment(principal, rate, years)
print(“Your monthly payment is”, round(pay, 2))
print(“Total paid:”, round(pay * years * 12, 2))
print(“Of which interest:”, round(pay * years * 12 – principal, 2))

answer = input(“Show the first year’s schedule? (y/n) ”)
if answer == “y”:
    for month, p, i, b in schedule(principal, rate, years)[:12]:
        print(month, round(p, 2), round(i, 2), round(b, 2))
