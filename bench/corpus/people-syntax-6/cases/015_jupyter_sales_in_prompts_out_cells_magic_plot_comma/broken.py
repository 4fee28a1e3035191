In [1]:
%matplotlib inline
import pandas as pd
import matplotlib.pyplot as plt

In [2]:
sales = pd.read_csv("sales_2023.csv", parse_dates=["order_date"])
sales.shape
Out[2]:
(4812, 6)

In [3]:
sales["month"] = sales["order_date"].dt.month
monthly = sales.groupby("month")["amount"].sum()
monthly
Out[3]:
month
1     38211.50
2     35120.75
3     41877.00
4     39650.25
5     44012.80
6     47105.10
7     45988.00
8     43120.40
9     46230.95
10    48801.30
11    50977.65
12    52340.25
Name: amount, dtype: float64

In [4]:
months = monthly.index
totals = monthly.values
plt.figure(figsize=(9, 4))
plt.plot(months, totals, marker="o" color="tab:blue")
plt.title("Revenue per month, 2023")
plt.xlabel("month")
plt.ylabel("revenue (EUR)")
plt.grid(alpha=0.3)
plt.show()

In [5]:
best = monthly.idxmax()
print(f"Best month: {best} with {monthly.max():,.0f} EUR")
Best month: 12 with 52,340 EUR
