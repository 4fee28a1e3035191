import pandas as pd
import matplotlib.pyplot as plt

sales = pd.read_csv("sales_2023.csv", parse_dates=["order_date"])
sales.shape

sales["month"] = sales["order_date"].dt.month
monthly = sales.groupby("month")["amount"].sum()
monthly

months = monthly.index
totals = monthly.values
plt.figure(figsize=(9, 4))
plt.plot(months, totals, marker="o", color="tab:blue")
plt.title("Revenue per month, 2023")
plt.xlabel("month")
plt.ylabel("revenue (EUR)")
plt.grid(alpha=0.3)
plt.show()

best = monthly.idxmax()
print(f"Best month: {best} with {monthly.max():,.0f} EUR")
