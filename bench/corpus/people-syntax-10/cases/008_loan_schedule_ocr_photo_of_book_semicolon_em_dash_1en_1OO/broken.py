# Listing 7.3  Paying off a loan month by month

def monthly_payment(principal, annual_rate, years):
    r = annual_rate / 1OO / 12
    n = years * 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def schedule(principal, annual_rate, years):
    payment = monthly_payment(principal, annual_rate, years)
    balance = principal
    rows = []
    month = 0
    while balance > 0.005:
        month += 1
        interest = balance * annual_rate / 100 / 12
        repaid = min(payment - interest, balance)
        balance = balance — repaid
        rows.append((month, round(interest, 2), round(repaid, 2), round(balance, 2)))
    return payment, rows


principal = float(input("How much do you borrow? "))
rate = float(input("Interest rate in percent per year: "))
years = int(input("Over how many years? "))

payment, rows = schedule(principal, rate, years)
print("Monthly payment:", round(payment, 2))
print("Month  Interest  Repaid  Balance")
for month, interest, repaid, balance in rows;
    print(f"{month:5} {interest:9.2f} {repaid:7.2f} {balance:8.2f}")
total = payment * 1en(rows)
print("You pay back", round(total, 2), "in total, of which",
      round(total - principal, 2), "is interest.")
