import sys
from pathlib import Path

import matplotlib.pyplot as plt
import pandas as pd

# --- Configuration -----------------------------------------------------------
INPUT_FILE = Path("data/orders_2023.csv")
OUTPUT_DIR = Path("reports")
REGIONS = ["North", "South", "East", "West"]


def load_orders(path: Path) -> pd.DataFrame:
    """Load the orders export and clean it up.

    - parses order_date as a datetime
    - drops cancelled orders and rows without an amount
    - normalises the region names (the export mixes 'north', 'North ', 'NORTH')
    """
    df = pd.read_csv(path, parse_dates=["order_date"], dayfirst=True)
    df = df[df["status"].str.lower() != "cancelled"]
    df = df.dropna(subset=["amount"])
    df["region"] = df["region"].str.strip().str.title()
    df = df[df["region"].isin(REGIONS)]
    return df


def monthly_summary(df: pd.DataFrame) -> pd.DataFrame:
    """Revenue, order count and average basket per month and region.""
    monthly = (
        df.assign(month=df["order_date"].dt.to_period("M").astype(str))
        .groupby(["month", "region"], as_index=False)
        .agg(revenue=("amount", "sum"), orders=("order_id", "nunique"), avg_basket=("amount", "mean")
        .sort_values(["month", "revenue"], ascending=[True, False])
    )
    monthly["avg_basket"] = monthly["avg_basket"].round(2)
    return monthly


def add_growth(monthly: pd.DataFrame) -> pd.DataFrame:
    """Month-over-month revenue growth in percent, per region."""
    monthly = monthly.sort_values(["region", "month"]).copy()
    monthly["growth_pct"] = (
        monthly.groupby("region")["revenue"].pct_change().mul(100).round(1)
    )
    return monthly


def plot_revenue(monthly: pd.DataFrame, out_file: Path) -> None:
    pivot = monthly.pivot(index="month", columns="region", values="revenue").fillna(0)
    ax = pivot.plot(kind="bar", stacked=True, figsize=(12, 6), colormap="tab10")
    ax.set_title("Monthly revenue by region")
    ax.set_xlabel("Month")
    ax.set_ylabel("Revenue (EUR)")
    ax.legend(title="Region", bbox_to_anchor=(1.02, 1), loc="upper left")
    plt.tight_layout()
    plt.savefig(out_file, dpi=150)
    plt.close()


def main() -> None:
    if not INPUT_FILE.exists():
        sys.exit(f"Input file not found: {INPUT_FILE}")

    OUTPUT_DIR.mkdir(exist_ok=True)
    orders = load_orders(INPUT_FILE)
    monthly = add_growth(monthly_summary(orders))

    with pd.ExcelWriter(OUTPUT_DIR / "monthly_sales.xlsx") as writer:
        monthly.to_excel(writer, sheet_name="Monthly", index=False)
		for region in REGIONS:
			part = monthly[monthly["region"] == region]
			part.to_excel(writer, sheet_name=region, index=False)

    plot_revenue(monthly, OUTPUT_DIR / "monthly_revenue.png")

    best = monthly.loc[monthly["revenue"].idxmax()]
    print(f"Orders analysed: {len(orders):,}")
    print(f"Best month/region: {best['month']} {best['region']} ({best['revenue']:,.2f} EUR)")
    print(f"Reports written to {OUTPUT_DIR.resolve()}")


if __name__ == "__main__":
    main()
