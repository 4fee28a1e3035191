import pandas as pd

%%time
df = pd.read_csv("sales_2023.csv", parse_dates=["date"])
df = df.dropna(subset=["sales"])
df["month"] = df["date"].dt.month

df.describe?
monthly = df.groupby("month")["sales"].sum()
print(monthly)

best = monthly.idxmax()
print("best month:", best)
print(df.groupby("region")["sales"].sum()
