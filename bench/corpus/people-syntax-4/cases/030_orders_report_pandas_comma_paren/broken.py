import sys

import pandas as pd

COLUMNS = ["order_id", "customer", "region", "product", "quantity", "unit_price", "order_date"]


def load_orders(path):
    df = pd.read_csv(
        path,
        usecols=COLUMNS
        parse_dates=["order_date"],
        dtype={"order_id": "int64", "quantity": "int64"},
    )
    df["revenue"] = df["quantity"] * df["unit_price"]
    return df


def monthly_by_region(df):
    monthly = (
        df.groupby([df["order_date"].dt.to_period("M"), "region"])["revenue"]
        .sum()
        .unstack(fill_value=0)
    )
    monthly.index = monthly.index.astype(str)
    return monthly


def top_customers(df, n=5):
    return df.groupby("customer")["revenue"].sum().nlargest(n)


def main(path, out="report.xlsx"):
    df = load_orders(path)
    if df.empty or (df["revenue"] <= 0).all():
        print("nothing to report")
        return
    with pd.ExcelWriter(out) as writer:
        monthly_by_region(df).to_excel(writer, sheet_name="monthly")
        top_customers(df).to_excel(writer, sheet_name="top customers")
    print(f"wrote {out}: {len(df)} orders, total revenue {df['revenue'].sum():,.2f}")


if __name__ == "__main__":
    if len(sys.argv < 2:
        sys.exit("usage: report.py orders.csv [report.xlsx]")
    main(*sys.argv[1:])
