import pandas as pd

orders = pd.read_csv("orders.csv", parse_dates=["day"])

# Revenue per customer, best first
best = (orders[orders["status"] == "paid"]
    .groupby("customer")["total"]
    .sum()
    .sort_values(ascending=False))

print(best.head(5))
