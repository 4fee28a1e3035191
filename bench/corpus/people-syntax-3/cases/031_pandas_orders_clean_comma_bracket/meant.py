"""Clean the monthly orders export before it goes into the dashboard."""
import sys
from pathlib import Path

import pandas as pd

RENAME = {
    "Order ID": "order_id",
    "Order Date": "order_date",
    "Customer Name": "customer",
    "Ship Country": "country",
    "Amount (EUR)": "amount",
    "Status": "status",
}

VALID_STATUS = {"shipped", "delivered", "returned"}


def load(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, sep=";", decimal=",", encoding="latin-1")
    df = df.rename(columns=RENAME)
    return df[list(RENAME.values())]


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.dropna(subset=["order_id", "amount"])
    df["order_date"] = pd.to_datetime(df["order_date"], dayfirst=True, errors="coerce")
    df["customer"] = df["customer"].str.strip().str.title()
    df["country"] = df["country"].str.upper().replace({"UK": "GB", "EL": "GR"})
    df["status"] = df["status"].str.lower().str.strip()
    df = df[df["status"].isin(VALID_STATUS)]
    df = df[df["amount"] > 0]
    df = df.drop_duplicates(subset="order_id", keep="last")
    return df.sort_values("order_date")


def summarize(df: pd.DataFrame) -> None:
    by_country = df.groupby("country")["amount"].agg(["count", "sum"]).sort_values("sum", ascending=False)
    print(by_country.head(10).to_string())
    print(f"\n{len(df)} orders, {df['amount'].sum():,.2f} EUR total")


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(f"usage: {argv[0]} INPUT.csv OUTPUT.parquet", file=sys.stderr)
        return 2
    df = clean(load(Path(argv[1])))
    summarize(df)
    df.to_parquet(argv[2], index=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
